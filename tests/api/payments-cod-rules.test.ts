import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as cashOnDeliveryRoute } from "@/app/api/order/cash-on-delivery/[orderId]/route";
import { products } from "@/models";
import { withTestDatabase } from "../helpers/test-database";
import { as, call, newShopper, seededProducts, type SeededProduct, type Shopper } from "./commerce-support";
import { addToCart, orderRow, placedOrderId, shipTo } from "./orders-support";
import { createPaymentAs } from "./payments-support";

// Cash is not collected at 302017 (a setting) nor in the remote zone (the default); the fee is ₹60.
vi.stubEnv("COD_OFF_PINS", "302017");
vi.stubEnv("COD_FEE", "60");
const db = withTestDatabase();

let tee: SeededProduct;

beforeAll(async () => {
  [tee] = (await seededProducts(db(), 1, { stock: 500 })) as [SeededProduct];
  await db().update(products).set({ price: 500, discount: 0 }).where(eq(products.id, tee.id));
});

async function pendingOrderTo(shopper: Shopper, address: Partial<typeof shipTo> = {}): Promise<string> {
  await addToCart(shopper, tee, 1);
  return placedOrderId(shopper, { shippingInfo: { ...shipTo, ...address } });
}

const cod = (shopper: Shopper, orderId: string) => createPaymentAs(as(shopper), { type: "COD", orderId });
const codCheck = (shopper: Shopper, orderId: string) => call(cashOnDeliveryRoute, "GET", `/order/cash-on-delivery/${orderId}`, as(shopper), { params: { orderId } });

describe("cash on delivery by PIN code, and its fee", () => {
  it("adds the fee to the order as its own line, in paise, when the shopper confirms cash on delivery", async () => {
    const shopper = await newShopper(db(), "cod-fee");
    const orderId = await pendingOrderTo(shopper);
    expect(await orderRow(db(), orderId)).toMatchObject({ codFee: 0 });
    expect((await codCheck(shopper, orderId)).body).toMatchObject({ available: true, limits: { fee: 60 } });
    expect((await cod(shopper, orderId)).status).toBe(200);
    expect(await orderRow(db(), orderId)).toMatchObject({ codFee: 6000, paymentMethod: "cod", deliveryStatus: "placed", price: 500 });
  });

  it("refuses cash on delivery at a PIN code of COD_OFF_PINS, explained beforehand; online payment stays open", async () => {
    const shopper = await newShopper(db(), "cod-off-pin");
    const orderId = await pendingOrderTo(shopper, { post: "302017" });
    const reason = "Cash on delivery is not offered at PIN code 302017. Please pay online.";
    expect((await codCheck(shopper, orderId)).body).toMatchObject({ available: false, reason });
    expect(await cod(shopper, orderId)).toMatchObject({ status: 409, body: { error: reason } });
    expect(await orderRow(db(), orderId)).toMatchObject({ deliveryStatus: "pending", paymentMethod: null, codFee: 0 });
    expect((await createPaymentAs(as(shopper), { type: "ONLINEPAY", orderId })).status).toBe(200);
  });

  it("refuses cash on delivery in a zone of COD_OFF_ZONES (the north-east, J&K, Ladakh, the islands)", async () => {
    const shopper = await newShopper(db(), "cod-off-zone");
    const orderId = await pendingOrderTo(shopper, { post: "744101", province: "Andaman and Nicobar Islands", city: "Port Blair" });
    const reason = "Cash on delivery is not offered in Andaman and Nicobar Islands. Please pay online.";
    expect((await codCheck(shopper, orderId)).body).toMatchObject({ available: false, reason });
    expect(await cod(shopper, orderId)).toMatchObject({ status: 409, body: { error: reason } });
  });
});
