import { count, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { orders } from "@/models";

/** How many orders a customer has placed, whatever their status (the dashboard's line). */
export async function countOrders(customerId: string): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(orders).where(eq(orders.customerId, customerId));
  return row?.n ?? 0;
}
