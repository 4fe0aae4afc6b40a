import { relations, sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { customers } from "./customers";
import { orders } from "./orders";
import { sellers } from "./sellers";

/**
 * A coupon code (`name`). `minOrderAmount` is the contract's `price`: the least cart price it
 * applies to. `userLimit` is how many times one customer may redeem it.
 */
export const coupons = pgTable(
  "coupons",
  {
    id: id(),
    name: text("name").notNull(),
    minOrderAmount: integer("min_order_amount").notNull().default(0),
    discount: integer("discount").notNull(),
    userLimit: integer("user_limit").notNull().default(1),
    /**
     * The shop whose products it discounts; null: every shop's (an admin's, and the demo seed's).
     * A shop's coupon goes with its shop: left behind with no shop it would discount every shop.
     */
    sellerId: uuid("seller_id").references(() => sellers.id, { onDelete: "cascade" }),
    /** The staff account (seller or admin) that made it; null for the demo catalogue's rows. */
    createdBy: uuid("created_by").references(() => customers.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    // Codes are matched without regard to case, so two codes may not differ only in case.
    uniqueIndex("coupons_name_idx").on(sql`upper(${t.name})`),
    index("coupons_seller_id_idx").on(t.sellerId),
    index("coupons_created_by_idx").on(t.createdBy),
    check("coupons_min_order_amount_chk", sql`${t.minOrderAmount} >= 0`),
    check("coupons_discount_chk", sql`${t.discount} between 1 and 100`),
    check("coupons_user_limit_chk", sql`${t.userLimit} >= 1`),
  ],
);

export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    id: id(),
    couponId: uuid("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("coupon_redemptions_order_id_idx").on(t.orderId),
    index("coupon_redemptions_coupon_id_customer_id_idx").on(t.couponId, t.customerId),
    index("coupon_redemptions_customer_id_idx").on(t.customerId),
  ],
);

export const couponRedemptionsRelations = relations(couponRedemptions, ({ one }) => ({
  coupon: one(coupons, { fields: [couponRedemptions.couponId], references: [coupons.id] }),
  customer: one(customers, { fields: [couponRedemptions.customerId], references: [customers.id] }),
  order: one(orders, { fields: [couponRedemptions.orderId], references: [orders.id] }),
}));

export type Coupon = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;
export type CouponRedemption = typeof couponRedemptions.$inferSelect;
