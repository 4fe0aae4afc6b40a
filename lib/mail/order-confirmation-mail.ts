import "server-only";
import { formatRupees } from "@/lib/format";
import { dayText } from "@/lib/delivery/working-days";
import { shop } from "@/lib/shop";
import { escapeHtml } from "./html";
import { addressLines, mailButton, mailPage, mailParagraph, mailText } from "./layout";
import type { Mail } from "./transport";

export type ConfirmationLine = { name: string; size: string; color: string; quantity: number; lineTotal: number };

export type OrderConfirmation = {
  to: string;
  customerName: string;
  orderNumber: string;
  orderUrl: string;
  /** /track with the order number filled in: following the order without signing in. */
  trackUrl: string;
  shopUrl: string;
  paidOnline: boolean;
  lines: ConfirmationLine[];
  couponDiscount: number;
  shippingFee: number;
  /** Whole rupees; 0 for none. */
  codFee: number;
  /** YYYY-MM-DD in India, or null for an order placed before promises were kept. */
  promisedBy: string | null;
  total: number;
  address: { name: string; address: string; area: string; city: string; province: string; post: string; phone: string };
};

/**
 * The mail a shopper gets when an order is placed (cash on delivery confirmed, or paid online):
 * what was bought, the total in rupees, and where it goes. Text and HTML say the same, in the
 * shop's mail frame (./layout.ts).
 */
export function orderConfirmationMail(order: OrderConfirmation): Mail {
  const subject = `${shop.name} order ${order.orderNumber} is placed`;
  const howPaid = order.paidOnline ? "Paid online." : "Pay in cash when it is delivered.";
  const variant = (line: ConfirmationLine) => [line.size, line.color].filter(Boolean).join(", ");
  const address = addressLines(order.address);
  const shipping = order.shippingFee === 0 ? "Free" : formatRupees(order.shippingFee);
  const promised = order.promisedBy ? dayText(order.promisedBy) : null;

  const text = mailText(
    [
      `Hello ${order.customerName},`,
      "",
      `Thank you for your order ${order.orderNumber}. ${howPaid}`,
      "",
      ...order.lines.map((line) => `- ${line.name} (${variant(line)}) x ${line.quantity}: ${formatRupees(line.lineTotal)}`),
      ...(order.couponDiscount > 0 ? [`Coupon: -${formatRupees(order.couponDiscount)}`] : []),
      `Shipping: ${shipping}`,
      ...(order.codFee > 0 ? [`Cash on delivery fee: ${formatRupees(order.codFee)}`] : []),
      `Total: ${formatRupees(order.total)}`,
      "",
      ...(promised ? [`Delivery by ${promised}.`, ""] : []),
      "Delivering to:",
      ...address.map((line) => `    ${line}`),
      "",
      `Follow your order: ${order.orderUrl}`,
      `Not signed in on this device? Track it with your order number and mobile number: ${order.trackUrl}`,
    ],
    order.shopUrl,
  );

  const row = (left: string, right: string, style = "") =>
    `<tr><td style="padding:6px 0;font-size:14px;${style}">${left}</td><td align="right" style="padding:6px 0;font-size:14px;white-space:nowrap;${style}">${right}</td></tr>`;
  const html = mailPage({
    subject,
    shopUrl: order.shopUrl,
    rows: `
        ${mailParagraph(`Hello ${escapeHtml(order.customerName)},`, "font-size:16px;line-height:24px")}
        ${mailParagraph(`Thank you for your order <strong>${escapeHtml(order.orderNumber)}</strong>. ${escapeHtml(howPaid)}`)}
        <tr><td style="padding-top:16px">
          <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-top:1px solid #e4e4e7">
            ${order.lines.map((line) => row(`${escapeHtml(line.name)}<br><span style="color:#71717a">${escapeHtml(variant(line))} &times; ${line.quantity}</span>`, escapeHtml(formatRupees(line.lineTotal)))).join("\n            ")}
            ${order.couponDiscount > 0 ? row("Coupon", `-${escapeHtml(formatRupees(order.couponDiscount))}`, "border-top:1px solid #e4e4e7") : ""}
            ${row("Shipping", escapeHtml(shipping), "border-top:1px solid #e4e4e7")}
            ${order.codFee > 0 ? row("Cash on delivery fee", escapeHtml(formatRupees(order.codFee)), "border-top:1px solid #e4e4e7") : ""}
            ${row("<strong>Total</strong>", `<strong>${escapeHtml(formatRupees(order.total))}</strong>`, "border-top:1px solid #e4e4e7")}
          </table>
        </td></tr>
        ${promised ? mailParagraph(`<strong>Delivery by ${escapeHtml(promised)}</strong>`, "font-size:14px;line-height:22px;padding-top:16px") : ""}
        ${mailParagraph(`<strong>Delivering to</strong><br>${address.map(escapeHtml).join("<br>")}`, "font-size:14px;line-height:22px;padding-top:16px")}
        ${mailButton(order.orderUrl, "Follow your order")}
        ${mailParagraph(`Not signed in on this device? <a href="${escapeHtml(order.trackUrl)}" style="color:#1e3a8a">Track it with your order number and mobile number</a>.`, "font-size:14px;line-height:22px;padding-top:12px")}`,
  });
  return { to: order.to, subject, text, html };
}
