import { test as base, type Page, type Response } from "@playwright/test";

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
  const hydratedAfter = async (response: Response | null, options: { waitUntil?: WaitUntil } | undefined) => {
    // No response: the navigation stayed in the document (a client-side route change, a hash).
    if (response && waitsForPage(options)) await pageHydrated(page);
    return response;
  };
  page.goto = async (url, options) => hydratedAfter(await goto.call(page, url, options), options);
  page.reload = async (options) => hydratedAfter(await reload.call(page, options), options);
  page.goBack = async (options) => hydratedAfter(await goBack.call(page, options), options);
  page.goForward = async (options) => hydratedAfter(await goForward.call(page, options), options);
}

export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, run) => {
    // Without scripts the page never hydrates: such a journey reads the server's HTML only.
    if (javaScriptEnabled !== false) waitForHydrationOnNavigation(page);
    await run(page);
  },
});
