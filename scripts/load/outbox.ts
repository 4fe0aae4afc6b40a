import fs from "node:fs";
import path from "node:path";

/**
 * The registration code mailed to `email` by a server whose DATA_DIR is `dataDir` (no SMTP_URL:
 * mails are files in DATA_DIR/outbox), waiting up to 10 s: the mail is written just after the
 * server's answer. Each load shopper's e-mail is its own, so the first mail to it is the code's.
 */
export async function registrationCodeFor(email: string, dataDir: string): Promise<string> {
  const outbox = path.join(dataDir, "outbox");
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    for (const name of fs.existsSync(outbox) ? fs.readdirSync(outbox) : []) {
      if (!name.endsWith(".eml")) continue;
      const text = fs.readFileSync(path.join(outbox, name), "utf8");
      if (!new RegExp(`^To: ${email.replace(/[.+]/g, "\\$&")}\\r?$`, "mi").test(text)) continue;
      const code = text.replace(/=\r?\n/g, "").match(/^ {4}(\d{6})\r?$/m)?.[1];
      if (code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no registration code for ${email} in ${outbox}`);
}
