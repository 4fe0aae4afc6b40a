import { COMPILE_HINT } from "../scripts/compile-hints.mjs";
import { expect, pageHydrated, test, type Page } from "./support/test";

/*
 * A page starts its framework scripts once its first screen's pictures are shown, not as soon as
 * they arrive (server/door/scripts-after-first-screen.mjs; docs/decisions/0035): on a phone a
 * second of script evaluation would otherwise hold back the banner. A picture that never comes
 * cannot keep the page from answering: the scripts start at the latest SCRIPTS_START_CAP_MS
 * after the page was read, or at once when the shopper taps or presses a key.
 */

const CAP_MS = 2500;

/** Records, from the page's first byte: its largest paints, when its first chunk script was added, and any refused script. */
async function watchScripts(page: Page) {
  await page.addInitScript(() => {
    const seen = { paints: [] as { at: number; tag: string }[], started: -1, tapped: -1, refused: [] as string[] };
    Object.assign(window, { __seen: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) seen.paints.push({ at: entry.startTime, tag: entry.element?.tagName ?? "" });
    }).observe({ type: "largest-contentful-paint", buffered: true });
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes)
          if (node instanceof HTMLScriptElement && node.src.includes("/_next/static/chunks/") && !node.noModule && seen.started < 0) seen.started = performance.now();
    }).observe(document, { childList: true, subtree: true });
    document.addEventListener("keydown", () => (seen.tapped = performance.now()), { capture: true, once: true });
    document.addEventListener("securitypolicyviolation", (event) => seen.refused.push(event.blockedURI || event.violatedDirective));
  });
  return async () =>
    page.evaluate(() => (window as unknown as { __seen: { paints: { at: number; tag: string }[]; started: number; tapped: number; refused: string[] } }).__seen);
}

test("the home page's scripts start after its banner is shown, and the page answers", async ({ page }) => {
  const seen = await watchScripts(page);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/"); // returns once hydrated (e2e/support/test.ts)

  const facts = await seen();
  expect(facts.refused, "the loader and the chunks run under the page's policy").toEqual([]);
  expect(errors).toEqual([]);
  expect(facts.started, "the chunks were started").toBeGreaterThan(0);
  const banner = facts.paints.find((paint) => paint.tag === "IMG");
  expect(banner, "a picture was the largest paint").toBeDefined();
  // Started after the picture was shown; only the cap starts them sooner (a machine too busy to show it in 2.5 s).
  if (facts.started < banner!.at) expect(facts.started, "started before the banner, by the cap").toBeGreaterThanOrEqual(CAP_MS - 50);
  expect(await page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith("__reactFiber"))), "hydrated").toBe(true);
});

test.describe("a first screen whose pictures never arrive", () => {
  test.beforeEach(async ({ page }) => {
    await page.route("**/_next/image**", () => undefined); // held forever: never answered
  });

  test("starts its scripts at the cap and hydrates", async ({ page }) => {
    const seen = await watchScripts(page);
    await page.goto("/", { waitUntil: "domcontentloaded" }); // `load` never comes: the pictures are held
    await pageHydrated(page);
    const facts = await seen();
    expect(facts.refused).toEqual([]);
    expect(facts.started).toBeGreaterThanOrEqual(CAP_MS - 50);
  });

  test("starts them at once when the shopper presses a key (or taps)", async ({ page }) => {
    const seen = await watchScripts(page);
    // The loader runs before DOMContentLoaded and counts its cap from then: a key pressed at once
    // comes about 2.5 s before the cap, however slowly this machine read the page.
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.keyboard.press("Tab");
    await pageHydrated(page);
    const facts = await seen();
    expect(facts.tapped).toBeGreaterThan(0);
    expect(facts.started).toBeGreaterThanOrEqual(facts.tapped);
    expect(facts.started - facts.tapped, "started by the key, not by the cap").toBeLessThan(200);
  });
});

test("every chunk a page starts on load is served with the compile hint first", async ({ page, request }) => {
  // `npm run build` marks them (scripts/compile-hints.mjs; docs/decisions/0036): the phone compiles
  // them while they download instead of on the main thread. A build made without that step fails here.
  for (const path of ["/", "/collections"]) {
    await page.goto(path);
    const listed = await page.locator("#first-screen-scripts").textContent();
    const chunks = (JSON.parse(listed ?? "[]") as { src: string }[]).map((chunk) => chunk.src);
    expect(chunks.length, `${path} lists its chunks`).toBeGreaterThan(3);
    for (const src of chunks) {
      const body = await (await request.get(src)).text();
      expect(body.startsWith(COMPILE_HINT), `${src} of ${path}`).toBe(true);
    }
  }
});
