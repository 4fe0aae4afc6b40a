import { sql } from "drizzle-orm";
import { getDatabaseHandle, type DatabaseKind } from "@/lib/db";

/** Asks the database a trivial question, so a health check fails when the database does. */
export async function checkHealth(): Promise<{ status: "ok"; db: DatabaseKind }> {
  const { db, kind } = await getDatabaseHandle();
  await db.execute(sql`select 1`);
  return { status: "ok", db: kind };
}
