import "server-only";
import { shop } from "@/lib/shop";
import { escapeHtml } from "./html";
import { mailButton, mailPage, mailParagraph, mailText } from "./layout";
import { codeMail } from "./otp-mail";
import type { Mail } from "./transport";

/*
 * The two mails a registration may send (lib/accounts/register.ts): the code that finishes it,
 * or, when the e-mail already has an account, a note saying so with the way back in. The
 * registrant's typed name is in neither: it is anyone's text, and the mail goes to an inbox
 * that has not yet shown it asked for anything.
 */

/** The code that finishes creating an account for this e-mail. */
export function registrationCodeMail(input: { to: string; otp: string; validSeconds: number; shopUrl: string }): Mail {
  return codeMail({
    ...input,
    subject: `Your ${shop.name} account code`,
    greeting: "Hello,",
    use: `Use this code to finish creating your ${shop.name} account:`,
    ifNotYou: "If you did not ask to open an account, ignore this mail: nothing is created without the code.",
  });
}

/** Someone tried to register an e-mail that has an account: sign in, or reset the password. */
export function accountExistsMail(input: { to: string; name: string; shopUrl: string }): Mail {
  const loginUrl = `${input.shopUrl.replace(/\/$/, "")}/login`;
  const subject = `You already have a ${shop.name} account`;
  const text = mailText(
    [
      `Hello ${input.name},`,
      "",
      `Someone, maybe you, asked to create a ${shop.name} account with this e-mail, but it already has one. Nothing has changed.`,
      "",
      `Sign in here: ${loginUrl}`,
      `Forgot your password? On that page choose "Forgot your password?" and we will mail you a code to set a new one.`,
      "",
      "If it was not you, ignore this mail: your account and password stay as they are.",
    ],
    input.shopUrl,
  );
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
