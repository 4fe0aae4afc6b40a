import { shop } from "@/lib/shop";
import { escapeHtml } from "./html";
import { mailButton, mailPage, mailParagraph, mailTextFooter } from "./layout";
import type { Mail } from "./transport";

/*
 * The two mails a registration may send (lib/accounts/register.ts): the code that finishes it,
 * or, when the e-mail already has an account, a note saying so with the way back in. The
 * registrant's typed name is in neither: it is anyone's text, and the mail goes to an inbox
 * that has not yet shown it asked for anything.
 */

function validityText(seconds: number): string {
  return seconds % 60 === 0 ? `${seconds / 60} minutes` : `${seconds} seconds`;
}

/** The code that finishes creating an account for this e-mail. */
export function registrationCodeMail(input: { to: string; otp: string; validSeconds: number; shopUrl: string }): Mail {
  const validity = validityText(input.validSeconds);
  const subject = `Your ${shop.name} account code`;
  const text = [
    "Hello,",
    "",
    `Use this code to finish creating your ${shop.name} account:`,
    "",
    `    ${input.otp}`,
    "",
    `It works once and only for the next ${validity}. Never share it: ${shop.name} will never ask you for it.`,
    "",
    "If you did not ask to open an account, ignore this mail: nothing is created without the code.",
    "",
    ...mailTextFooter(input.shopUrl),
  ].join("\n");
  const html = mailPage({
    subject,
    shopUrl: input.shopUrl,
    width: 480,
    rows: `
        ${mailParagraph("Hello,", "font-size:16px;line-height:24px")}
        ${mailParagraph(`Use this code to finish creating your ${escapeHtml(shop.name)} account:`)}
        <tr><td align="center" style="padding:24px 0">
          <span style="display:inline-block;font-size:32px;letter-spacing:8px;font-weight:bold;font-family:'Courier New',monospace;background:#fff1f2;border:1px solid #fecdd3;border-radius:6px;padding:12px 20px">${escapeHtml(input.otp)}</span>
        </td></tr>
        ${mailParagraph(`It works once and only for the next <strong>${validity}</strong>. Never share it: ${escapeHtml(shop.name)} will never ask you for it.`, "font-size:14px;line-height:22px")}
        ${mailParagraph("If you did not ask to open an account, ignore this mail: nothing is created without the code.", "font-size:14px;line-height:22px;padding-top:12px;color:#52525b")}`,
  });
  return { to: input.to, subject, text, html };
}

/** Someone tried to register an e-mail that has an account: sign in, or reset the password. */
export function accountExistsMail(input: { to: string; name: string; shopUrl: string }): Mail {
  const loginUrl = `${input.shopUrl.replace(/\/$/, "")}/login`;
  const subject = `You already have a ${shop.name} account`;
  const text = [
    `Hello ${input.name},`,
    "",
    `Someone, maybe you, asked to create a ${shop.name} account with this e-mail, but it already has one. Nothing has changed.`,
    "",
    `Sign in here: ${loginUrl}`,
    `Forgot your password? On that page choose "Forgot your password?" and we will mail you a code to set a new one.`,
    "",
    "If it was not you, ignore this mail: your account and password stay as they are.",
    "",
    ...mailTextFooter(input.shopUrl),
  ].join("\n");
  const html = mailPage({
    subject,
    shopUrl: input.shopUrl,
    width: 480,
    rows: `
        ${mailParagraph(`Hello ${escapeHtml(input.name)},`, "font-size:16px;line-height:24px")}
        ${mailParagraph(`Someone, maybe you, asked to create a ${escapeHtml(shop.name)} account with this e-mail, but it already has one. Nothing has changed.`)}
        ${mailButton(loginUrl, "Sign in")}
        ${mailParagraph("Forgot your password? On that page choose <strong>Forgot your password?</strong> and we will mail you a code to set a new one.", "font-size:14px;line-height:22px")}
        ${mailParagraph("If it was not you, ignore this mail: your account and password stay as they are.", "font-size:14px;line-height:22px;padding-top:12px;color:#52525b")}`,
  });
  return { to: input.to, subject, text, html };
}
