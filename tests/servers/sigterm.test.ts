import { randomBytes } from "node:crypto";
import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerWithCode } from "../harness/registration";
import { createShopDatabase, serversCanRun, startShopServer, type ShopDatabase, type ShopServer } from "./shop-servers";

/**
 * SIGTERM in the middle of 20 checkouts (server/door/shutdown.mjs): the server takes no new
 * requests, finishes those in flight, closes the database and exits 0 within 10 s; afterwards
 * the books balance: every order's stock was taken exactly once, none went below zero, and
 * every order the server confirmed exists.
 */
const can = serversCanRun();
const PORT = Number(process.env.SIGTERM_TEST_PORT ?? 3491);
const CHECKOUTS = 20;

let database: ShopDatabase;
let server: ShopServer;
let sql: Client;

const shippingInfo = { name: "Kavya Rao", address: "12 MG Road", phone: "9876543210", post: "302001", province: "Rajasthan", city: "Jaipur", area: "Near the fort" };

async function post(path: string, body: unknown, token?: string) {
  const answer = await fetch(`${server.base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: await answer.json().catch(() => null) };
}

describe.skipIf("skip" in can)(`stopping a server${"skip" in can ? ` (${can.skip})` : ""}`, () => {
  beforeAll(async () => {
    database = await createShopDatabase((can as { url: string }).url, "shop_sigterm");
    server = await startShopServer(database, PORT);
    sql = new Client({ connectionString: database.url });
    await sql.connect();
  }, 240_000);

  afterAll(async () => {
    await sql?.end();
    await server?.stop();
    await database?.drop();
  }, 60_000);

  it("SIGTERM during 20 checkouts: requests in flight finish, the process exits 0 within 10 s, and the books balance", async () => {
    const product = (await sql.query<{ id: string; sizes: string[]; colors: string[] }>("select id, sizes, colors from products where stock >= 100 order by slug limit 1")).rows[0]!;
    const stockBefore = Number((await sql.query("select stock from products where id = $1", [product.id])).rows[0].stock);

    // Twenty shoppers, each with two of the product in the cart.
    const shoppers: { id: string; token: string }[] = [];
    for (let i = 0; i < CHECKOUTS; i++) {
      const email = `sigterm-${randomBytes(4).toString("hex")}@example.in`;
      const registered = await registerWithCode((body) => post("/api/customer/customer-register", body), { name: "Kavya Rao", phone: "9876543210", email, password: "Rangoli-2024" }, server.dataDir);
      expect(registered.status).toBe(201);
      const token = registered.body.token as string;
      const id = (await sql.query("select id from customers where email = $1", [email])).rows[0].id as string;
      const added = await post("/api/home/product/add-to-card", { userId: id, productId: product.id, quantity: 2, size: product.sizes[0], color: product.colors[0] }, token);
      expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
      shoppers.push({ id, token });
    }

    const pid = server.pid();
    const exited = server.exited();
    const checkouts = shoppers.map(({ id, token }) =>
      post("/api/home/order/palce-order", { userId: id, shippingInfo }, token).catch((error: Error) => ({ status: 0, body: error.message })),
    );
    await new Promise((resolve) => setTimeout(resolve, 40));
    const signalled = Date.now();
    process.kill(pid, "SIGTERM");
    const answers = await Promise.all(checkouts);
    const code = await exited;
    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(code, server.log()).toBe(0);

    // Every request the server had taken was answered; none was cut off.
    const confirmed = answers.filter((answer) => answer.status === 201).map((answer) => answer.body.orderId as string);
    for (const answer of answers) expect([0, 201], JSON.stringify(answer)).toContain(answer.status);
    expect(confirmed.length, server.log()).toBeGreaterThan(0);

    // The books: stock taken exactly once per order line, never below zero; each confirmed order stored.
    const orders = await sql.query<{ id: string }>("select id from orders");
    // ... and no order was placed whose answer was lost (a request cut off after its commit).
    expect(orders.rows.map((row) => row.id).sort()).toEqual([...confirmed].sort());
    const taken = Number((await sql.query("select coalesce(sum(quantity), 0) as n from order_lines where product_id = $1", [product.id])).rows[0].n);
    const stockAfter = Number((await sql.query("select stock from products where id = $1", [product.id])).rows[0].stock);
    expect(stockAfter).toBeGreaterThanOrEqual(0);
    expect(stockBefore - stockAfter).toBe(taken);
    expect(taken).toBe(2 * orders.rows.length);
  }, 120_000);
});
