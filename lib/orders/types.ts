import type { OrderInvoiceDocument } from "@/lib/api-answers/invoices";
import type { ShippingInfo } from "@/models";
import type { DeliveryStatus } from "./status";

/** A product line of an order as it was bought: name, price and discount at purchase. */
export type OrderLineView = {
  id: string;
  productId: string | null;
  sellerId: string | null;
  name: string;
  brand: string;
  image: string | null;
  size: string;
  color: string;
  quantity: number;
  /** Whole rupees before the product's discount, as at purchase. */
  price: number;
  discount: number;
};

/**
 * Money paid online that goes back to the customer: `due` once the order is cancelled after
 * payment (or paid twice), until the seller refunds it by hand; `refunded` once they have.
 * Whole rupees.
 */
export type OrderRefund = { state: "due" | "refunded"; amount: number };

/** An order as its customer sees it. */
export type OrderView = {
  id: string;
  /** Products after their discounts and the coupon (whole rupees). */
  price: number;
  shippingFee: number;
  couponDiscount: number;
  /** The cash-on-delivery fee in whole rupees (0 unless cash on delivery was confirmed; orders.cod_fee holds paise). */
  codFee: number;
  /** The day (India's calendar, YYYY-MM-DD) delivery was promised by when the order was placed; null for older orders. */
  promisedBy: string | null;
  /** What the shopper pays: price plus shipping plus the cash-on-delivery fee (lib/pricing.ts orderTotal). */
  total: number;
  items: number;
  paymentStatus: "unpaid" | "paid" | "refunded";
  paymentMethod: "cod" | "online" | null;
  deliveryStatus: DeliveryStatus;
  shippingInfo: ShippingInfo;
  /** Who carries it and the parcel's tracking number, when the seller gave them on shipping. */
  courier: string | null;
  trackingNumber: string | null;
  /** Null when nothing is to come back. */
  refund: OrderRefund | null;
  createdAt: Date;
  /** Until when an unpaid pending order may be paid for; null once it no longer waits. */
  payBy: Date | null;
  lines: OrderLineView[];
};

/** One move of the order's status, with its time (the order page's timeline). */
export type OrderStatusMove = { status: DeliveryStatus; at: Date };

/** `replacementFor`: the order whose exchange this order replaces pieces of, or null. */
export type OrderDetail = OrderView & { timeline: OrderStatusMove[]; invoices: OrderInvoiceDocument[]; replacementFor: string | null };
