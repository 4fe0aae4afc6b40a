import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invoices } from "@/models";
import { withTestDatabase } from "../helpers/test-database";
import { as, newShopper, seededProducts, type Shopper } from "./commerce-support";
import { confirmCashOnDelivery } from "./invoices-support";
import { addToCart, placedOrderId } from "./orders-support";

/**
 * Invoices issued at the same moment. On PGlite transactions queue on one connection; with
 * DATABASE_URL the confirmations truly run at once on a pool, and only the counter row's lock
 * keeps the numbers apart.
 */
const db = withTestDatabase();

describe("invoice numbers under concurrency", () => {
  it("gives 24 orders of one shop confirmed at once 24 consecutive numbers, none twice", { timeout: 180_000 }, async () => {
    const [product] = await seededProducts(db(), 1, { stock: 500 });
    const orders: { shopper: Shopper; orderId: string }[] = [];
    for (let i = 0; i < 24; i++) {
      const shopper = await newShopper(db(), `invoice-race${i}`);
      await addToCart(shopper, product!, 1);
      orders.push({ shopper, orderId: await placedOrderId(shopper) });
    }
    const before = await db().select({ serial: invoices.serial }).from(invoices).where(and(eq(invoices.sellerId, product!.sellerId), eq(invoices.kind, "invoice")));

    await Promise.all(orders.map(({ shopper, orderId }) => confirmCashOnDelivery(as(shopper), orderId)));

    const rows = await db()
      .select({ serial: invoices.serial, number: invoices.number, orderId: invoices.orderId })
      .from(invoices)
      .where(and(eq(invoices.sellerId, product!.sellerId), eq(invoices.kind, "invoice")));
    const serials = rows.map((row) => row.serial).sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: before.length + 24 }, (_, i) => i + 1));
    expect(new Set(rows.map((row) => row.number)).size).toBe(rows.length);
    for (const { orderId } of orders) expect(rows.filter((row) => row.orderId === orderId), orderId).toHaveLength(1);
  });
});
