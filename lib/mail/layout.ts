import { shop } from "@/lib/shop";
import { shopContact } from "@/lib/shop-contact";
import { escapeHtml } from "./html";

/**
 * The frame every mail of the shop shares: the shop's name on top, the mail's own rows, and a
 * footer with the tagline, the shop's address on the web and its e-mail. Inline styles and
 * tables only, which every mail program renders. `rows` are `<tr>` elements, already escaped.
 */
export function mailHtml({ subject, rows, shopUrl, width = 480 }: { subject: string; rows: string; shopUrl: string; width?: number }): string {
  const email = shopContact().email;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5;padding:24px 0">
    <tr><td align="center">
      <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:${width}px;background:#ffffff;border-radius:8px;padding:32px">
        <tr><td style="font-size:22px;font-weight:bold;color:#e11d48;padding-bottom:16px">${escapeHtml(shop.name)}</td></tr>
        ${rows}
        <tr><td style="font-size:12px;line-height:18px;padding-top:24px;color:#71717a;border-top:1px solid #e4e4e7">
          ${escapeHtml(shop.name)} &middot; ${escapeHtml(shop.tagline)}<br>
          <a href="${escapeHtml(shopUrl)}" style="color:#e11d48">${escapeHtml(shopUrl.replace(/^https?:\/\//, ""))}</a> &middot; ${escapeHtml(email)}
        </td></tr>
      </table>
    </td></tr>
  </table>
</body>
</html>
`;
}

/** The last lines of every mail's text part: who sent it and how to reach the shop. */
export function mailTextFooter(shopUrl: string): string[] {
  return [`${shop.name} - ${shop.tagline}`, `${shopUrl} | ${shopContact().email}`];
}
