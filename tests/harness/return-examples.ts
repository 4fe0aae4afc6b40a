import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db";
import { orderLines, orderStatusEvents, orders, payments, returnLines, returns } from "@/models";
import { sellerOrderOfA } from "./order-examples";
import type { World } from "./world";

/**
 * What the returns routes' examples need, made afresh for each call: a delivered order of A's
 * holding the first seller's product (paid online, or cash on delivery), and returns of it at
 * each step for the seller's calls.
 */

/** A fresh delivered order of A's, delivered now, and its line. Online: paid through the sandbox. */
export async function deliveredOrderOfA(world: World, paid: "online" | "cod" = "online"): Promise<{ orderId: string; lineId: string }> {
  const orderId = await sellerOrderOfA(world);
  const db = await getDb();
  const at = now();
  const [order] = await db
    .update(orders)
    .set({ deliveryStatus: "delivered", paymentStatus: "paid", paymentMethod: paid, updatedAt: at })
    .where(eq(orders.id, orderId))
    .returning({ price: orders.price });
  if (paid === "online") {
    await db.insert(payments).values({
      orderId,
      provider: "sandbox",
      providerRef: `plink_sandbox_${randomBytes(12).toString("base64url")}`,
      providerPaymentId: `pay_sandbox_${randomBytes(9).toString("base64url")}`,
      amountPaise: order!.price * 100,
      status: "paid",
    });
  }
  await db.insert(orderStatusEvents).values({ orderId, status: "delivered", at });
  const [line] = await db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, orderId));
  return { orderId, lineId: line!.id };
}

/** A return of A's delivered order (the first seller's line), at `status`; cash on delivery for "received" (its payout is the seller's). */
export async function returnOfA(world: World, status: "requested" | "approved" | "received"): Promise<string> {
  const cod = status === "received";
  const { orderId, lineId } = await deliveredOrderOfA(world, cod ? "cod" : "online");
  const db = await getDb();
  const at = now();
  const [written] = await db
    .insert(returns)
    .values({
      orderId,
      customerId: world.customerA.id,
      sellerId: world.seller.shopId!,
      status,
      reason: "size_does_not_fit",
      refundTo: cod ? { upi: "asha@okbank" } : null,
      approvedAt: status === "requested" ? null : at,
      receivedAt: status === "received" ? at : null,
      refundPaise: status === "received" ? 100 : null,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: returns.id });
  await db.insert(returnLines).values({ returnId: written!.id, orderLineId: lineId, quantity: 1 });
  return written!.id;
}
