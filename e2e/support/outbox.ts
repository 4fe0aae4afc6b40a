import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";

/*
 * The e2e server writes its mails to DATA_DIR/outbox (no SMTP_URL), with DATA_DIR a fresh
 * os.tmpdir()/shop-e2e-* (scripts/e2e-server.mjs). Each test's e-mails are its own, so the
 * newest mail to an address in any such folder is the one the test is waiting for.
 */

/** The mails to `email` in any e2e server's outbox, oldest first. */
export function mailsTo(email: string): string[] {
  const tmp = os.tmpdir();
  const found: { text: string; mtime: number }[] = [];
  for (const dir of fs.readdirSync(tmp)) {
    if (!dir.startsWith("shop-e2e-")) continue;
    const outbox = path.join(tmp, dir, "outbox");
    if (!fs.existsSync(outbox)) continue;
    for (const name of fs.readdirSync(outbox)) {
      if (!name.endsWith(".eml")) continue;
      const file = path.join(outbox, name);
      const text = fs.readFileSync(file, "utf8");
      if (!text.toLowerCase().includes(email.toLowerCase())) continue;
      found.push({ text, mtime: fs.statSync(file).mtimeMs });
    }
  }
  return found.sort((a, b) => a.mtime - b.mtime).map((mail) => mail.text);
}

/** The 6-digit code of a reset or registration mail, or null. */
export function otpFrom(mail: string): string | null {
  const decoded = mail.replace(/=\r?\n/g, "");
  return /^\s+(\d{6})\s*$/m.exec(decoded)?.[1] ?? /letter-spacing[^>]*>(\d{6})</.exec(decoded.replace(/=3D/g, "="))?.[1] ?? null;
}

/**
 * The code of the mail number `count` + 1 to `email` (`count`: how many there were before the
 * call that sends it), waiting for it: the server writes a mail just after its answer.
 */
export async function codeMailedTo(email: string, count: number): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(() => {
      const mails = mailsTo(email);
      code = mails.length > count ? otpFrom(mails.at(-1)!) : null;
      return code;
    }, { timeout: 15_000 })
    .toMatch(/^\d{6}$/);
  return code!;
}
