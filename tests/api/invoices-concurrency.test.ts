import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invoices } from "@/models";
import { withTestDatabase } from "../helpers/test-database";
import { as, newShopper, seededProducts, type SeededProduct, type Shopper } from "./commerce-support";
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

  it("numbers orders of the same two shops confirmed at once, whichever shop's line comes first on each", { timeout: 180_000 }, async () => {
    // Two products of each of two shops with GST details, so that on one order shop A's line
    // comes first (lines are invoiced in name order) and on the other shop B's: each order then
    // took its shops' counters in its own order, and two such orders confirmed together each held
    // one counter and waited for the other (PostgreSQL's "deadlock detected", a 500 at checkout).
    const all = await seededProducts(db(), 40, { stock: 500 });
    const bySeller = new Map<string, SeededProduct[]>();
    for (const product of all) bySeller.set(product.sellerId, [...(bySeller.get(product.sellerId) ?? []), product]);
    const [shopA, shopB] = [...bySeller.values()].filter((list) => list.length >= 2).map((list) => [...list].sort((x, y) => x.name.localeCompare(y.name)));
    expect(shopA && shopB, "the demo catalogue has two shops of two products each").toBeTruthy();
    const aFirst = [shopA![0]!, shopB!.at(-1)!];
    const bFirst = [shopB![0]!, shopA!.at(-1)!];
    expect(aFirst[0]!.name < aFirst[1]!.name && bFirst[0]!.name < bFirst[1]!.name, "the two orders name their shops in opposite orders").toBe(true);

    const orders: { shopper: Shopper; orderId: string }[] = [];
    for (let i = 0; i < 16; i++) {
      const shopper = await newShopper(db(), `invoice-two-shops${i}`);
      for (const product of i % 2 === 0 ? aFirst : bFirst) await addToCart(shopper, product, 1);
      orders.push({ shopper, orderId: await placedOrderId(shopper) });
    }

    await Promise.all(orders.map(({ shopper, orderId }) => confirmCashOnDelivery(as(shopper), orderId)));

    for (const { orderId } of orders) {
      const issued = await db().select({ sellerId: invoices.sellerId }).from(invoices).where(and(eq(invoices.orderId, orderId), eq(invoices.kind, "invoice")));
      expect(issued.map((row) => row.sellerId).sort(), orderId).toEqual([shopA![0]!.sellerId, shopB![0]!.sellerId].sort());
    }
  });
});
