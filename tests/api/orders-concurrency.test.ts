import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orderLines, orders, products } from "@/models";
import { withTestDatabase } from "../helpers/test-database";
import { as, newShopper, seededProducts, setStock, type Shopper } from "./commerce-support";
import { addToCart, placeOrderAs, stockOf } from "./orders-support";

/**
 * Races at checkout. Run on PGlite (one connection: transactions queue) and, with DATABASE_URL,
 * on a real PostgreSQL server, where the orders truly run at once on a pool of connections.
 */
const db = withTestDatabase();

describe("orders placed at the same moment", () => {
  it("sells the last one to exactly one of 50 shoppers; the other 49 get a 409 naming it", { timeout: 180_000 }, async () => {
    const [product] = await seededProducts(db(), 1, { stock: 1 });
    const [row] = await db().select({ name: products.name }).from(products).where(eq(products.id, product!.id));
    const shoppers: Shopper[] = [];
    for (let i = 0; i < 50; i++) {
      const shopper = await newShopper(db(), `race${i}`);
      await addToCart(shopper, product!, 1);
      shoppers.push(shopper);
    }

    const replies = await Promise.all(shoppers.map((shopper) => placeOrderAs(as(shopper), { userId: shopper.id })));

    const won = replies.filter((reply) => reply.status === 201);
    const lost = replies.filter((reply) => reply.status === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    for (const reply of lost) expect(reply.body.error).toContain(row!.name);
    expect(await stockOf(db(), product!.id)).toBe(0);
    const made = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(inArray(orders.customerId, shoppers.map((shopper) => shopper.id)));
    expect(made).toEqual([{ id: won[0]!.body.orderId }]);
    expect(await db().select().from(orderLines).where(eq(orderLines.productId, product!.id))).toHaveLength(1);
  });

  it("makes one order of a submit sent five times at once with one Idempotency-Key", async () => {
    const [product] = await seededProducts(db(), 1, { skip: 1, stock: 10 });
    const shopper = await newShopper(db(), "doubleclick");
    await addToCart(shopper, product!, 2);

    const replies = await Promise.all(
      Array.from({ length: 5 }, () => placeOrderAs(as(shopper), { userId: shopper.id }, { "Idempotency-Key": "submit-1" })),
    );

    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const ids = new Set(replies.map((reply) => reply.body.orderId));
    expect(ids.size).toBe(1);
    expect(await db().select({ id: orders.id }).from(orders).where(eq(orders.customerId, shopper.id))).toEqual([{ id: [...ids][0] }]);
    expect(await stockOf(db(), product!.id)).toBe(8);
    await setStock(db(), product!.id, 10);
  });
});
