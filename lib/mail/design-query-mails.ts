import "server-only";
import { shop } from "@/lib/shop";
import { escapeHtml } from "./html";
import { mailButton, mailPage, mailParagraph, mailText } from "./layout";
import type { Mail } from "./transport";

/** A design query as the mails tell it; `pictureUrl` is the stored picture's absolute address. */
export type DesignQueryMailInput = {
  number: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  pictureUrl: string;
  shopUrl: string;
};

const paragraph = (html: string, style = "") => mailParagraph(html, `font-size:16px;line-height:24px;${style}`);
/** The shopper's message as typed, its line breaks kept. */
const messageHtml = (message: string) => escapeHtml(message).replace(/\r?\n/g, "<br>");

/**
 * The alert the shop's own address gets for a new query: who asked, how to reach them, what
 * they wrote and a link to the picture. Replying answers the shopper (Reply-To).
 */
export function designQueryAlertMail(query: DesignQueryMailInput, shopEmail: string): Mail {
  const subject = `New design query ${query.number} from ${query.name}`;
  const text = mailText(
    [
      `A new design query (${query.number}) came in through the query form.`,
      "",
      `Name: ${query.name}`,
      `E-mail: ${query.email}`,
      `Phone: ${query.phone}`,
      "",
      "Message:",
      query.message,
      "",
      `Picture: ${query.pictureUrl}`,
      "",
      "Reply to this mail to answer the shopper.",
    ],
    query.shopUrl,
  );
  const html = mailPage({
    subject,
    shopUrl: query.shopUrl,
    width: 520,
    rows: [
      paragraph(`A new design query <strong>${escapeHtml(query.number)}</strong> came in through the query form.`),
      paragraph(
        `<strong>Name</strong>: ${escapeHtml(query.name)}<br><strong>E-mail</strong>: ${escapeHtml(query.email)}<br><strong>Phone</strong>: ${escapeHtml(query.phone)}`,
        "padding-top:12px;font-size:14px;line-height:22px",
      ),
      paragraph(`<strong>Message</strong><br>${messageHtml(query.message)}`, "padding-top:12px;font-size:14px;line-height:22px"),
      mailButton(query.pictureUrl, "See the picture"),
      paragraph("Reply to this mail to answer the shopper.", "padding-top:12px;font-size:14px;line-height:22px;color:#52525b"),
    ].join("\n        "),
  });
  return { to: shopEmail, replyTo: query.email, subject, text, html };
}

/** The shopper's acknowledgement: the query arrived, what happens next, and what they sent. */
export function designQueryAcknowledgementMail(query: DesignQueryMailInput): Mail {
  const subject = `${shop.name} has your design query ${query.number}`;
  const next = `Our designers will look at your idea and write back to you at this address, usually within two working days.`;
  const text = mailText(
    [
      `Hello ${query.name},`,
      "",
      `Thank you for your design query ${query.number}. ${next}`,
      "",
      "What you sent:",
      query.message,
    ],
    query.shopUrl,
  );
  const html = mailPage({
    subject,
    shopUrl: query.shopUrl,
    rows: [
      paragraph(`Hello ${escapeHtml(query.name)},`),
      paragraph(`Thank you for your design query <strong>${escapeHtml(query.number)}</strong>. ${escapeHtml(next)}`, "padding-top:8px"),
      paragraph(`<strong>What you sent</strong><br>${messageHtml(query.message)}`, "padding-top:16px;font-size:14px;line-height:22px;color:#52525b"),
    ].join("\n        "),
  });
  return { to: query.email, subject, text, html };
}
