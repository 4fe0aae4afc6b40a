import { z } from "zod";
import { orderInvoiceDocument } from "./invoices";
import { deliveryStatus, paymentMethod, paymentStatus } from "@/models/enums";
import { id, isoTime, whole } from "./common";

/** Orders as their customer and the shop's staff read them. */

export const deliveryStatusField = z.enum(deliveryStatus.enumValues);
export type DeliveryStatusField = z.infer<typeof deliveryStatusField>;

export const shippingInfoDocument = z.strictObject({
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  post: z.string(),
  province: z.string(),
  city: z.string(),
  area: z.string(),
});
export type ShippingInfoDocument = z.infer<typeof shippingInfoDocument>;

/** A line as bought; productId and sellerId turn null once the product or shop is deleted. */
export const orderLineDocument = z.strictObject({
  _id: id,
  productId: id.nullable(),
  sellerId: id.nullable(),
  name: z.string(),
  brand: z.string(),
  /** One picture as bought, or none. */
  images: z.array(z.string()),
  size: z.string(),
  color: z.string(),
  quantity: whole,
  price: whole,
  discount: whole,
});
export type OrderLineDocument = z.infer<typeof orderLineDocument>;

const orderFields = {
  _id: id,
  /** What the shopper pays: products after discounts and coupon, plus shipping. */
  price: whole,
  shipping_fee: whole,
  coupon_discount: whole,
  /** The cash-on-delivery fee, whole rupees (already in price). */
  cod_fee: whole,
  /** The day delivery was promised by (India's calendar); null for orders from before promises. */
  promised_by: z.iso.date().nullable(),
  items: whole,
  payment_status: z.enum(paymentStatus.enumValues),
  payment_method: z.enum(paymentMethod.enumValues).nullable(),
  delivery_status: deliveryStatusField,
  shippingInfo: shippingInfoDocument,
  /** Given by the seller when the order ships (either may be null). */
  courier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  /** Money paid online that goes back: due until the seller refunds it, then refunded. */
  refund: z.strictObject({ state: z.enum(["due", "refunded"]), amount: whole }).nullable(),
  date: isoTime,
  /** Until when an unpaid pending order may be paid for; null once it no longer waits. */
  pay_by: isoTime.nullable(),
  products: z.array(orderLineDocument),
};

export const orderDocument = z.strictObject(orderFields);
export type OrderDocument = z.infer<typeof orderDocument>;

export const orderDetailDocument = z.strictObject({
  ...orderFields,
  timeline: z.array(z.strictObject({ status: deliveryStatusField, date: isoTime })),
  /** Its GST invoices and credit notes (one invoice per shop), once placed or paid. */
  invoices: z.array(orderInvoiceDocument),
  /** The order this one is the replacement of (an exchange: nothing to pay, not cancellable by the shopper); null for an order bought. */
  replacement_for: id.nullable(),
});
export type OrderDetailDocument = z.infer<typeof orderDetailDocument>;

/** GET /api/home/customer/gat-orders/{customerId}/{status} */
export const ordersAnswer = z.strictObject({ orders: z.array(orderDocument) });
export type OrdersAnswer = z.infer<typeof ordersAnswer>;

/** GET /api/home/customer/gat-order/{orderId} */
export const orderAnswer = z.strictObject({ order: orderDetailDocument });
export type OrderAnswer = z.infer<typeof orderAnswer>;

/** POST /api/home/order/palce-order: 201 for a new order, 200 for a retry of the same key. */
export const orderPlacedAnswer = z.strictObject({ message: z.string(), orderId: id });
export type OrderPlacedAnswer = z.infer<typeof orderPlacedAnswer>;

/** POST /api/order/return-to-cart/{orderId} */
export const returnedToCartAnswer = z.strictObject({
  message: z.string(),
  /** False when an earlier call already returned it. */
  returned: z.boolean(),
  lines: whole,
  /** The coupon the order had used, to offer again; null without one. */
  couponCode: z.string().nullable(),
});
export type ReturnedToCartAnswer = z.infer<typeof returnedToCartAnswer>;

/** An order as staff see it: whole, each line marked `yours`, with the moves the caller may make. */
export const staffOrderDocument = z.strictObject({
  ...orderFields,
  products: z.array(z.strictObject({ ...orderLineDocument.shape, yours: z.boolean() })),
  order_number: z.string(),
  customer: z.strictObject({ name: z.string() }),
  refund_due: z.boolean(),
  /** The order an exchange's replacement replaces pieces of (nothing to collect, nothing to invoice); null for an order bought. */
  replacement_for: id.nullable(),
  can_move: z.boolean(),
  next_statuses: z.array(deliveryStatusField),
});
export type StaffOrderDocument = z.infer<typeof staffOrderDocument>;

/** GET /api/seller/orders */
export const staffOrdersAnswer = z.strictObject({ orders: z.array(staffOrderDocument), total: whole, page: whole, pages: whole, perPage: whole });
export type StaffOrdersAnswer = z.infer<typeof staffOrdersAnswer>;

/** POST /api/seller/orders/{orderId}/status */
export const orderMovedAnswer = z.strictObject({ message: z.string(), order: staffOrderDocument });
export type OrderMovedAnswer = z.infer<typeof orderMovedAnswer>;
