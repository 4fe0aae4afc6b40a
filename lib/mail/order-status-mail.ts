import "server-only";
import { formatRupees } from "@/lib/format";
import { policyText } from "@/lib/policies";
import { shop } from "@/lib/shop";
import { escapeHtml } from "./html";
import { mailButton, mailPage, mailParagraph, mailText } from "./layout";
import type { Mail } from "./transport";

/** The moves a seller makes that the shopper hears of. */
export type MailedStatus = "warehouse" | "shipped" | "delivered" | "cancelled";

export type OrderStatusNews = {
  to: string;
  customerName: string;
  orderNumber: string;
  orderUrl: string;
  shopUrl: string;
  status: MailedStatus;
  lines: { name: string; quantity: number }[];
  courier: string | null;
  trackingNumber: string | null;
  /** Money paid online for a cancelled order, to come back (0: nothing to refund). */
  refund: number;
  /** Who cancelled: the shopper themselves, or the shop (a seller). */
  cancelledBy?: "customer" | "shop";
  /** For a delivered order: each product's review form (its page's reviews), to ask for a review. */
  reviewLinks?: { name: string; url: string }[];
};

/** The delivered mail's request for a review, and its links, one per product. */
const REVIEW_ASK = "How did it turn out? Tell other shoppers in a review:";

function headline(news: OrderStatusNews): { subject: string; says: string[] } {
  const order = news.orderNumber;
  switch (news.status) {
    case "warehouse":
      return { subject: `${shop.name} order ${order} is packed`, says: [`Your order ${order} is packed and leaves our warehouse within ${policyText.dispatch}.`] };
    case "shipped": {
      const carrier = news.courier ? ` with ${news.courier}` : "";
      const tracking = news.trackingNumber ? [`Tracking number: ${news.trackingNumber}`] : [];
      return {
        subject: `${shop.name} order ${order} has shipped`,
        says: [`Your order ${order} is on its way${carrier}. It should reach you in ${policyText.delivery}.`, ...tracking],
      };
    }
    case "delivered":
      return {
        subject: `${shop.name} order ${order} is delivered`,
        says: [`Your order ${order} is delivered. We hope you love it: unused items with their tags can be returned within ${policyText.returnWindow}.`],
      };
    case "cancelled":
      return {
        subject: `${shop.name} order ${order} is cancelled`,
        says: [
          news.cancelledBy === "customer" ? `Your order ${order} has been cancelled as you asked.` : `Your order ${order} has been cancelled by ${shop.name}.`,
          ...(news.refund > 0 ? [`The ${formatRupees(news.refund)} you paid will be refunded to the way you paid within ${policyText.refund}.`] : []),
        ],
      };
  }
}

/**
 * The mail a shopper gets when a seller moves their order: packed, shipped (with the courier and
 * tracking number when given), delivered, or cancelled by the shop or by the shopper (with the
 * refund to come when it was paid online). Text and HTML say the same, in the shop's mail frame (./layout.ts).
 */
export function orderStatusMail(news: OrderStatusNews): Mail {
  const { subject, says } = headline(news);
  const items = news.lines.map((line) => `${line.name} x ${line.quantity}`);
  const reviewLinks = news.status === "delivered" ? (news.reviewLinks ?? []) : [];
  const askText = reviewLinks.length > 0 ? ["", REVIEW_ASK, ...reviewLinks.map((link) => `- ${link.name}: ${link.url}`)] : [];
  const askHtml =
    reviewLinks.length > 0
      ? mailParagraph(
          `${escapeHtml(REVIEW_ASK)}<br>${reviewLinks.map((link) => `<a href="${escapeHtml(link.url)}" style="color:#e11d48">${escapeHtml(`Review ${link.name}`)}</a>`).join("<br>")}`,
          "font-size:14px;line-height:22px;padding-top:16px",
        )
      : "";
  const text = mailText(
    [
      `Hello ${news.customerName},`,
      "",
      ...says,
      "",
      ...items.map((item) => `- ${item}`),
      ...askText,
      "",
      `Follow your order: ${news.orderUrl}`,
    ],
    news.shopUrl,
  );
  const html = mailPage({
    subject,
    shopUrl: news.shopUrl,
    rows: `
        ${mailParagraph(`Hello ${escapeHtml(news.customerName)},`, "font-size:16px;line-height:24px")}
        ${says.map((line) => mailParagraph(escapeHtml(line))).join("\n        ")}
        ${mailParagraph(items.map(escapeHtml).join("<br>"), "font-size:14px;line-height:22px;padding-top:16px;color:#52525b")}
        ${askHtml}
        ${mailButton(news.orderUrl, "Follow your order")}`,
  });
  return { to: news.to, subject, text, html };
}
