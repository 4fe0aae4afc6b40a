import { eq, sql } from "drizzle-orm";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db";
import { customers } from "@/models";

/**
 * Ends every session of an account: bumping the token version makes each token issued before
 * (the cookie, copies of it, tokens on other devices) fail verification.
 */
export async function endSessions(customerId: string): Promise<void> {
  const db = await getDb();
  await db
    .update(customers)
    .set({ tokenVersion: sql`${customers.tokenVersion} + 1`, updatedAt: now() })
    .where(eq(customers.id, customerId));
}
