import "server-only";
import { formatRupees } from "@/lib/format";
import { policyText } from "@/lib/policies";
import { shop } from "@/lib/shop";
import { escapeHtml } from "./html";
import { mailButton, mailPage, mailParagraph, mailText } from "./layout";
import type { Mail } from "./transport";

export type RefundNewsMail = {
  to: string;
  customerName: string;
  orderNumber: string;
  orderUrl: string;
  shopUrl: string;
  /** Whole rupees. */
  amount: number;
  outcome: "processed" | "failed";
};

/**
 * The mail a shopper gets when the money of their order has gone back (processed), or when the
 * payment provider could not send it back (failed: the shop tries again). Text and HTML say the
 * same, in the shop's mail frame (./layout.ts).
 */
export function refundMail(news: RefundNewsMail): Mail {
  const amount = formatRupees(news.amount);
  const subject =
    news.outcome === "processed" ? `${shop.name} order ${news.orderNumber}: your ${amount} is refunded` : `${shop.name} order ${news.orderNumber}: your refund is delayed`;
  const says =
    news.outcome === "processed"
      ? [`We have refunded ${amount} for your order ${news.orderNumber} to the way you paid.`, `Banks take up to ${policyText.refund} to show it in your account.`]
      : [`The payment provider could not refund ${amount} for your order ${news.orderNumber} just now.`, "We are trying again; you need to do nothing. We will write when the money is on its way."];
  const text = mailText([`Hello ${news.customerName},`, "", ...says, "", `Follow your order: ${news.orderUrl}`], news.shopUrl);
  const html = mailPage({
    subject,
    shopUrl: news.shopUrl,
    rows: `
        ${mailParagraph(`Hello ${escapeHtml(news.customerName)},`, "font-size:16px;line-height:24px")}
        ${says.map((line) => mailParagraph(escapeHtml(line))).join("\n        ")}
        ${mailButton(news.orderUrl, "Follow your order")}`,
  });
  return { to: news.to, subject, text, html };
}
