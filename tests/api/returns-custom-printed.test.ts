import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as requestRoute } from "@/app/api/orders/[orderId]/returns/route";
import { GET as productRoute } from "@/app/api/home/get-product/[slugOrId]/route";
import { POST as moveStatus } from "@/app/api/seller/orders/[orderId]/status/route";
import { settleAfterResponse } from "@/lib/after-response";
import { returnMessages } from "@/lib/returns/messages";
import { orderLines, products, returnLines, returns } from "@/models";
import { examplePicture } from "../harness/example-pictures";
import { withTestDatabase } from "../helpers/test-database";
import { ORIGIN, withCookie } from "./auth-support";
import { as, newShopper, seededProducts, type SeededProduct, type Shopper } from "./commerce-support";
import { addToCart, callSettled, placedOrderId } from "./orders-support";
import { payThroughSandbox, paymentLinkFor } from "./payments-support";
import { demoStaff, type Staff } from "./sellers-support";

/** A custom-printed product goes back only when it arrived damaged or is the wrong item (lib/returns/custom-printed.ts). */

const db = withTestDatabase();
let printed: SeededProduct;
let asha: Shopper;
let admin: Staff;

beforeAll(async () => {
  [printed] = (await seededProducts(db(), 1, { stock: 500 })) as [SeededProduct];
  await db().update(products).set({ customPrinted: true }).where(eq(products.id, printed.id));
  ({ admin } = await demoStaff(db()));
  asha = await newShopper(db(), "printed-asha");
}, 60_000);

async function deliveredOrder(): Promise<{ orderId: string; lineId: string }> {
  await addToCart(asha, printed, 1);
  const orderId = await placedOrderId(asha, {});
  await payThroughSandbox((await paymentLinkFor(asha, orderId)).linkId, "pay");
  for (const status of ["warehouse", "shipped", "delivered"]) {
    const reply = await callSettled(moveStatus, "POST", `/seller/orders/${orderId}/status`, admin.caller, { params: { orderId }, body: { status } });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  }
  const [line] = await db().select().from(orderLines).where(eq(orderLines.orderId, orderId));
  return { orderId, lineId: line!.id };
}

async function askWithPhoto(orderId: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("photos", examplePicture());
  const response = await requestRoute(
    new Request(`${ORIGIN}/api/orders/${orderId}/returns`, { method: "POST", headers: { ...withCookie(asha.token), origin: ORIGIN }, body: form }),
    { params: Promise.resolve({ orderId }) },
  );
  await settleAfterResponse();
  return { status: response.status, body: await response.json() };
}

const returnsOf = async (orderId: string) => db().select({ id: returns.id }).from(returns).where(eq(returns.orderId, orderId));

describe("custom-printed products and returns", () => {
  it("the product's answer says it is printed to order", async () => {
    const reply = await callSettled(productRoute, "GET", `/home/get-product/${printed.id}`, null, { params: { slugOrId: printed.id } });
    expect(reply.status).toBe(200);
    expect(reply.body.product.customPrinted).toBe(true);
  });

  it("refuses one that does not fit (400, nothing written), takes one that arrived damaged with a photo", { timeout: 120_000 }, async () => {
    const { orderId, lineId } = await deliveredOrder();
    const lineCount = (await db().select({ id: returnLines.id }).from(returnLines)).length;
    for (const reason of ["size_does_not_fit", "changed_mind", "not_as_described"]) {
      const refused = await callSettled(requestRoute, "POST", `/orders/${orderId}/returns`, as(asha), { params: { orderId }, body: { lines: [{ lineId, quantity: 1 }], reason } });
      expect(refused.status, reason).toBe(400);
      expect(refused.body.error).toBe(returnMessages.customPrinted(printed.name));
    }
    // Nor in exchange for another size: another size of it is another print.
    const exchange = await callSettled(requestRoute, "POST", `/orders/${orderId}/returns`, as(asha), {
      params: { orderId },
      body: { lines: [{ lineId, quantity: 1, exchangeFor: { size: printed.sizes[1], color: printed.colors[0] } }], reason: "size_does_not_fit", resolution: "exchange" },
    });
    expect(exchange.status, JSON.stringify(exchange.body)).toBe(400);
    expect(exchange.body.error).toBe(returnMessages.customPrinted(printed.name));
    expect(await returnsOf(orderId)).toEqual([]);
    expect((await db().select({ id: returnLines.id }).from(returnLines)).length).toBe(lineCount);

    const damaged = await askWithPhoto(orderId, { lines: JSON.stringify([{ lineId, quantity: 1 }]), reason: "damaged", note: "The print is torn" });
    expect(damaged.status, JSON.stringify(damaged.body)).toBe(201);
    expect(damaged.body.return.status).toBe("requested");
    expect(await returnsOf(orderId)).toHaveLength(1);
  });

  it("takes the wrong item with a photo", { timeout: 120_000 }, async () => {
    const { orderId, lineId } = await deliveredOrder();
    const wrong = await askWithPhoto(orderId, { lines: JSON.stringify([{ lineId, quantity: 1 }]), reason: "wrong_item" });
    expect(wrong.status, JSON.stringify(wrong.body)).toBe(201);
  });

  it("a line whose product is no longer printed to order is returnable as any other", { timeout: 120_000 }, async () => {
    const { orderId, lineId } = await deliveredOrder();
    await db().update(products).set({ customPrinted: false }).where(eq(products.id, printed.id));
    try {
      const reply = await callSettled(requestRoute, "POST", `/orders/${orderId}/returns`, as(asha), { params: { orderId }, body: { lines: [{ lineId, quantity: 1 }], reason: "size_does_not_fit" } });
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    } finally {
      await db().update(products).set({ customPrinted: true }).where(eq(products.id, printed.id));
    }
  });
});
