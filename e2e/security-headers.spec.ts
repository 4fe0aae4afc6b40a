import { expect, test, type APIRequestContext, type APIResponse } from "./support/test";
import { hydrated } from "./support/hydration";

/*
 * What the production server (server/index.mjs: the front door before Next) sends with every answer,
 * and what it answers itself. The security headers come from one table
 * (server/door/security-headers.mjs): Next sends them (next.config.ts headers()), the shared cache
 * replays them with a stored page, and the door adds any an answer lacks, its own answers
 * included. The CSP has no nonces (stored pages are the same for everyone): each page's inline
 * scripts are named by their hashes (server/door/inline-script-hashes.mjs), and no answer allows
 * 'unsafe-inline' scripts, so the pages must run under it as they are.
 */

async function aProductPath(request: APIRequestContext): Promise<string> {
  const { products } = (await (await request.get("/api/home/get-products")).json()) as { products: { slug: string }[] };
  return `/product/details/${products[0]!.slug}`;
}

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  const csp = headers["content-security-policy"] ?? "";
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
  expect(scriptSrc, `${what}: scripts from the shop, inline ones by hash only`).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/]+=*')*$/);
  for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'"]) {
    expect(csp, `${what}: CSP has ${directive}`).toContain(directive);
  }
  expect(csp, `${what}: no eval in production`).not.toContain("unsafe-eval");
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], what).toContain("camera=()");
  expect(headers["cross-origin-opener-policy"], what).toBe("same-origin");
  expect(headers["strict-transport-security"], `${what}: no HSTS over http`).toBeUndefined();
  expect(Object.keys(headers).filter((name) => name.startsWith("x-middleware-")), `${what}: Next's own notes`).toEqual([]);
}

test.describe("security headers", () => {
  test("on pages, stored pages, API answers, static files, the 404 page and the door's refusals", async ({ request }) => {
    const product = await aProductPath(request);
    const home = await request.get("/");
    expectSecurityHeaders(home, "/");
    const script = /"(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(await home.text())?.[1]; // a chunk the page names
    expect(script).toBeDefined();
    const answers: [string, Promise<APIResponse>][] = [
      ["/ again (stored)", request.get("/")],
      ["/collections", request.get("/collections")],
      [product, request.get(product)],
      ["/blog", request.get("/blog")],
      ["a static script", request.get(script!)],
      ["/api/health", request.get("/api/health")],
      ["/api/home/get-products", request.get("/api/home/get-products")],
      ["the 404 page", request.get("/no-such-page")],
      ["a form post to a page", request.post("/collections", { data: "x" })],
      ["a broken address", request.get("/api/gift-get/%E0%A4%A")],
    ];
    for (const [what, answer] of answers) expectSecurityHeaders(await answer, what);
  });

  test("Strict-Transport-Security only for requests that came over https, also from a stored page", async ({ request }) => {
    const https = { "x-forwarded-proto": "https" };
    await expect.poll(async () => (await request.get("/collections", { headers: https })).headers()["x-shared-cache"], { timeout: 15_000 }).toBe("HIT");
    const secure = await request.get("/collections", { headers: https });
    expect(secure.headers()["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    const plain = await request.get("/collections");
    expect(plain.headers()["x-shared-cache"]).toBe("HIT");
    expect(plain.headers()["strict-transport-security"]).toBeUndefined();
  });

  test("pages run under the policy: no violation on /, a product page, /collections, the cart and checkout", async ({ page, request }) => {
    test.setTimeout(90_000); // first visits on a fresh server: renders and picture transcodes
    const violations: string[] = [];
    page.on("console", (message) => {
      // zod 4 probes `new Function("")` in a try/catch to choose its fast path (the cart and
      // checkout forms); the policy refuses eval, as it should, and zod falls back. Any other
      // report, an inline script's above all, fails the test.
      if (/Content Security Policy violation: script-src eval$/.test(message.text())) return;
      if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
    });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(`Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    // "/" twice: rendered by Next, then the stored copy from the shared cache.
    for (const path of ["/", await aProductPath(request), "/collections", "/cart", "/checkout", "/"]) {
      const response = await page.goto(path);
      const csp = response?.headers()["content-security-policy"] ?? "";
      expect(csp, path).not.toContain("'unsafe-inline'; style-src"); // scripts: no 'unsafe-inline'
      expect(csp, `${path}: its inline scripts named by hash`).toMatch(/script-src 'self' 'sha256-/);
      await page.waitForLoadState("load"); // its stylesheets, fonts and pictures in view
      await hydrated(page.getByTestId("search-button")); // its scripts ran
    }
    expect(violations).toEqual([]);
  });
});

test.describe("what the front door answers itself", () => {
  test("an address that is not valid %-encoding: the shop's 404 page, or 400 JSON for the API", async ({ request }) => {
    for (const path of ["/products/search/%E0%A4%A", "/uploads/%E0%A4%A", "/collections/%00"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain("This page went out of stock");
    }
    const api = await request.get("/api/gift-get/%E0%A4%A");
    expect(api.status()).toBe(400);
    expect(await api.json()).toEqual({ error: "The request could not be understood." });
  });

  test("every /api error is JSON, even the ones Next makes", async ({ request }) => {
    const wrongMethod = await request.delete("/api/health");
    expect(wrongMethod.status()).toBe(405);
    expect(wrongMethod.headers()["content-type"]).toMatch(/^application\/json/);
    expect(await wrongMethod.json()).toEqual({ error: "This address does not take DELETE requests." });
  });

  test("form posts to pages and oversized bodies are refused before they are read", async ({ request }) => {
    const upload = await request.post("/collections", { multipart: { file: { name: "a.bin", mimeType: "application/octet-stream", buffer: Buffer.alloc(6 * 1024 * 1024) } } });
    expect(upload.status()).toBe(405);
    expect(upload.headers().allow).toBe("GET, HEAD");
    const large = await request.post("/api/customer/customer-login", { headers: { "content-type": "application/json" }, data: JSON.stringify({ email: "a@b.in", password: "x".repeat(1024 * 1024) }) });
    expect(large.status()).toBe(413);
    expect(await large.json()).toEqual({ error: "The request is too large." });
  });
});
