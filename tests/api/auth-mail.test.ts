import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { requestPasswordReset } from "@/lib/accounts/password-reset";
import { settleAfterResponse } from "@/lib/after-response";
import { parseConfig } from "@/lib/config";
import { passwordResetMail } from "@/lib/mail/otp-mail";
import { sendMail } from "@/lib/mail/transport";
import { withTestDatabase } from "../helpers/test-database";
import { decodeQuotedPrintable, freshClient, manualClock, newCustomer, otpOf, resetMailsTo, restoreClock } from "./auth-support";
import { log as shopLog } from "@/server/log/log.mjs";

withTestDatabase();
afterEach(restoreClock);

type Received = { from: string; to: string[]; user: string | undefined; raw: string };

/**
 * A real SMTP server on a free local port, keeping what it receives. With `hold`, it takes each
 * mail's data but does not answer until `hold` settles, like a slow mail server.
 */
async function startSmtp(hold?: Promise<void>): Promise<{ server: SMTPServer; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === "shop" && auth.password === "s3cret") callback(null, { user: auth.username });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        void (hold ?? Promise.resolve()).then(() => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            user: session.user as string | undefined,
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  // smtp-server keeps the net.Server as `server`.
  const port = ((server as unknown as { server: { address(): AddressInfo } }).server.address()).port;
  return { server, port, received };
}

describe("the password reset mail", () => {
  it("has a text and an HTML body carrying the code, the validity and the shop's name, with the name escaped", () => {
    const mail = passwordResetMail({ to: "a@b.in", name: "<Ravi & Co>", otp: "042917", validSeconds: 120, shopUrl: "https://teerang.in" });
    expect(mail.subject).toBe("Your TeeRang password reset code");
    expect(mail.text).toContain("Hello <Ravi & Co>,");
    expect(mail.text).toContain("    042917\n");
    expect(mail.text).toContain("for the next 2 minutes");
    expect(mail.text).toContain("TeeRang");
    expect(mail.html).toContain("Hello &lt;Ravi &amp; Co&gt;,");
    expect(mail.html).not.toContain("<Ravi");
    expect(mail.html).toContain(">042917</span>");
    expect(mail.html).toContain("<strong>2 minutes</strong>");
    expect(mail.html).toMatch(/^<!doctype html>/);
  });
});

describe("mail without SMTP_URL: the outbox", () => {
  it("writes each mail to DATA_DIR/outbox as a multipart .eml from MAIL_FROM", async () => {
    manualClock();
    const shopper = await newCustomer("outbox", { name: "Kavya Nair" });
    const { POST: forgot } = await import("@/app/api/forgot-password/route");
    const answer = await forgot(
      new Request("http://shop.test/api/forgot-password", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: shopper.email }) }),
      {},
    );
    expect(answer.status).toBe(200);
    await settleAfterResponse();
    const [mail] = resetMailsTo(shopper.email);
    expect(mail).toBeDefined();
    const decoded = decodeQuotedPrintable(mail!);
    expect(mail).toMatch(/^From: "?TeeRang"? <no-reply@teerang\.in>$/m);
    expect(mail).toMatch(/^Subject: Your TeeRang password reset code$/m);
    expect(mail).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(mail).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
    expect(mail).toMatch(/^Content-Type: text\/html; charset=utf-8$/m);
    const otp = otpOf(mail!);
    expect(decoded).toContain(`>${otp}</span>`);
    expect(decoded).toContain("Hello Kavya Nair,");
  });

  it("logs the code in development only, and writes the mail file readable by its owner only", async () => {
    manualClock();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "outbox-"));
    const log = vi.spyOn(shopLog, "info").mockImplementation(() => undefined);
    try {
      const shopper = await newCustomer("devlog");
      await requestPasswordReset({ email: shopper.email }, freshClient(), parseConfig({ NODE_ENV: "development", DATA_DIR: dataDir }));
      await settleAfterResponse();
      const [mail] = resetMailsTo(shopper.email, dataDir);
      expect(log).toHaveBeenCalledTimes(1);
      expect(log.mock.calls[0]![0]).toContain(`Password reset code for ${shopper.email}: ${otpOf(mail!)}`);
      const file = fs.readdirSync(path.join(dataDir, "outbox"))[0]!;
      expect(fs.statSync(path.join(dataDir, "outbox", file)).mode & 0o777).toBe(0o600);

      log.mockClear();
      const other = await newCustomer("prodlog");
      await requestPasswordReset({ email: other.email }, freshClient(), parseConfig({ NODE_ENV: "production", DATA_DIR: dataDir }));
      await settleAfterResponse();
      expect(resetMailsTo(other.email, dataDir)).toHaveLength(1);
      expect(log).not.toHaveBeenCalled();
    } finally {
      log.mockRestore();
    }
  });
});

describe("mail with SMTP_URL: a real SMTP server", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  it("delivers the reset mail through the server, signing in with the URL's credentials", async () => {
    manualClock();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "smtp-"));
    const config = parseConfig({
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://shop:s3cret@127.0.0.1:${smtp.port}`,
      MAIL_FROM: '"TeeRang Care" <care@teerang.in>',
      NODE_ENV: "development",
    });
    const log = vi.spyOn(shopLog, "info").mockImplementation(() => undefined);
    const shopper = await newCustomer("smtp", { name: "Farhan Ali" });
    await requestPasswordReset({ email: shopper.email }, freshClient(), config);
    await settleAfterResponse();
    log.mockRestore();

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.user).toBe("shop");
    expect(mail!.from).toBe("care@teerang.in");
    expect(mail!.to).toEqual([shopper.email]);
    expect(mail!.raw).toMatch(/^From: "?TeeRang Care"? <care@teerang\.in>\r?$/m);
    expect(mail!.raw).toMatch(/^Subject: Your TeeRang password reset code\r?$/m);
    expect(mail!.raw).toMatch(/^Content-Type: text\/html; charset=utf-8\r?$/m);
    const otp = otpOf(mail!.raw);
    expect(decodeQuotedPrintable(mail!.raw)).toContain(`>${otp}</span>`);
    // With a real mail server nothing goes to the outbox and the code is never logged.
    expect(fs.existsSync(path.join(dataDir, "outbox"))).toBe(false);
    expect(log).not.toHaveBeenCalled();
  });

  it("fails loudly when the mail server refuses the credentials, rather than pretend it sent", async () => {
    const config = parseConfig({ SMTP_URL: `smtp://shop:wrong@127.0.0.1:${smtp.port}` });
    await expect(sendMail({ to: "a@b.in", subject: "s", text: "t", html: "<p>t</p>" }, config)).rejects.toThrow();
  });
});

describe("the forgot-password answer does not wait for the mail", () => {
  it("answers before a slow mail server has taken the mail, which arrives after", async () => {
    let release!: () => void;
    const slow = await startSmtp(new Promise<void>((resolve) => (release = resolve)));
    try {
      manualClock();
      const config = parseConfig({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "slow-")), SMTP_URL: `smtp://127.0.0.1:${slow.port}` });
      const shopper = await newCustomer("slowmail");
      // Resolves although the server has not answered the mail: the send runs after the response.
      await requestPasswordReset({ email: shopper.email }, freshClient(), config);
      expect(slow.received).toHaveLength(0);
      release();
      await settleAfterResponse();
      expect(slow.received.map((mail) => mail.to)).toEqual([[shopper.email]]);
    } finally {
      release();
      await new Promise<void>((resolve) => slow.server.close(() => resolve()));
    }
  });

  it("answers the same when the mail server is down, and logs the failure", async () => {
    manualClock();
    const error = vi.spyOn(shopLog, "error").mockImplementation(() => undefined);
    try {
      // Port 9 (discard) on this host refuses the connection.
      const config = parseConfig({ DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "down-")), SMTP_URL: "smtp://127.0.0.1:9" });
      const shopper = await newCustomer("maildown");
      await expect(requestPasswordReset({ email: shopper.email }, freshClient(), config)).resolves.toBeUndefined();
      await settleAfterResponse();
      expect(error).toHaveBeenCalledTimes(1);
      expect(String(error.mock.calls[0]![1])).toContain("password reset mail failed");
    } finally {
      error.mockRestore();
    }
  });
});
