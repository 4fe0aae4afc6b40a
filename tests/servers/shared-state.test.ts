import { randomBytes, randomUUID } from "node:crypto";
import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webhookSignature } from "@/lib/payments/signatures";
import { otpOf, resetMailsTo } from "../api/auth-support";
import { registerWithCode } from "../harness/registration";
import { createShopDatabase, serversCanRun, startShopServer, type ShopDatabase, type ShopServer } from "./shop-servers";

/**
 * What must hold for the whole shop lives in the database, so it holds across servers: two
 * production servers on one PostgreSQL database, each call's two halves sent to different
 * servers. Sessions (a sign-out on A ends the session on B), reset codes (sent by A, used once
 * on B), idempotency keys (one submit sent to both at once is one order), webhook event ids
 * (one event delivered to both is applied once) and the unpaid-order job (both run it; an order
 * is cancelled once and its stock returned once). The sign-in limit is in two-servers.test.ts.
 */
const can = serversCanRun();
const PORT = Number(process.env.SHARED_STATE_PORT ?? 3485);
const WEBHOOK_SECRET = "shared-state-webhook-secret";

let database: ShopDatabase;
let a: ShopServer;
let b: ShopServer;
let sql: Client;

const unique = () => randomBytes(4).toString("hex");
const SHIP_TO = { name: "Kavya Rao", address: "12 MG Road", phone: "9876543210", post: "302001", province: "Rajasthan", city: "Jaipur", area: "Near the fort" };

async function call(server: ShopServer, path: string, { method = "GET", body, token, headers = {} }: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> } = {}) {
  const answer = await fetch(`${server.base}${path}`, {
    method,
    headers: { ...(body !== undefined ? { "content-type": "application/json" } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await answer.text();
  return { status: answer.status, body: text.startsWith("{") || text.startsWith("[") ? JSON.parse(text) : text };
}

/** A new customer registered through `server`: its token and account id. */
async function customer(server: ShopServer): Promise<{ email: string; token: string; id: string }> {
  const email = `shared-${unique()}@example.in`;
  const registered = await registerWithCode(
    (body) => call(server, "/api/customer/customer-register", { method: "POST", body }),
    { name: "Kavya Rao", phone: "9876543210", email, password: "Rangoli-2024" },
    server.dataDir,
  );
  expect(registered.status).toBe(201);
  const id = (await sql.query("select id from customers where email = $1", [email])).rows[0].id as string;
  return { email, token: registered.body.token, id };
}

/** A product with plenty of stock, and one of it in the customer's cart through `server`. */
async function oneInCart(server: ShopServer, shopper: { token: string; id: string }) {
  const product = (await sql.query<{ id: string; sizes: string[]; colors: string[]; stock: number }>("select id, sizes, colors, stock from products where stock >= 50 order by slug limit 1")).rows[0]!;
  const added = await call(server, "/api/home/product/add-to-card", {
    method: "POST",
    token: shopper.token,
    body: { userId: shopper.id, productId: product.id, quantity: 1, size: product.sizes[0], color: product.colors[0] },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return product;
}

describe.skipIf("skip" in can)(`shop state across two servers${"skip" in can ? ` (${can.skip})` : ""}`, () => {
  beforeAll(async () => {
    database = await createShopDatabase((can as { url: string }).url, "shop_shared_state");
    const env = { RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET };
    [a, b] = await Promise.all([startShopServer(database, PORT, env), startShopServer(database, PORT + 1, env)]);
    sql = new Client({ connectionString: database.url });
    await sql.connect();
  }, 240_000);

  afterAll(async () => {
    await sql?.end();
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  }, 60_000);

  it("a session made on A works on B, and a sign-out on A ends it on B", async () => {
    const shopper = await customer(a);
    expect((await call(b, "/api/useringfo", { token: shopper.token })).status).toBe(200);
    expect((await call(a, "/api/customer/logout", { token: shopper.token })).status).toBe(200);
    expect((await call(b, "/api/useringfo", { token: shopper.token })).status).toBe(401);
  });

  it("a reset code sent by A works once on B, and not again on A", async () => {
    const shopper = await customer(a);
    expect((await call(a, "/api/forgot-password", { method: "POST", body: { email: shopper.email } })).status).toBe(200);
    let mails: string[] = [];
    for (let i = 0; i < 50 && mails.length === 0; i++) {
      mails = resetMailsTo(shopper.email, a.dataDir);
      if (mails.length === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const otp = otpOf(mails.at(-1)!);
    expect((await call(b, "/api/reset-password", { method: "POST", body: { email: shopper.email, otp, npassword: "Holi-Colours-2025" } })).status).toBe(200);
    expect((await call(a, "/api/reset-password", { method: "POST", body: { email: shopper.email, otp, npassword: "Another-One-2025" } })).status).toBe(400);
    expect((await call(b, "/api/customer/customer-login", { method: "POST", body: { email: shopper.email, password: "Holi-Colours-2025" } })).status).toBe(200);
  });

  it("one submit sent to both servers at once with its Idempotency-Key is one order", async () => {
    const shopper = await customer(a);
    await oneInCart(a, shopper);
    const key = `double-${unique()}`;
    const submit = (server: ShopServer) =>
      call(server, "/api/home/order/palce-order", { method: "POST", token: shopper.token, headers: { "idempotency-key": key }, body: { userId: shopper.id, shippingInfo: SHIP_TO } });
    const [first, second] = await Promise.all([submit(a), submit(b)]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.body.orderId).toBe(second.body.orderId);
    expect(Number((await sql.query("select count(*) from orders where customer_id = $1", [shopper.id])).rows[0].count)).toBe(1);
  });

  it("one webhook event delivered to both servers is applied once", async () => {
    const raw = JSON.stringify({ event: "payment.failed", payload: { payment: { entity: { id: `pay_${unique()}`, status: "failed" } } } });
    const eventId = `evt_${randomUUID()}`;
    const deliver = (server: ShopServer) =>
      call(server, "/api/webhooks/razorpay", { method: "POST", body: raw, headers: { "x-razorpay-signature": webhookSignature(raw, WEBHOOK_SECRET), "x-razorpay-event-id": eventId } });
    const answers = await Promise.all([deliver(a), deliver(b)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.duplicate).sort()).toEqual([false, true]);
  });

  it("an order left unpaid for 30 minutes is cancelled once, its stock returned once, though both servers run the job", async () => {
    const shopper = await customer(b);
    const product = await oneInCart(b, shopper);
    const placed = await call(b, "/api/home/order/palce-order", { method: "POST", token: shopper.token, body: { userId: shopper.id, shippingInfo: SHIP_TO } });
    expect(placed.status).toBe(201);
    const orderId = placed.body.orderId as string;
    expect(Number((await sql.query("select stock from products where id = $1", [product.id])).rows[0].stock)).toBe(product.stock - 1);
    await sql.query("update orders set created_at = now() - interval '31 minutes' where id = $1", [orderId]);

    // Each server runs the job every minute.
    let status = "pending";
    for (let i = 0; i < 75 && status !== "cancelled"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      status = (await sql.query("select delivery_status from orders where id = $1", [orderId])).rows[0].delivery_status;
    }
    expect(status).toBe("cancelled");
    await new Promise((resolve) => setTimeout(resolve, 2_000)); // the other server's run, if any, has ended
    const cancellations = Number((await sql.query("select count(*) from order_status_events where order_id = $1 and status = 'cancelled'", [orderId])).rows[0].count);
    expect(cancellations).toBe(1);
    expect(Number((await sql.query("select stock from products where id = $1", [product.id])).rows[0].stock)).toBe(product.stock);
  }, 120_000);
});
