import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as returnToCart } from "@/app/api/order/return-to-cart/[orderId]/route";
import { orders } from "@/models";
import { withTestDatabase } from "../helpers/test-database";
import { as, call, newShopper, seededProducts, storedCartLines, type SeededProduct, type Shopper } from "./commerce-support";
import { addToCart, placeOrderAs, placedOrderId, stockOf } from "./orders-support";

// The shop's default, which tests/setup/env.ts lifts for the other test files (they place many
// unpaid orders for the same few shoppers).
vi.stubEnv("MAX_UNPAID_ORDERS", "3");

const db = withTestDatabase();

const TOO_MANY = { error: "You have 3 orders waiting for payment. Pay for one, or take it back to your cart from My Orders, before placing another." };

let tee: SeededProduct;

beforeAll(async () => {
  [tee] = (await seededProducts(db(), 1, { stock: 500 })) as [SeededProduct];
});

async function unpaidOrders(shopper: Shopper, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    await addToCart(shopper, tee, 10);
    ids.push(await placedOrderId(shopper));
  }
  return ids;
}

describe("orders waiting for payment, at most MAX_UNPAID_ORDERS (3) a customer", () => {
  it("refuses a fourth unpaid order with a 409 in the shop's words; the cart and the stock stay as they were", async () => {
    const shopper = await newShopper(db(), "unpaid-hoard");
    await unpaidOrders(shopper, 3);
    await addToCart(shopper, tee, 10);
    const stock = await stockOf(db(), tee.id);
    const refused = await placeOrderAs(as(shopper), { userId: shopper.id });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual(TOO_MANY);
    expect(await stockOf(db(), tee.id)).toBe(stock);
    expect((await storedCartLines(db(), shopper.id)).map((line) => line.quantity)).toEqual([10]);
  });

  it("takes the next order once one of them goes back to the cart", async () => {
    const shopper = await newShopper(db(), "unpaid-back");
    const [first] = await unpaidOrders(shopper, 3);
    const returned = await call(returnToCart, "POST", `/order/return-to-cart/${first}`, as(shopper), { params: { orderId: first! } });
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    expect((await placeOrderAs(as(shopper), { userId: shopper.id })).status).toBe(201);
  });

  it("counts each customer alone: another shopper's unpaid orders do not stop this one", async () => {
    const hoarder = await newShopper(db(), "unpaid-other-a");
    await unpaidOrders(hoarder, 3);
    const shopper = await newShopper(db(), "unpaid-other-b");
    await addToCart(shopper, tee, 1);
    expect((await placeOrderAs(as(shopper), { userId: shopper.id })).status).toBe(201);
  });

  it("lets only one of several orders placed at once take the last place (a lock per customer in the transaction)", async () => {
    const shopper = await newShopper(db(), "unpaid-race");
    await unpaidOrders(shopper, 2);
    await addToCart(shopper, tee, 10);
    // Distinct idempotency keys: five different submits, not one submit sent five times.
    const replies = await Promise.all(
      Array.from({ length: 5 }, (_, i) => placeOrderAs(as(shopper), { userId: shopper.id }, { "Idempotency-Key": `unpaid-race-${i}-${shopper.id}` })),
    );
    const statuses = replies.map((reply) => reply.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    // Without the lock, submits that read the cart before the winner committed ordered the same
    // lines again and counted two waiting orders: three orders from one cart (PostgreSQL; PGlite
    // runs transactions one at a time).
    const waiting = await db().select({ id: orders.id }).from(orders).where(and(eq(orders.customerId, shopper.id), eq(orders.deliveryStatus, "pending")));
    expect(waiting).toHaveLength(3);
  });
});
