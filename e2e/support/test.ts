import { test as base, type Page } from "@playwright/test";

// Playwright's test, whose page waits, after each navigation that loads a whole document, until the
// shop's page has hydrated, as a shopper waits for a button to respond. Every journey imports
// `test` and `expect` from here.
//
// Why: a page starts its scripts once the pictures of its first screen are ready to paint
// (server/door/scripts-after-first-screen.mjs), which is often after `load`, when `goto` returns.
// A click before hydration does nothing (React does not replay it), and a filled field may be
// reset by it.
export * from "@playwright/test";

/** How long a page may take to hydrate after `load` before the navigation fails. */
const HYDRATION_TIMEOUT_MS = 30_000;

type WaitUntil = "load" | "domcontentloaded" | "networkidle" | "commit";

/**
 * Waits until the page is hydrated: its body carries React's fiber. A document whose scripts the
 * door did not defer (an API answer, an image, a page too large to hold) is not waited for.
 */
export async function pageHydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.getElementById("first-screen-scripts") === null || Object.keys(document.body).some((key) => key.startsWith("__reactFiber")),
    null,
    { timeout: HYDRATION_TIMEOUT_MS, polling: 50 },
  );
}

/** Whether a navigation asked to wait for the whole page (Playwright's default is `load`). */
function waitsForPage(options: { waitUntil?: WaitUntil } | undefined): boolean {
  return options?.waitUntil === undefined || options.waitUntil === "load" || options.waitUntil === "networkidle";
}

/** Makes `page`'s goto, reload, goBack and goForward also wait for hydration. */
function waitForHydrationOnNavigation(page: Page): void {
  const { goto, reload, goBack, goForward } = page;
  page.goto = async (url, options) => {
    const response = await goto.call(page, url, options);
    if (response && waitsForPage(options)) await pageHydrated(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload.call(page, options);
    if (response && waitsForPage(options)) await pageHydrated(page);
    return response;
  };
  page.goBack = async (options) => {
    const response = await goBack.call(page, options);
    if (response && waitsForPage(options)) await pageHydrated(page);
    return response;
  };
  page.goForward = async (options) => {
    const response = await goForward.call(page, options);
    if (response && waitsForPage(options)) await pageHydrated(page);
    return response;
  };
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, run) => {
    // Without scripts the page never hydrates: such a journey reads the server's HTML only.
    if (javaScriptEnabled !== false) waitForHydrationOnNavigation(page);
    await run(page);
  },
});
