import type { Database } from "@/lib/db";
import { revalidatedTags } from "../support/next-cache";
import { staffCaller, type Caller } from "./commerce-support";

/** Shared by the sellers' API tests: the demo staff signed in, and what a write revalidated. */

export type Staff = { caller: Caller; id: string };

export async function demoStaff(db: Database): Promise<{ seller: Staff; otherSeller: Staff; admin: Staff }> {
  const [seller, otherSeller, admin] = await Promise.all([
    staffCaller(db, "seller@teerang.in", "Seller@1234"),
    staffCaller(db, "studio@teerang.in", "Seller@1234"),
    staffCaller(db, "admin@teerang.in", "Admin@1234"),
  ]);
  return { seller, otherSeller, admin };
}

/** The tags revalidated while `work` ran. */
export async function tagsRevalidatedBy(work: () => Promise<unknown>): Promise<string[]> {
  const start = revalidatedTags.length;
  await work();
  return revalidatedTags.slice(start);
}
