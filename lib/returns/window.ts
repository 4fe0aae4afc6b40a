import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { getConfig } from "@/lib/config";
import type { Database, Transaction } from "@/lib/db";
import { orderStatusEvents, type Order } from "@/models";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Until when lines of an order can be asked back: RETURN_WINDOW_DAYS after it was delivered, the
 * time of the delivered move in its timeline (the order's last change for an order delivered
 * before timelines were kept). Null for an order that is not delivered.
 */
export async function returnableUntil(db: Database | Transaction, order: Pick<Order, "id" | "deliveryStatus" | "updatedAt">): Promise<Date | null> {
  if (order.deliveryStatus !== "delivered") return null;
  const [delivered] = await db
    .select({ at: orderStatusEvents.at })
    .from(orderStatusEvents)
    .where(and(eq(orderStatusEvents.orderId, order.id), eq(orderStatusEvents.status, "delivered")))
    .orderBy(desc(orderStatusEvents.at))
    .limit(1);
  const from = delivered?.at ?? order.updatedAt;
  return new Date(from.getTime() + getConfig().returnWindowDays * DAY_MS);
}
