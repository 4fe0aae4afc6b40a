import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { getConfig, type Config } from "@/lib/config";
import { now } from "@/lib/clock";

/** A file a mail carries (an order's invoices). */
export type MailAttachment = { filename: string; content: Buffer; contentType: string };

/**
 * A mail the shop sends: always both a plain-text and an HTML body; `replyTo` when answers go to
 * someone else (a shopper's query); `attachments` when it carries files.
 */
export type Mail = { to: string; subject: string; text: string; html: string; replyTo?: string; attachments?: MailAttachment[] };

export type SentMail =
  | { via: "smtp"; messageId: string }
  | { via: "outbox"; messageId: string; file: string };

const transports = new Map<string, Transporter>();

/**
 * The SMTP transport for a URL: a connection per mail (the shop sends few), with timeouts well
 * under nodemailer's 2-minute default so an unreachable server fails a request quickly.
 */
function smtpTransport(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport({ url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
    transports.set(url, transport);
  }
  return transport;
}

/**
 * Sends a mail from MAIL_FROM. With SMTP_URL set it goes to that server; without it the whole
 * message is written to DATA_DIR/outbox/ as an .eml file (open it in any mail program), so the
 * shop runs without a mail server.
 */
export async function sendMail(mail: Mail, config: Config = getConfig()): Promise<SentMail> {
  const message = { from: config.mailFrom, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, ...(mail.replyTo ? { replyTo: mail.replyTo } : {}), ...(mail.attachments?.length ? { attachments: mail.attachments } : {}) };
  if (config.smtpUrl) {
    const info = await smtpTransport(config.smtpUrl).sendMail(message);
    return { via: "smtp", messageId: String(info.messageId) };
  }
  const info = await nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }).sendMail(message);
  const outbox = path.join(config.dataDir, "outbox");
  await fs.mkdir(outbox, { recursive: true });
  const stamp = now().toISOString().replace(/[:.]/g, "-");
  const file = path.join(outbox, `${stamp}-${randomBytes(4).toString("hex")}.eml`);
  await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
  return { via: "outbox", messageId: String(info.messageId), file };
}
