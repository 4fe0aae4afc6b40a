import { and, count, eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { orders } from "@/models";
import { listedToCustomer } from "./listed";

/**
 * How many orders a customer has placed, whatever their status (the dashboard's line), leaving
 * out orders taken back into the cart before paying (./listed.ts).
 */
export async function countOrders(customerId: string): Promise<number> {
  const db = await getDb();
  const [row] = await db.select({ n: count() }).from(orders).where(and(eq(orders.customerId, customerId), listedToCustomer));
  return row?.n ?? 0;
}
