import "server-only";
import { shop } from "@/lib/shop";
import { escapeHtml } from "./html";
import { mailPage, mailParagraph, mailText } from "./layout";
import type { Mail } from "./transport";

/**
 * A mail carrying a 6-digit code (the password reset's, the registration's): the code, how long
 * it lasts, and what to do if the reader did not ask for it. Plain text and HTML say the same, in
 * the shop's mail frame (./layout.ts).
 */
export function codeMail(input: {
  to: string;
  subject: string;
  /** "Hello Asha," or, where the name is anyone's text, "Hello,". */
  greeting: string;
  /** What the code does: "Use this code to ...:". */
  use: string;
  /** What to do if the reader did not ask. */
  ifNotYou: string;
  otp: string;
  validSeconds: number;
  shopUrl: string;
}): Mail {
  const validity = input.validSeconds % 60 === 0 ? `${input.validSeconds / 60} minutes` : `${input.validSeconds} seconds`;
  const never = `It works once and only for the next ${validity}. Never share it: ${shop.name} will never ask you for it.`;
  const text = mailText([input.greeting, "", input.use, "", `    ${input.otp}`, "", never, "", input.ifNotYou], input.shopUrl);
  const html = mailPage({
    subject: input.subject,
    shopUrl: input.shopUrl,
    width: 480,
    rows: `
        ${mailParagraph(escapeHtml(input.greeting), "font-size:16px;line-height:24px")}
        ${mailParagraph(escapeHtml(input.use))}
        <tr><td align="center" style="padding:24px 0">
          <span style="display:inline-block;font-size:32px;letter-spacing:8px;font-weight:bold;font-family:'Courier New',monospace;background:#fff1f2;border:1px solid #fecdd3;border-radius:6px;padding:12px 20px">${escapeHtml(input.otp)}</span>
        </td></tr>
        ${mailParagraph(`It works once and only for the next <strong>${validity}</strong>. Never share it: ${escapeHtml(shop.name)} will never ask you for it.`, "font-size:14px;line-height:22px")}
        ${mailParagraph(escapeHtml(input.ifNotYou), "font-size:14px;line-height:22px;padding-top:12px;color:#52525b")}`,
  });
  return { to: input.to, subject: input.subject, text, html };
}

/** The password reset mail. */
export function passwordResetMail(input: { to: string; name: string; otp: string; validSeconds: number; shopUrl: string }): Mail {
  return codeMail({
    ...input,
    subject: `Your ${shop.name} password reset code`,
    greeting: `Hello ${input.name},`,
    use: `Use this code to reset your ${shop.name} password:`,
    ifNotYou: "If you did not ask to reset your password, ignore this mail: your password stays as it is.",
  });
}
