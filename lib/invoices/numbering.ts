import { sql } from "drizzle-orm";
import type { Transaction } from "@/lib/db";
import { invoiceCounters } from "@/models";
import { INDIA_OFFSET_MS } from "@/lib/india-dates";

export type DocumentKind = "invoice" | "credit_note";

/** The calendar day (YYYY-MM-DD) in India at a moment: what an invoice is dated. */
export function istDay(at: Date): string {
  return new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The financial year (April to March, in India's time) of a moment, as "2025-26". */
export function financialYear(at: Date): string {
  const [year, month] = istDay(at).split("-").map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

const PREFIX: Record<DocumentKind, string> = { invoice: "INV", credit_note: "CN" };

/** The printed number: kind, year, serial; at most 16 characters, as GST rules allow. */
export function documentNumber(kind: DocumentKind, year: string, serial: number): string {
  return `${PREFIX[kind]}/${year.slice(2, 4)}${year.slice(5, 7)}/${String(serial).padStart(6, "0")}`;
}

/**
 * The next serial of a shop's series, taken in the caller's transaction: one upsert raises the
 * counter and returns it, and its row stays locked until the transaction ends, so a second
 * issuer of the same series waits and gets the next number, and a rollback returns the number.
 */
export async function nextSerial(tx: Transaction, sellerId: string, kind: DocumentKind, year: string): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ sellerId, kind, financialYear: year, lastSerial: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.sellerId, invoiceCounters.kind, invoiceCounters.financialYear],
      set: { lastSerial: sql`${invoiceCounters.lastSerial} + 1` },
    })
    .returning({ serial: invoiceCounters.lastSerial });
  return row!.serial;
}
