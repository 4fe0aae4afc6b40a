import { relations, sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { customers } from "./customers";
import { deliveryStatus, paymentMethod, paymentStatus } from "./enums";
import { products } from "./products";
import { sellers } from "./sellers";

/** Where an order goes (the contract's shippingInfo), kept on the order as it was when placed. */
export type ShippingInfo = {
  name: string;
  address: string;
  phone: string;
  post: string;
  province: string;
  city: string;
  area: string;
};

/**
 * An order. `price` is what the products cost after discounts and coupon; `shippingFee` comes on
 * top. Both are computed on the server when the order is placed. `idempotencyKey` is the
 * shopper's Idempotency-Key header: unique per customer, so a retried or double-clicked submit
 * finds the first order instead of making a second, on every server of the shop. `courier` and
 * `trackingNumber` are what the seller gave when shipping it (both optional; the order page and
 * the shipped mail show them). `returnedToCartAt` marks a pending order the shopper stepped back
 * from before paying: its lines went back into their cart, it is cancelled, and My Orders no
 * longer lists it (unless money arrived for it anyway, which then shows as a refund due).
 * `codFee` is the cash-on-delivery fee, in PAISE (unlike the rupee columns beside it: invoices
 * read it as paise), set when the shopper confirms cash on delivery and collected with the order;
 * whole rupees only (the check), so every amount the shop charges stays whole rupees.
 * `promisedBy` is the day (India's calendar) the shop promised delivery by when the order was
 * placed, from its PIN code's zone (lib/delivery/); null for orders from before promises.
 */
export const orders = pgTable(
  "orders",
  {
    id: id(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "restrict" }),
    price: integer("price").notNull(),
    shippingFee: integer("shipping_fee").notNull().default(0),
    couponDiscount: integer("coupon_discount").notNull().default(0),
    items: integer("items").notNull(),
    paymentStatus: paymentStatus("payment_status").notNull().default("unpaid"),
    deliveryStatus: deliveryStatus("delivery_status").notNull().default("pending"),
    paymentMethod: paymentMethod("payment_method"),
    shippingInfo: jsonb("shipping_info").$type<ShippingInfo>().notNull(),
    idempotencyKey: text("idempotency_key"),
    courier: text("courier"),
    trackingNumber: text("tracking_number"),
    returnedToCartAt: timestamp("returned_to_cart_at", { withTimezone: true }),
    codFee: integer("cod_fee").notNull().default(0),
    promisedBy: date("promised_by", { mode: "string" }),
    ...timestamps,
  },
  (t) => [
    index("orders_customer_id_created_at_idx").on(t.customerId, t.createdAt),
    uniqueIndex("orders_customer_id_idempotency_key_idx").on(t.customerId, t.idempotencyKey),
    index("orders_delivery_status_idx").on(t.deliveryStatus),
    index("orders_created_at_idx").on(t.createdAt),
    // The order number shoppers are given is the id's last 8 characters (lib/orders/order-number.ts):
    // tracking an order without signing in finds it by them.
    index("orders_number_idx").on(sql`right(${t.id}::text, 8)`),
    check("orders_price_chk", sql`${t.price} >= 0`),
    check("orders_shipping_fee_chk", sql`${t.shippingFee} >= 0`),
    check("orders_coupon_discount_chk", sql`${t.couponDiscount} >= 0`),
    check("orders_items_chk", sql`${t.items} >= 1`),
    check("orders_cod_fee_chk", sql`${t.codFee} >= 0 and ${t.codFee} % 100 = 0`),
    check("orders_courier_chk", sql`char_length(${t.courier}) between 1 and 60`),
    check("orders_tracking_number_chk", sql`char_length(${t.trackingNumber}) between 1 and 40`),
  ],
);

/** A product line of an order: name, price and discount as they were at purchase. */
export const orderLines = pgTable(
  "order_lines",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    sellerId: uuid("seller_id").references(() => sellers.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    brand: text("brand").notNull(),
    image: text("image"),
    size: text("size").notNull(),
    color: text("color").notNull(),
    quantity: integer("quantity").notNull(),
    price: integer("price").notNull(),
    discount: integer("discount").notNull().default(0),
  },
  (t) => [
    index("order_lines_order_id_idx").on(t.orderId),
    index("order_lines_product_id_idx").on(t.productId),
    index("order_lines_seller_id_idx").on(t.sellerId),
    check("order_lines_quantity_chk", sql`${t.quantity} >= 1`),
    check("order_lines_price_chk", sql`${t.price} > 0`),
    check("order_lines_discount_chk", sql`${t.discount} between 0 and 100`),
  ],
);

/**
 * Every move of an order's delivery status, with its time: the order page's timeline (placed,
 * packed, shipped, delivered or cancelled). Written in the same transaction as the move.
 */
export const orderStatusEvents = pgTable(
  "order_status_events",
  {
    id: id(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: deliveryStatus("status").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (t) => [index("order_status_events_order_id_at_idx").on(t.orderId, t.at)],
);

export const ordersRelations = relations(orders, ({ one, many }) => ({
  customer: one(customers, { fields: [orders.customerId], references: [customers.id] }),
  lines: many(orderLines),
  statusEvents: many(orderStatusEvents),
}));

export const orderStatusEventsRelations = relations(orderStatusEvents, ({ one }) => ({
  order: one(orders, { fields: [orderStatusEvents.orderId], references: [orders.id] }),
}));

export const orderLinesRelations = relations(orderLines, ({ one }) => ({
  order: one(orders, { fields: [orderLines.orderId], references: [orders.id] }),
  product: one(products, { fields: [orderLines.productId], references: [products.id] }),
}));

export type Order = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderLine = typeof orderLines.$inferSelect;
export type NewOrderLine = typeof orderLines.$inferInsert;
export type OrderStatusEvent = typeof orderStatusEvents.$inferSelect;
