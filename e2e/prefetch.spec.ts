import { expect, test, type Page, type Request } from "./support/test";
import { hydrated } from "./support/hydration";

/*
 * Product links prefetch on intent (components/ui/intent-link.tsx): a listing shows a dozen
 * products, and prefetching each on sight rendered every product page no one had opened yet.
 * The page a shopper reaches for is still prefetched before the click.
 */

/** The router requests for product pages this page has made so far (prefetches and navigations). */
function productRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/product/details/") && request.headers()["rsc"] === "1") seen.push(url.pathname);
  });
  return seen;
}

test("a listing prefetches no product page until the shopper reaches for one", async ({ page, isMobile }) => {
  // A fresh server makes its first pictures meanwhile: waiting for a quiet network takes a while.
  test.setTimeout(90_000);
  const requested = productRequests(page);
  // An address no other test opens, so the page comes from its own render.
  await page.goto(`/collections?color=Black&probe=prefetch-${isMobile ? "phone" : "desktop"}`);
  const link = page.getByTestId("product-grid").filter({ visible: true }).locator("a.card-link").first();
  await hydrated(link);
  // Next prefetches links as they come into view, at once and again after idle: give it the time.
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1_500);
  expect(requested, "product pages prefetched on sight").toEqual([]);

  const path = new URL((await link.getAttribute("href"))!, page.url()).pathname;
  if (isMobile) {
    // A tap: its touch starts the prefetch, its click opens the page.
    await link.tap();
  } else {
    await link.hover();
    await expect.poll(() => requested.includes(path), { message: "prefetched on hover" }).toBe(true);
    await link.click();
  }
  await expect(page).toHaveURL(new RegExp(`${path}(\\?|$)`), { timeout: 20_000 });
  await expect(page.getByTestId("product-details").filter({ visible: true })).toBeVisible();
  // Of the listing's products, only the one reached for was asked for (the product page then
  // prefetches its own review page).
  expect(new Set(requested.filter((asked) => !asked.startsWith(`${path}/`)))).toEqual(new Set([path]));
});

test("a keyboard shopper's focus prefetches the product too", async ({ page, isMobile }) => {
  // A phone reaches focus too: a keyboard paired with it, or a screen reader moving through links.
  const requested = productRequests(page);
  await page.goto(`/collections?color=Navy&probe=prefetch-focus-${isMobile ? "phone" : "desktop"}`);
  const link = page.getByTestId("product-grid").filter({ visible: true }).locator("a.card-link").first();
  await hydrated(link);
  await page.waitForLoadState("networkidle");
  expect(requested).toEqual([]);
  await link.focus();
  const path = new URL((await link.getAttribute("href"))!, page.url()).pathname;
  await expect.poll(() => requested.includes(path), { message: "prefetched on focus" }).toBe(true);
});
