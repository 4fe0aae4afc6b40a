import fs from "node:fs";
import path from "node:path";
import { getConfig } from "@/lib/config";

/** Mails written to DATA_DIR/outbox addressed to `email`, oldest first. */
export function outboxMailsTo(email: string, dataDir = getConfig().dataDir): string[] {
  const outbox = path.join(dataDir, "outbox");
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith(".eml"))
    .map((name) => {
      const file = path.join(outbox, name);
      return { text: fs.readFileSync(file, "utf8"), mtime: fs.statSync(file).mtimeMs, name };
    })
    .filter((mail) => new RegExp(`^To: ${email.replace(/[.+]/g, "\\$&")}$`, "mi").test(mail.text))
    .sort((a, b) => a.mtime - b.mtime || a.name.localeCompare(b.name))
    .map((mail) => mail.text);
}

/** Undoes quoted-printable encoding (enough for the shop's ASCII mails). */
export function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The 6-digit code of a reset or registration mail (the indented line of its text part). */
export function otpOf(mail: string): string {
  const otp = decodeQuotedPrintable(mail).match(/^ {4}(\d{6})\r?$/m)?.[1];
  if (!otp) throw new Error(`no code in mail:\n${mail}`);
  return otp;
}
