import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Transaction } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { products } from "@/models";
import { returnMessages } from "./messages";

/**
 * Reasons a printed-to-order item may still go back for: the shop's fault, not the shopper's
 * mind (the spec's policy: personalised items are final unless they arrive defective).
 */
const CUSTOM_PRINTED_REASONS: readonly string[] = ["damaged", "wrong_item"];

/**
 * Refuses (400, naming the first such item) a return of a custom-printed product for any other
 * reason. Read from the product now: a line whose product was deleted is returnable as any other.
 */
export async function refuseCustomPrintedReturn(tx: Transaction, lines: readonly { name: string; productId: string | null }[], reason: string): Promise<void> {
  if (CUSTOM_PRINTED_REASONS.includes(reason)) return;
  const productIds = lines.flatMap((line) => (line.productId ? [line.productId] : []));
  if (productIds.length === 0) return;
  const printed = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, productIds), eq(products.customPrinted, true)));
  const first = lines.find((line) => printed.some((product) => product.id === line.productId));
  if (first) throw new HttpError(400, returnMessages.customPrinted(first.name));
}
