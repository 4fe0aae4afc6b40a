import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { blogs } from "@/models";
import { blogKeySchema } from "./blog-key";

/**
 * Whether a blog post has this slug: one indexed lookup, uncached, for the proxy that answers
 * unknown blog URLs with a real 404 before the page starts streaming (proxy.ts says why).
 * A malformed slug never reaches the database.
 */
export async function blogSlugExists(slug: string): Promise<boolean> {
  const key = blogKeySchema.safeParse(slug);
  if (!key.success || !("slug" in key.data)) return false;
  const db = await getDb();
  const rows = await db.select({ id: blogs.id }).from(blogs).where(eq(blogs.slug, key.data.slug)).limit(1);
  return rows.length > 0;
}
