import { expect, type APIRequestContext } from "@playwright/test";
import { registerByApi } from "./customer";
import { sellerToken } from "./seller";

/** A Bengaluru address the PIN check accepts (560025 is in Karnataka). */
export const BENGALURU = { address: "4 Residency Road", phone: "9876543210", post: "560025", province: "Karnataka", city: "Bengaluru", area: "Ashok Nagar" };

export type PaidOrder = { orderId: string; product: { _id: string; size: string[]; color: string[] } };

/**
 * A new shopper (signed in on `request`'s cookies) with an order of 2 pieces of a home-page
 * product that has stock to spare and more than one size, paid online through the sandbox
 * gateway (its Pay button, then its return), as the shopper's browser would.
 */
export async function paidOrder(request: APIRequestContext, who: { name: string; tag: string; phonePrefix: string }): Promise<PaidOrder> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 10_000)}`;
  await registerByApi(request, { name: who.name, email: `${who.tag}-${stamp}@example.com`, phone: `${who.phonePrefix}${stamp.slice(-8)}`, password: `${who.tag}-pass-123` });
  const userId = (await (await request.get("/api/useringfo")).json()).data.id as string;
  const home = await (await request.get("/api/home/get-products")).json();
  const product = (home.discount_product as { _id: string; stock: number; size: string[]; color: string[] }[]).find((p) => p.stock >= 20 && p.size.length > 1 && p.color.length > 0)!;
  const added = await request.post("/api/home/product/add-to-card", { data: { userId, productId: product._id, quantity: 2, size: product.size[0], color: product.color[0] } });
  expect(added.ok(), await added.text()).toBe(true);
  const placed = await request.post("/api/home/order/palce-order", { data: { userId, shippingInfo: { name: who.name, ...BENGALURU } } });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId: string = (await placed.json()).orderId;

  const started = await request.post("/api/order/create-payment", { data: { type: "ONLINEPAY", orderId } });
  expect(started.ok(), await started.text()).toBe(true);
  const linkId = new URL((await started.json()).data.data.instrumentResponse.redirectInfo.url, "http://shop.test").pathname.split("/").pop()!;
  const pressed = await request.post(`/api/order/sandbox-pay/${linkId}?outcome=pay`, { maxRedirects: 0 });
  expect(pressed.status()).toBe(303);
  const back = await request.get(pressed.headers()["location"]!, { maxRedirects: 0 });
  expect(back.status()).toBe(303);
  return { orderId, product };
}

/** The admin's bearer token: it moves and handles orders and returns of every shop. */
export const adminToken = (request: APIRequestContext) => sellerToken(request, { email: "admin@teerang.in", password: "Admin@1234" });

/** The admin moves the order through packing and shipping to delivered. */
export async function deliver(request: APIRequestContext, orderId: string): Promise<void> {
  const token = await adminToken(request);
  for (const status of ["warehouse", "shipped", "delivered"]) {
    const moved = await request.post(`/api/seller/orders/${orderId}/status`, { data: { status }, headers: { authorization: `Bearer ${token}` } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
}

/** The admin approves the order's newest return and receives its parcel; the return as it then is. */
export async function approveAndReceive(request: APIRequestContext, orderId: string): Promise<Record<string, unknown>> {
  const own = await (await request.get(`/api/orders/${orderId}/returns`)).json();
  const returnId = own.returns[0]._id as string;
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  expect((await request.post(`/api/seller/returns/${returnId}/approve`, { headers })).status()).toBe(200);
  const received = await request.post(`/api/seller/returns/${returnId}/received`, { headers });
  expect(received.status(), await received.text()).toBe(200);
  return (await received.json()).return;
}
