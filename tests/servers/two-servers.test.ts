import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerWithCode } from "../harness/registration";
import { LOGIN_FAILURES } from "@/lib/accounts/login";
import { createShopDatabase, serversCanRun, startShopServer, type ShopDatabase, type ShopServer } from "./shop-servers";

/**
 * Several servers, one shop (docs/ARCHITECTURE.md "Several servers"): two production servers
 * on one PostgreSQL database. What a seller writes through one shows on the other within
 * moments (an announcement over LISTEN/NOTIFY), pictures included, though the other had the old
 * answers in every cache it has; a limit counts the attempts made on both.
 */
const can = serversCanRun();
const PORT_A = Number(process.env.TWO_SERVERS_PORT ?? 3481);

let database: ShopDatabase;
let a: ShopServer;
let b: ShopServer;

const unique = () => randomBytes(4).toString("hex");

async function picture(width: number, height: number, colour: string): Promise<Blob> {
  const png = await sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
  return new Blob([new Uint8Array(png)], { type: "image/png" });
}

async function json(server: ShopServer, path: string, init?: RequestInit) {
  const answer = await fetch(`${server.base}${path}`, init);
  const text = await answer.text();
  return { status: answer.status, body: text.startsWith("{") || text.startsWith("[") ? JSON.parse(text) : text };
}

async function html(server: ShopServer, path: string): Promise<string> {
  const answer = await fetch(`${server.base}${path}`);
  expect(answer.status, path).toBe(200);
  return answer.text();
}

/** Asks twice, so the answer is in every cache B has (route cache, data cache, shared cache). */
async function warm(server: ShopServer, ...paths: string[]) {
  for (const path of paths) for (let i = 0; i < 2; i++) await fetch(`${server.base}${path}`).then((r) => r.arrayBuffer());
}

async function sellerToken(server: ShopServer): Promise<string> {
  const { status, body } = await json(server, "/api/seller/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "seller@teerang.in", password: "Seller@1234" }),
  });
  expect(status).toBe(200);
  return body.token;
}

describe.skipIf("skip" in can)(`two servers, one shop${"skip" in can ? ` (${can.skip})` : ""}`, () => {
  beforeAll(async () => {
    database = await createShopDatabase((can as { url: string }).url, "shop_two_servers");
    [a, b] = await Promise.all([startShopServer(database, PORT_A), startShopServer(database, PORT_A + 1)]);
  }, 240_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  }, 60_000);

  it("a seller's banner, blog post, coupon and gift written through A show on B at once, pictures included", async () => {
    await warm(b, "/", "/api/get-banner", "/blog", "/api/blog-gets", "/api/get-coupon", "/api/gifts-get", "/gift-store");
    const auth = { authorization: `Bearer ${await sellerToken(a)}` };

    const alt = `Diwali drop ${unique()}: festive tees`;
    const bannerForm = new FormData();
    bannerForm.append("category", "Home Page");
    bannerForm.append("alt", alt);
    bannerForm.append("images", await picture(1600, 600, "#b8402f"), "diwali.png");
    const banner = await json(a, "/api/upload", { method: "POST", headers: auth, body: bannerForm });
    expect(banner.status, JSON.stringify(banner.body)).toBe(201);

    const blogName = `Styling festive tees ${unique()}`;
    const blogForm = new FormData();
    blogForm.append("name", blogName);
    blogForm.append("description", "Pair a bright print with plain denim.");
    blogForm.append("images", await picture(1200, 800, "#2f7a4d"), "cover.png");
    const blog = await json(a, "/api/blog-add", { method: "POST", headers: auth, body: blogForm });
    expect(blog.status, JSON.stringify(blog.body)).toBe(201);

    const code = `FEST${unique().toUpperCase()}`;
    const coupon = await json(a, "/api/add-coupon", {
      method: "POST",
      headers: { ...auth, "content-type": "application/json" },
      body: JSON.stringify({ name: code, price: 499, discount: 15, userlimit: 1 }),
    });
    expect(coupon.status, JSON.stringify(coupon.body)).toBe(201);

    const giftName = `Festive mug ${unique()}`;
    const giftForm = new FormData();
    giftForm.append("name", giftName);
    giftForm.append("price", "449");
    giftForm.append("discount", "10");
    giftForm.append("images", await picture(800, 800, "#f5b82e"), "mug.png");
    const gift = await json(a, "/api/gift-add", { method: "POST", headers: auth, body: giftForm });
    expect(gift.status, JSON.stringify(gift.body)).toBe(201);

    // B: the next request shows each, though B answered the old lists a moment ago.
    const banners = (await json(b, "/api/get-banner")).body.bannerData as { alt: string; url: string }[];
    const newBanner = banners.find((entry) => entry.alt === alt);
    expect(newBanner, JSON.stringify(banners)).toBeDefined();
    expect(await html(b, "/")).toContain(alt);
    expect(JSON.stringify((await json(b, "/api/blog-gets")).body)).toContain(blogName);
    expect(await html(b, "/blog")).toContain(blogName);
    expect(JSON.stringify((await json(b, "/api/get-coupon")).body)).toContain(code);
    expect(JSON.stringify((await json(b, "/api/gifts-get")).body)).toContain(giftName);

    // The pictures uploaded through A are served by B (one uploads folder for the shop).
    const pictures = [newBanner!.url, ...(JSON.stringify(gift.body).match(/\/uploads\/gifts\/[^"]+/g) ?? [])];
    expect(pictures.length).toBeGreaterThanOrEqual(2);
    for (const url of pictures) {
      const answer = await fetch(`${b.base}${url}`);
      expect(answer.status, url).toBe(200);
      expect(answer.headers.get("content-type")).toMatch(/^image\//);
    }
  }, 120_000);

  it("a review written through A shows on B's product page and review call within moments", { timeout: 60_000, retry: 1 }, async () => {
    const product = (await json(b, "/api/home/get-products")).body.products[0] as { _id: string; slug: string };
    await warm(b, `/product/details/${product.slug}`, `/api/home/customer/get-reviews/${product._id}`);
    const email = `two-servers-${unique()}@example.in`;
    const registered = await registerWithCode(
      (body) => json(a, "/api/customer/customer-register", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
      { name: "Meera Nair", phone: "9876543210", email, password: "Rangoli-2024" },
      a.dataDir,
    );
    expect(registered.status).toBe(201);
    const words = `The print held up after many washes ${unique()}`;
    const review = await json(a, "/api/home/customer/submit-review", {
      method: "POST",
      headers: { authorization: `Bearer ${registered.body.token}`, "content-type": "application/json" },
      body: JSON.stringify({ review: words, rating: 5, productId: product._id }),
    });
    expect(review.status, JSON.stringify(review.body)).toBe(201);
    // B hears of it over PostgreSQL's LISTEN/NOTIFY, and A announces it once its answer has gone
    // (Next runs a route's revalidations after the response): B's very next request can come
    // first. It did once, on a machine busy with a build; the window is milliseconds.
    await expect
      .poll(async () => JSON.stringify((await json(b, `/api/home/customer/get-reviews/${product._id}`)).body), { timeout: 5_000, interval: 100 })
      .toContain(words);
    await expect.poll(() => html(b, `/product/details/${product.slug}`), { timeout: 5_000, interval: 100 }).toContain(words);
    // Twice in fifteen runs (once in CI after the e2e suite, once right after a build) B still
    // answered the old reviews after 5 s, which no wait explains. A cause that explains it, found
    // since: B marked the revalidation with its wall clock, which the system steps, and judged its
    // cached reads by its monotonic clock: a step back of a few seconds kept the reads made in
    // those seconds (tests/unit/next-internals.test.ts, "wall clock stepped"). Both are on one
    // clock now. Still retried once, until runs show the cause was that one.
  });

  it("a sign-in limit counts the failures made on both servers together", async () => {
    const email = `nobody-${unique()}@example.in`;
    const source = "203.0.113.44";
    const attempt = (server: ShopServer) =>
      json(server, "/api/customer/customer-login", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": source },
        body: JSON.stringify({ email, password: "wrong-password-1" }),
      });
    for (let i = 0; i < LOGIN_FAILURES.limit; i++) expect((await attempt(i % 2 === 0 ? a : b)).status).toBe(401);
    expect((await attempt(a)).status).toBe(429);
    expect((await attempt(b)).status).toBe(429);
  }, 60_000);
});
