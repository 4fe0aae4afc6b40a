import { beforeEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/vitals/route";
import { PEER_ADDRESS_HEADER } from "@/lib/net/client-address";
import { VITALS_BEACONS_PER_SOURCE } from "@/lib/vitals/limits";
import { rateLimitBuckets, webVitals } from "@/models";
import { assertHandlerAnswerShape } from "../harness/answer-shapes";
import { withTestDatabase } from "../helpers/test-database";

const db = withTestDatabase();
const SHOP = "http://shop.test";
const BEACON = { page: "product", device: "phone", connection: "4g", LCP: 1840, INP: 96, CLS: 0.0312, TTFB: 310, FCP: 1020 };

beforeEach(async () => {
  await db().delete(webVitals);
  await db().delete(rateLimitBuckets);
});

type Send = { body?: string; contentType?: string | null; from?: string; origin?: string };

/** POST /api/vitals as a page's sendBeacon sends it: a string, so text/plain, from the shop's own origin. */
async function send({ body = JSON.stringify(BEACON), contentType = "text/plain;charset=UTF-8", from = "203.0.113.5", origin = SHOP }: Send = {}) {
  const headers = new Headers({ [PEER_ADDRESS_HEADER]: from, origin, "sec-fetch-site": "same-origin" });
  if (contentType !== null) headers.set("content-type", contentType);
  const url = `${SHOP}/api/vitals`;
  // A string body would be given text/plain by Request itself; bytes carry no type of their own.
  const bytes = new TextEncoder().encode(body);
  const response = await POST(new Request(url, { method: "POST", headers, body: bytes }), { params: Promise.resolve({}) });
  const text = await response.text();
  await assertHandlerAnswerShape(POST, "POST", url, { status: response.status, contentType: response.headers.get("content-type"), text });
  return { status: response.status, text, retryAfter: response.headers.get("retry-after"), error: text ? (JSON.parse(text) as { error: string }).error : "" };
}

const stored = () => db().select().from(webVitals);

describe("POST /api/vitals", () => {
  it("stores one row per metric of a beacon, with the page type and device and nothing of the sender, and answers 204", async () => {
    const answer = await send();
    expect(answer).toMatchObject({ status: 204, text: "" });
    const rows = await stored();
    expect(rows.map(({ metric, value }) => [metric, value]).sort()).toEqual([
      ["CLS", 0.0312],
      ["FCP", 1020],
      ["INP", 96],
      ["LCP", 1840],
      ["TTFB", 310],
    ]);
    for (const row of rows) expect(row).toMatchObject({ pageType: "product", deviceClass: "phone", connection: "4g" });
    // No column could hold the address, a customer or a URL: these are all there are.
    expect(Object.keys(rows[0]!).sort()).toEqual(["connection", "deviceClass", "id", "metric", "pageType", "recordedAt", "value"]);
  });

  it("takes JSON declared as application/json too, and a beacon with only some metrics", async () => {
    expect((await send({ body: JSON.stringify({ page: "home", device: "desktop", LCP: 900 }), contentType: "application/json" })).status).toBe(204);
    expect(await stored()).toMatchObject([{ pageType: "home", deviceClass: "desktop", connection: null, metric: "LCP", value: 900 }]);
  });

  const refusals: [string, Send, number, RegExp][] = [
    ["an unknown metric", { body: JSON.stringify({ ...BEACON, FID: 12 }) }, 400, /FID/],
    ["a misspelt page type", { body: JSON.stringify({ ...BEACON, page: "checkout-page" }) }, 400, /page/],
    ["a device class not in the list", { body: JSON.stringify({ ...BEACON, device: "watch" }) }, 400, /device/],
    ["a URL slipped in", { body: JSON.stringify({ ...BEACON, url: "/product/details/x?email=a@b.in" }) }, 400, /url/],
    ["no metric at all", { body: JSON.stringify({ page: "home", device: "phone" }) }, 400, /at least one/],
    ["NaN (not JSON)", { body: JSON.stringify(BEACON).replace("1840", "NaN") }, 400, /JSON/],
    ["a value as text", { body: JSON.stringify({ ...BEACON, LCP: "1840" }) }, 400, /LCP/],
    ["a negative value", { body: JSON.stringify({ ...BEACON, TTFB: -1 }) }, 400, /TTFB/],
    ["a huge value", { body: JSON.stringify({ ...BEACON, LCP: 1e308 }) }, 400, /LCP/],
    ["a CLS past 10", { body: JSON.stringify({ ...BEACON, CLS: 11 }) }, 400, /CLS/],
    ["a NUL byte", { body: JSON.stringify({ ...BEACON, page: "home\u0000" }) }, 400, /NUL/],
    ["a body over 4 kB", { body: JSON.stringify({ ...BEACON, padding: "x".repeat(5_000) }) }, 413, /too large/],
    ["a form's content type", { contentType: "application/x-www-form-urlencoded" }, 415, /text\/plain/],
    ["no content type", { contentType: null }, 415, /text\/plain/],
    ["another site's page", { origin: "https://elsewhere.example" }, 403, /another website/],
  ];

  it.each(refusals)("refuses %s, storing and counting nothing", async (_, request, status, message) => {
    const answer = await send(request);
    expect(answer.status).toBe(status);
    expect(answer.error).toMatch(message);
    expect(await stored()).toEqual([]);
    expect(await db().select().from(rateLimitBuckets)).toEqual([]);
  });

  it(`takes ${VITALS_BEACONS_PER_SOURCE.limit} beacons a minute from one address, then 429 with Retry-After, storing nothing more; other addresses go on`, async () => {
    for (let i = 0; i < VITALS_BEACONS_PER_SOURCE.limit; i++) {
      expect((await send({ body: JSON.stringify({ page: "home", device: "phone", LCP: 1000 + i }), from: "198.51.100.7" })).status).toBe(204);
    }
    const refused = await send({ from: "198.51.100.7" });
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(refused.error).toMatch(/Too many measurements/);
    expect(await stored()).toHaveLength(VITALS_BEACONS_PER_SOURCE.limit);
    expect((await send({ from: "198.51.100.8" })).status).toBe(204);
  });
});
