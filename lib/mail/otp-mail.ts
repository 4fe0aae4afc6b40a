import { shop } from "@/lib/shop";
import { escapeHtml } from "./html";
import { mailHtml, mailTextFooter } from "./layout";
import type { Mail } from "./transport";

/**
 * The password reset mail: the 6-digit code, how long it lasts, and what to do if the shopper
 * did not ask for it. Plain text and HTML say the same; the HTML is framed by ./layout.ts.
 */
export function passwordResetMail(input: { to: string; name: string; otp: string; validSeconds: number; shopUrl: string }): Mail {
  const validity = input.validSeconds % 60 === 0 ? `${input.validSeconds / 60} minutes` : `${input.validSeconds} seconds`;
  const subject = `Your ${shop.name} password reset code`;
  const text = [
    `Hello ${input.name},`,
    "",
    `Use this code to reset your ${shop.name} password:`,
    "",
    `    ${input.otp}`,
    "",
    `It works once and only for the next ${validity}. Never share it: ${shop.name} will never ask you for it.`,
    "",
    "If you did not ask to reset your password, ignore this mail: your password stays as it is.",
    "",
    ...mailTextFooter(input.shopUrl),
  ].join("\n");

  const name = escapeHtml(input.name);
  const html = mailHtml({
    subject,
    shopUrl: input.shopUrl,
    rows: `<tr><td style="font-size:16px;line-height:24px">Hello ${name},</td></tr>
        <tr><td style="font-size:16px;line-height:24px;padding-top:8px">Use this code to reset your ${escapeHtml(shop.name)} password:</td></tr>
        <tr><td align="center" style="padding:24px 0">
          <span style="display:inline-block;font-size:32px;letter-spacing:8px;font-weight:bold;font-family:'Courier New',monospace;background:#fff1f2;border:1px solid #fecdd3;border-radius:6px;padding:12px 20px">${escapeHtml(input.otp)}</span>
        </td></tr>
        <tr><td style="font-size:14px;line-height:22px">It works once and only for the next <strong>${validity}</strong>. Never share it: ${escapeHtml(shop.name)} will never ask you for it.</td></tr>
        <tr><td style="font-size:14px;line-height:22px;padding-top:12px;color:#52525b">If you did not ask to reset your password, ignore this mail: your password stays as it is.</td></tr>`,
  });
  return { to: input.to, subject, text, html };
}
