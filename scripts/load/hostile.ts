// A hostile client in the middle of the sale: bad and oversized requests, another customer's
// data, replays. It must get clear 4xx answers and the honest shoppers must not notice.
import net from "node:net";
import type { Recorder } from "./recorder";
import { send, type Visitor } from "./http";
import type { Shopper } from "./shoppers";

/** A raw request over its own connection (what fetch refuses to send); resolves with the status. */
function raw(base: string, head: string, body = ""): Promise<number> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname, () => socket.end(`${head}\r\n\r\n${body}`));
    let answer = "";
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on("data", (chunk) => {
      answer += chunk.toString("latin1");
      if (answer.includes("\r\n")) socket.destroy();
    });
    socket.on("close", () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
    socket.on("error", () => undefined);
  });
}

type Attack = (recorder: Recorder, base: string, me: Visitor, victim: Shopper) => Promise<unknown>;

const FOUR_XX = [400, 401, 403, 404, 405, 408, 409, 413, 414, 415, 422, 429, 431];

const ATTACKS: Attack[] = [
  // A NUL byte in a path and in a search.
  (r, base, me) => send(r, "hostile", base, "/product/details/%00evil", me, { expected: FOUR_XX }),
  (r, base, me) => send(r, "hostile", base, "/api/home/search_products?searchValue=%00%00", me, { expected: [200, ...FOUR_XX] }),
  // A 50 MB body declared: refused before a byte is read.
  async (r, base) => {
    const started = performance.now();
    const status = await raw(base, `POST /api/customer/customer-login HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nContent-Length: ${50 * 1024 * 1024}`, '{"email":');
    r.note("hostile", performance.now() - started, status === 413 ? "ok" : "error", `50 MB login body -> ${status}`);
  },
  // Broken JSON, the wrong type, a huge field.
  (r, base, me) => send(r, "hostile", base, "/api/customer/customer-login", me, { method: "POST", rawBody: '{"email": "a@b.in", "password":', expected: FOUR_XX }),
  (r, base, me) => send(r, "hostile", base, "/api/customer/customer-login", me, { method: "POST", body: { email: ["a"], password: { $gt: "" } }, expected: FOUR_XX }),
  (r, base, me) => send(r, "hostile", base, "/api/customer/customer-register", me, { method: "POST", body: { name: "x".repeat(15_000), email: "a@b.in", phone: "1", password: "p" }, expected: FOUR_XX }),
  // Another customer's cart, wishlist and orders, with the attacker's own session.
  (r, base, me, victim) => send(r, "hostile", base, `/api/home/product/get-card-product/${victim.id}`, me, { expected: [403, 404] }),
  (r, base, me, victim) => send(r, "hostile", base, `/api/home/customer/gat-orders/${victim.id}/all`, me, { expected: [403, 404] }),
  (r, base, me, victim) => send(r, "hostile", base, "/api/home/order/palce-order", me, { method: "POST", body: { userId: victim.id, shippingInfo: {} }, expected: FOUR_XX }),
  // A forged session, and none.
  (r, base, me) => send(r, "hostile", base, "/api/useringfo", { ...me, token: "eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0." }, { expected: [401] }),
  // A deep page, a nonsense page number, an unknown address, 2,000 query parameters.
  (r, base, me) => send(r, "hostile", base, "/api/home/query-products?pageNumber=999999999", me, { expected: FOUR_XX }),
  (r, base, me) => send(r, "hostile", base, `/wp-admin/${Math.random().toString(36)}`, me, { expected: [404] }),
  (r, base, me) => send(r, "hostile", base, `/collections?${Array.from({ length: 2000 }, (_, i) => `c${i}=${i}`).join("&")}`, me, { expected: [200, ...FOUR_XX] }),
  // A header far too large.
  async (r, base) => {
    const started = performance.now();
    const status = await raw(base, `GET / HTTP/1.1\r\nHost: shop\r\nCookie: ${"a".repeat(70_000)}`);
    r.note("hostile", performance.now() - started, status === 431 || status === 400 ? "ok" : "error", `70 kB header -> ${status}`);
  },
  // A form post to a page (the shop has no server actions).
  (r, base, me) => send(r, "hostile", base, "/collections", me, { method: "POST", body: { a: 1 }, expected: [405] }),
];

/** Sends attacks in turn until `until`, from its own address and with its own account. */
export async function attack(recorder: Recorder, bases: string[], me: Shopper, victim: Shopper, until: () => boolean): Promise<void> {
  for (let i = 0; !until(); i++) {
    await ATTACKS[i % ATTACKS.length]!(recorder, bases[i % bases.length]!, me, victim);
  }
}
