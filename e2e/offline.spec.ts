import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { expect, test, type APIRequestContext, type Page } from "./support/test";
import { chromiumArgs, chromiumExecutable } from "./support/browser";
import { newCustomer } from "./support/customer";

// The installable shop and its service worker (lib/offline/service-worker.js), in Chromium.
// Other journeys block service workers (playwright.config.ts); these allow them.
test.use({ serviceWorkers: "allow" });
test.skip(({ isMobile }) => isMobile, "the worker is the same for both; the desktop project covers it");

type ApiProduct = { _id: string; name: string; slug: string };

async function products(request: APIRequestContext): Promise<ApiProduct[]> {
  const response = await request.get("/api/home/get-products");
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { products: ApiProduct[] }).products;
}

const details = (slug: string) => `/product/details/${slug}`;

/** Waits until the page is controlled by the shop's worker (registered once the page is idle). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
}

/** The version (build id) of the worker controlling the page. */
function workerVersion(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve((event.data as { version: string }).version);
        navigator.serviceWorker.controller!.postMessage({ type: "version" }, [channel.port2]);
      }),
  );
}

/** The addresses (path and query) the worker keeps in its caches whose names start with `kind`. */
function kept(page: Page, kind: "teerang-pages-" | "teerang-pictures-" | "teerang-static-"): Promise<string[]> {
  return page.evaluate(async (prefix) => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith(prefix)) continue;
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        paths.push(url.pathname + url.search);
      }
    }
    return paths;
  }, kind);
}

/** Reads a PNG's width and height from its header. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test.describe("installable shop", () => {
  test("the manifest, its icons and shortcuts are served, and the worker's script", async ({ page, request }) => {
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(manifestHref).toBe("/manifest.webmanifest");
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/apple-touch-icon.png");
    // The tab icon is named, or the browser asks for a /favicon.ico the shop has not got.
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/icon.svg");
    expect((await request.get("/icon.svg")).headers()["content-type"]).toMatch(/^image\/svg\+xml/);
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#181546");

    const answer = await request.get(manifestHref!);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
    const manifest = (await answer.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { src: string; sizes: string; type: string; purpose?: string }[];
      shortcuts: { name: string; url: string }[];
    };
    expect(manifest).toMatchObject({ short_name: "TeeRang", start_url: "/", scope: "/", display: "standalone", theme_color: "#181546", background_color: "#ffffff" });
    expect(manifest.name).toMatch(/^TeeRang/);

    await test.step("every icon is a PNG of the size it claims: 192, 512 and a maskable 512; iOS's is 180", async () => {
      const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? "any"}`);
      expect(sizes).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
      for (const icon of [...manifest.icons, { src: "/apple-touch-icon.png", sizes: "180x180" }]) {
        const file = await request.get(icon.src);
        expect(file.status(), icon.src).toBe(200);
        expect(file.headers()["content-type"]).toBe("image/png");
        const { width, height } = pngSize(await file.body());
        expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      }
    });

    await test.step("the shortcuts open the cart, My Orders and Design your own", async () => {
      expect(manifest.shortcuts.map(({ name, url }) => `${name} ${url}`)).toEqual(["Cart /cart", "My Orders /dashboard-client?tab=orders", "Design your own /queryform"]);
      for (const { url } of manifest.shortcuts) expect((await request.get(url)).status(), url).toBe(200);
    });

    await test.step("the worker script: JavaScript, asked again at every update check, under the shop's CSP", async () => {
      const worker = await request.get("/sw.js");
      expect(worker.status()).toBe(200);
      expect(worker.headers()["content-type"]).toMatch(/^text\/javascript/);
      expect(worker.headers()["cache-control"]).toBe("no-cache");
      expect(worker.headers()["content-security-policy"]).toContain("script-src 'self'");
      expect(await worker.text()).toMatch(/^const VERSION = "[^"]+";\n/);
    });

  });

  test("Chromium finds the shop installable: the manifest parses cleanly and nothing stands in the way", async ({ playwright, baseURL }) => {
    // A new browser with a profile on disk: its first page load took a minute on a busy machine.
    test.setTimeout(180_000);
    // Chromium never offers to install from an incognito profile, which is what each test's
    // context is: this test opens a profile of its own on disk.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), "shop-install-"));
    const browser = await playwright.chromium.launchPersistentContext(profile, { executablePath: chromiumExecutable(), args: chromiumArgs, baseURL });
    try {
      const page = browser.pages()[0] ?? (await browser.newPage());
      await page.goto("/", { waitUntil: "load", timeout: 120_000 });
      await controlled(page);
      const cdp = await browser.newCDPSession(page);
      const { errors } = (await cdp.send("Page.getAppManifest")) as { errors: { message: string }[] };
      expect(errors).toEqual([]);
      const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: { errorId: string }[] };
      expect(installabilityErrors).toEqual([]);
    } finally {
      await browser.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });
});

test.describe("without a connection", () => {
  test("pages seen are kept, others get the offline page, and the cart is never kept", async ({ page, context, request }) => {
    test.setTimeout(120_000);
    const [seen, unseen] = await products(request);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await controlled(page);
    // The first visit registered the worker; from now on it sees every page load.
    await page.reload({ waitUntil: "load" });
    await page.goto(details(seen!.slug), { waitUntil: "load" });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(seen!.name);
    await page.goto("/cart", { waitUntil: "load" });
    await expect.poll(() => kept(page, "teerang-pages-")).toEqual(expect.arrayContaining(["/", details(seen!.slug)]));
    expect(await kept(page, "teerang-pages-")).not.toContain("/cart");
    await expect.poll(async () => (await kept(page, "teerang-pictures-")).length, { message: "the product's pictures are kept" }).toBeGreaterThan(0);

    await context.setOffline(true);
    try {
      await test.step("the product page and the home page open from what was kept", async () => {
        await page.goto(details(seen!.slug), { waitUntil: "load" });
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(seen!.name);
        await expect(page.getByTestId("offline-page")).toHaveCount(0);
        await page.goto("/", { waitUntil: "load" });
        await expect(page.getByTestId("new-arrivals")).toBeVisible();
      });

      await test.step("a product never opened gets the shop's offline page, drawn with its styles", async () => {
        await page.goto(details(unseen!.slug), { waitUntil: "load" });
        await expect(page).toHaveURL(new RegExp(`${details(unseen!.slug)}$`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are offline");
        const tryAgain = page.getByRole("button", { name: "Try again" });
        await expect(tryAgain).toBeVisible();
        // brand-800 from the shop's stylesheet, kept with the page at install
        await expect(tryAgain).toHaveCSS("background-color", "rgb(50, 44, 148)");
      });

      await test.step("the cart, opened online a moment ago, is not shown from a copy", async () => {
        await page.goto("/cart", { waitUntil: "load" });
        await expect(page.getByTestId("offline-page")).toBeVisible();
      });
    } finally {
      await context.setOffline(false);
    }

    await test.step("back online, Try again loads the page itself", async () => {
      await page.getByRole("button", { name: "Try again" }).click();
      await expect(page.getByTestId("offline-page")).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  });

  test("a page kept for a signed-in shopper holds nothing of theirs, and their account pages are never kept", async ({ page, request }) => {
    test.setTimeout(90_000);
    const customer = await newCustomer(page, "Meera Iyer");
    const [product] = await products(request);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await controlled(page);
    await page.goto(details(product!.slug), { waitUntil: "load" });
    // The header asks who is signed in after load: the name shows on the page, not in the kept copy.
    await expect(page.getByTestId("site-header")).toContainText("Meera");
    await page.goto("/dashboard-client?tab=orders", { waitUntil: "load" });
    await page.goto("/wishlist", { waitUntil: "load" });
    await expect.poll(() => kept(page, "teerang-pages-")).toContain(details(product!.slug));
    const keptPages = await kept(page, "teerang-pages-");
    expect(keptPages.filter((path) => /^\/(dashboard|wishlist|cart|checkout|login|payment)/.test(path))).toEqual([]);
    const html = await page.evaluate(async (path) => {
      const response = await caches.match(path, { ignoreVary: true });
      return response ? response.text() : "";
    }, details(product!.slug));
    expect(html).toContain(product!.name);
    expect(html).not.toContain(customer.email);
    expect(html).not.toContain("Meera");
  });
});

/**
 * The shop seen through a proxy of the test's own, on a port of its own (an origin of its own, so
 * a worker of its own): it passes every request to the e2e server, until `deploy(version)` makes
 * it answer /sw.js with the server's script carrying another build id, which is all a new build
 * changes in the script. The browser sees what it sees on a real deploy: the same address, new bytes.
 */
async function shopBehindProxy(target: string) {
  let deployed: string | undefined;
  const server = http.createServer((req, res) => {
    const headers = { ...req.headers, host: new URL(target).host };
    // The script is rewritten as text: asked for without compression.
    if (req.url?.startsWith("/sw.js")) delete headers["accept-encoding"];
    const upstream = http.request(new URL(req.url ?? "/", target), { method: req.method, headers }, (answer) => {
      if (deployed === undefined || !req.url?.startsWith("/sw.js")) {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => {
        const script = Buffer.concat(chunks).toString("utf8").replace(/^const VERSION = "[^"]*";/, `const VERSION = ${JSON.stringify(deployed)};`);
        const scriptHeaders = { ...answer.headers, "content-length": String(Buffer.byteLength(script)) };
        delete scriptHeaders["transfer-encoding"];
        res.writeHead(answer.statusCode ?? 502, scriptHeaders);
        res.end(script);
      });
    });
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    deploy: (version: string) => void (deployed = version),
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}

test.describe("a new deploy", () => {
  test("its worker replaces the old one in the open page, and the old deploy's caches go", async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const shop = await shopBehindProxy(baseURL!);
    try {
      await page.goto(`${shop.url}/`, { waitUntil: "domcontentloaded" });
      await controlled(page);
      const before = await workerVersion(page);
      await expect.poll(() => page.evaluate(() => caches.keys())).toEqual(expect.arrayContaining([`teerang-static-${before}`]));

      const after = `${before}-next`;
      shop.deploy(after);
      const changes = page.evaluate(
        () => new Promise<void>((resolve) => navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), { once: true })),
      );
      // The browser's update check, as on the shopper's next page load.
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())!.update();
      });
      await changes;
      expect(await workerVersion(page)).toBe(after);
      await expect
        .poll(async () => (await page.evaluate(() => caches.keys())).filter((name) => name.startsWith("teerang-") && !name.endsWith(`-${after}`)))
        .toEqual([]);
      expect(await page.evaluate(() => caches.keys())).toContain(`teerang-static-${after}`);
      expect(await kept(page, "teerang-static-")).toContain("/offline");

      await test.step("the shopper carries on: the next page load is answered by the new worker", async () => {
        await page.goto(`${shop.url}/`, { waitUntil: "load" });
        expect(await workerVersion(page)).toBe(after);
        await expect.poll(() => kept(page, "teerang-pages-")).toContain("/");
      });
    } finally {
      await shop.close();
    }
  });
});
