import "server-only";
import { formatRupees } from "@/lib/format";
import { shop } from "@/lib/shop";
import { escapeHtml } from "./html";
import { mailButton, mailPage, mailParagraph, mailText } from "./layout";
import type { Mail } from "./transport";

/** A step of a return the customer is told of. */
export type ReturnStep = "requested" | "approved" | "refused" | "received" | "refunded" | "exchanged";

export type ReturnNewsMail = {
  to: string;
  customerName: string;
  orderNumber: string;
  orderUrl: string;
  shopUrl: string;
  step: ReturnStep;
  /** The seller's reason, for a refusal. */
  refusedReason?: string | null;
  /** Whole rupees, once received. */
  amount?: number | null;
  /** Cash on delivery: the money goes to the customer's UPI ID or bank account, not back to a card. */
  payout: boolean;
};

function says(news: ReturnNewsMail): { subject: string; lines: string[] } {
  const order = news.orderNumber;
  const amount = news.amount == null ? "" : formatRupees(news.amount);
  switch (news.step) {
    case "requested":
      return { subject: `${shop.name} order ${order}: we have your return request`, lines: [`We have your request to return items of order ${order}.`, "The seller will look at it and we will write again."] };
    case "approved":
      return { subject: `${shop.name} order ${order}: your return is approved`, lines: [`Your return of items of order ${order} is approved and a pickup is booked.`, "Please keep the items packed, with their tags, for the courier."] };
    case "refused":
      return { subject: `${shop.name} order ${order}: your return was not accepted`, lines: [`The seller could not accept your return of items of order ${order}.`, `Their reason: ${news.refusedReason ?? ""}`] };
    case "received":
      return {
        subject: `${shop.name} order ${order}: your return has reached us`,
        lines: [
          `Your returned items of order ${order} have reached us.`,
          news.payout ? `We will send ${amount} to the UPI ID or bank account you gave.` : `We have started a refund of ${amount} to the way you paid.`,
        ],
      };
    case "exchanged":
      return {
        subject: `${shop.name} order ${order}: your exchange is on its way`,
        lines: [`Your returned items of order ${order} have reached us.`, "Their replacement in the size and colour you chose is placed as a new order; you will find it in My Orders and we will write when it ships."],
      };
    case "refunded":
      return { subject: `${shop.name} order ${order}: your return is refunded`, lines: [`The refund of ${amount} for your return of items of order ${order} has been sent.`] };
  }
}

/** The mail a customer gets at each step of a return, in the shop's mail frame (./layout.ts). */
export function returnMail(news: ReturnNewsMail): Mail {
  const { subject, lines } = says(news);
  const text = mailText([`Hello ${news.customerName},`, "", ...lines, "", `Your order: ${news.orderUrl}`], news.shopUrl);
  const html = mailPage({
    subject,
    shopUrl: news.shopUrl,
    rows: `
        ${mailParagraph(`Hello ${escapeHtml(news.customerName)},`, "font-size:16px;line-height:24px")}
        ${lines.map((line) => mailParagraph(escapeHtml(line))).join("\n        ")}
        ${mailButton(news.orderUrl, "See your order")}`,
  });
  return { to: news.to, subject, text, html };
}
