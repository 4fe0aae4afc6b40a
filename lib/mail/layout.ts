import "server-only";
import { shop } from "@/lib/shop";
import { shopContact } from "@/lib/shop-contact";
import { escapeHtml } from "./html";

/**
 * The frame every mail of the shop shares: the shop's name on top, the mail's own rows, and the
 * footer with the shop's address and e-mail. The HTML uses inline styles and tables only, which
 * every mail program renders; the text body ends with the same footer. Each mail writes only
 * what it says (its rows), so the shop's look changes in one place.
 */

/** The HTML page around a mail's rows (`<tr>` elements, already escaped). */
export function mailPage(input: { subject: string; shopUrl: string; rows: string; width?: number }): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5;padding:24px 0">
    <tr><td align="center">
      <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:${input.width ?? 520}px;background:#ffffff;border-radius:8px;padding:32px">
        <tr><td style="font-size:22px;font-weight:bold;color:#e11d48;padding-bottom:16px">${escapeHtml(shop.name)}</td></tr>
        ${input.rows.trim()}
        <tr><td style="font-size:12px;line-height:18px;padding-top:24px;color:#71717a;border-top:1px solid #e4e4e7">
          ${escapeHtml(shop.name)} &middot; ${escapeHtml(shop.tagline)}<br>
          <a href="${escapeHtml(input.shopUrl)}" style="color:#e11d48">${escapeHtml(input.shopUrl.replace(/^https?:\/\//, ""))}</a> &middot; ${escapeHtml(shopContact().email)}
        </td></tr>
      </table>
    </td></tr>
  </table>
</body>
</html>
`;
}

/** A mail's text body: its own lines, a blank line, then the shop, its address and e-mail. */
export function mailText(lines: string[], shopUrl: string): string {
  return [...lines, "", `${shop.name} - ${shop.tagline}`, `${shopUrl} | ${shopContact().email}`].join("\n");
}

/** One paragraph row of a mail (`html` already escaped). */
export function mailParagraph(html: string, style = "font-size:16px;line-height:24px;padding-top:8px"): string {
  return `<tr><td style="${style}">${html}</td></tr>`;
}

/** The mail's one button, a link in the shop's colour. */
export function mailButton(href: string, label: string): string {
  return `<tr><td align="center" style="padding:24px 0 8px">
          <a href="${escapeHtml(href)}" style="display:inline-block;background:#e11d48;color:#ffffff;text-decoration:none;font-weight:bold;border-radius:6px;padding:12px 20px">${escapeHtml(label)}</a>
        </td></tr>`;
}

/** A delivery address as the mails write it, one line each. */
export function addressLines(a: { name: string; address: string; area: string; city: string; province: string; post: string; phone: string }): string[] {
  return [a.name, a.address, `${a.area}, ${a.city}`, `${a.province} ${a.post}`, `Phone ${a.phone}`];
}
