import { randomBytes } from "node:crypto";
import { and, desc, eq, gt, inArray, ne } from "drizzle-orm";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db";
import { sandboxKeySecret } from "@/lib/payments/gateway";
import { paymentLinkSignature } from "@/lib/payments/signatures";
import { cartLines, orderLines, orderStatusEvents, orders, payments, products, refunds } from "@/models";
import type { World } from "./world";

/**
 * What the order and payment routes' examples need, made for customer A: a line in the cart, a
 * pending order of their own, a sandbox payment link and its signed return. Each call makes a
 * fresh one, so a cancellation or payment by one request never changes the next one's answer.
 */

/** A delivery address named after the account, so an answer can be told to be about A. */
export const shippingInfoOf = (account: { name: string }) => ({
  name: account.name,
  address: "12 MG Road",
  phone: "9876543210",
  post: "302001",
  province: "Rajasthan",
  city: "Jaipur",
  area: "Near the fort",
});

/**
 * The product orders are made of: the last by slug, not the world's example product, so orders
 * never take the stock the cart routes' examples count on. Kept well stocked, since every
 * successful order takes one.
 */
async function orderedProduct() {
  const db = await getDb();
  const [chosen] = await db.select({ id: products.id }).from(products).where(gt(products.price, 0)).orderBy(desc(products.slug)).limit(1);
  const [product] = await db
    .update(products)
    .set({ stock: 10_000 })
    .where(eq(products.id, chosen!.id))
    .returning({ id: products.id, name: products.name, brand: products.brand, price: products.price, sizes: products.sizes, colors: products.colors });
  return product!;
}

/**
 * A's cart holding one of the ordered product and nothing else, so the order takes only that:
 * the cart routes' examples put their own lines back for each call.
 */
export async function cartLineForA(world: World): Promise<void> {
  const product = await orderedProduct();
  const db = await getDb();
  await db.delete(cartLines).where(eq(cartLines.customerId, world.customerA.id));
  await db.insert(cartLines).values({ customerId: world.customerA.id, productId: product.id, size: product.sizes[0] ?? "", color: product.colors[0] ?? "", quantity: 1 });
}

/** A fresh pending, unpaid order of A's, as placement writes one. */
export async function pendingOrderOfA(world: World): Promise<string> {
  const product = await orderedProduct();
  const db = await getDb();
  const at = now();
  const [order] = await db
    .insert(orders)
    .values({ customerId: world.customerA.id, price: product.price, items: 1, shippingInfo: shippingInfoOf(world.customerA), createdAt: at, updatedAt: at })
    .returning({ id: orders.id });
  await db.insert(orderLines).values({
    orderId: order!.id,
    productId: product.id,
    name: product.name,
    brand: product.brand,
    size: product.sizes[0] ?? "",
    color: product.colors[0] ?? "",
    quantity: 1,
    price: product.price,
  });
  await db.insert(orderStatusEvents).values({ orderId: order!.id, status: "pending", at });
  return order!.id;
}

/**
 * A pending order of A's that cash on delivery takes: A's earlier cash-on-delivery orders (left
 * by earlier runs of the example) are marked delivered first, so COD_MAX_OPEN_ORDERS never
 * refuses the example (the limit is tested in tests/api/payments-cod-limits.test.ts).
 */
export async function cashOnDeliveryOrderOfA(world: World): Promise<string> {
  const db = await getDb();
  await db
    .update(orders)
    .set({ deliveryStatus: "delivered" })
    .where(and(eq(orders.customerId, world.customerA.id), eq(orders.paymentMethod, "cod"), inArray(orders.deliveryStatus, ["placed", "warehouse", "shipped"])));
  return pendingOrderOfA(world);
}

/** An open sandbox payment link on a fresh order of A's. */
export async function sandboxLinkOfA(world: World): Promise<{ orderId: string; linkId: string }> {
  const orderId = await pendingOrderOfA(world);
  const linkId = `plink_sandbox_${randomBytes(12).toString("base64url")}`;
  const db = await getDb();
  await db.insert(payments).values({ orderId, provider: "sandbox", providerRef: linkId, amountPaise: 50_000, expiresAt: new Date(now().getTime() + 30 * 60_000) });
  return { orderId, linkId };
}

/** The query of a paid return for a fresh link of A's, signed as the sandbox signs it. */
export async function paidReturnOfA(world: World): Promise<Record<string, string>> {
  const { orderId, linkId } = await sandboxLinkOfA(world);
  const back = { paymentLinkId: linkId, referenceId: orderId, status: "paid", paymentId: `pay_${randomBytes(6).toString("hex")}` };
  return {
    razorpay_payment_id: back.paymentId,
    razorpay_payment_link_id: back.paymentLinkId,
    razorpay_payment_link_reference_id: back.referenceId,
    razorpay_payment_link_status: back.status,
    razorpay_signature: paymentLinkSignature(back, sandboxKeySecret()),
  };
}

/**
 * A fresh placed (cash on delivery) order of A's holding only the first seller's product, as
 * placement and the COD confirmation write one: the staff order calls' example. Its product is
 * not the world's example product (a cancellation by a fuzzed call gives one back to it), and
 * its stock is never taken, since the order is written here rather than placed.
 */
export async function sellerOrderOfA(world: World): Promise<string> {
  const db = await getDb();
  const [product] = await db
    .select({ id: products.id, name: products.name, brand: products.brand, price: products.price, sizes: products.sizes, colors: products.colors })
    .from(products)
    .where(and(eq(products.sellerId, world.seller.shopId!), ne(products.id, world.catalogue.productId), gt(products.price, 0)))
    .orderBy(desc(products.slug))
    .limit(1);
  const at = now();
  const [order] = await db
    .insert(orders)
    .values({
      customerId: world.customerA.id,
      price: product!.price,
      items: 1,
      deliveryStatus: "placed",
      paymentMethod: "cod",
      shippingInfo: shippingInfoOf(world.customerA),
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: orders.id });
  await db.insert(orderLines).values({
    orderId: order!.id,
    productId: product!.id,
    sellerId: world.seller.shopId,
    name: product!.name,
    brand: product!.brand,
    size: product!.sizes[0] ?? "",
    color: product!.colors[0] ?? "",
    quantity: 1,
    price: product!.price,
  });
  await db.insert(orderStatusEvents).values([
    { orderId: order!.id, status: "pending", at },
    { orderId: order!.id, status: "placed", at },
  ]);
  return order!.id;
}

/**
 * A paid online order of A's with the first seller's product, cancelled, whose refund the
 * sandbox failed: what staff send again (POST /api/seller/orders/{orderId}/refund).
 */
/** The refund the sandbox failed of a fresh order like failedRefundOrderOfA's: staff send it again by its id. */
export async function failedRefundOfA(world: World): Promise<string> {
  const orderId = await failedRefundOrderOfA(world);
  const [refund] = await (await getDb()).select({ id: refunds.id }).from(refunds).where(and(eq(refunds.orderId, orderId), eq(refunds.status, "failed")));
  return refund!.id;
}

export async function failedRefundOrderOfA(world: World): Promise<string> {
  const orderId = await sellerOrderOfA(world);
  const db = await getDb();
  const at = now();
  const [order] = await db
    .update(orders)
    .set({ deliveryStatus: "cancelled", paymentStatus: "paid", paymentMethod: "online" })
    .where(eq(orders.id, orderId))
    .returning({ price: orders.price });
  const [payment] = await db
    .insert(payments)
    .values({
      orderId,
      provider: "sandbox",
      providerRef: `plink_sandbox_${randomBytes(12).toString("base64url")}`,
      providerPaymentId: `pay_sandbox_${randomBytes(9).toString("base64url")}`,
      amountPaise: order!.price * 100,
      status: "paid",
      refundDue: true,
    })
    .returning({ id: payments.id });
  await db.insert(refunds).values({
    orderId,
    paymentId: payment!.id,
    provider: "sandbox",
    amountPaise: order!.price * 100,
    status: "failed",
    providerRefundId: `rfnd_sandbox_${randomBytes(9).toString("base64url")}`,
    idempotencyKey: `refund-${payment!.id}-1`,
    reason: "cancelled",
    settledAt: at,
  });
  return orderId;
}
