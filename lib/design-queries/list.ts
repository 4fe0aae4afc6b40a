import type { DesignQueryPageAnswer } from "@/lib/api-answers/design-queries";
import { count, desc } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/lib/db";
import { designQueries } from "@/models";
import { toDesignQueryDocument } from "./document";

/** Queries on one page of the staff list. */
export const DESIGN_QUERIES_PER_PAGE = 20;

/** `?page=N`: a whole number from 1 (absent: 1). */
export const designQueryListQuery = z.object({
  page: z
    .string()
    .regex(/^[1-9]\d{0,5}$/, "must be a page number from 1")
    .transform(Number)
    .optional(),
});

export type DesignQueryPage = DesignQueryPageAnswer;

/**
 * One page of design queries, newest first, for sellers and admins: a query is sent to the
 * shop, not to one seller, so every staff member sees every query. Past the last page: an
 * empty list with the total, so a caller knows where the end is.
 */
export async function listDesignQueries(page = 1): Promise<DesignQueryPage> {
  const db = await getDb();
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(designQueries)
      .orderBy(desc(designQueries.createdAt), desc(designQueries.id))
      .limit(DESIGN_QUERIES_PER_PAGE)
      .offset((page - 1) * DESIGN_QUERIES_PER_PAGE),
    db.select({ value: count() }).from(designQueries),
  ]);
  return { queries: rows.map(toDesignQueryDocument), totalQuery: Number(total?.value ?? 0), parPage: DESIGN_QUERIES_PER_PAGE, page };
}
