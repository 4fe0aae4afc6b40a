import { expect, test, type Page } from "./support/test";
import { hydrated } from "./support/hydration";

/**
 * The collections filters on a phone (issue 14, "Listings on a phone"): the Filters panel stays
 * open while the shopper picks, focus stays on what they picked, "Show N results" takes them to
 * the grid, and a sort applies when chosen, not at the first arrow key. All of it without
 * JavaScript too.
 */
test.skip(({ isMobile }) => !isMobile, "the phone's panel: runs in the mobile project");

/** The panel on screen (Next keeps the page left behind in the document, hidden, for Back). */
const panel = (page: Page) => page.getByTestId("mobile-filters").filter({ visible: true });
const isOpen = (page: Page) => panel(page).evaluate((el: HTMLDetailsElement) => el.open);

async function openFilters(page: Page) {
  await page.goto("/collections");
  await hydrated(panel(page).locator("summary"));
  await panel(page).locator("summary").click();
  await expect.poll(() => isOpen(page)).toBe(true);
  await hydrated(panel(page).getByTestId("price-500-1000"));
}

test("two filters picked in a row keep the panel open and the focus, then Show N results opens the grid", async ({ page }) => {
  await openFilters(page);

  await panel(page).getByTestId("price-500-1000").click();
  await expect(page).toHaveURL(/price=500-1000.*panel=filters/, { timeout: 20_000 });
  expect(await isOpen(page)).toBe(true);
  await expect(panel(page).locator("#filter-price-500-1000")).toBeFocused();
  await expect(panel(page).locator("#filter-price-500-1000")).toHaveAttribute("aria-current", "true");

  await panel(page).getByTestId("color-Black").click();
  await expect(page).toHaveURL(/price=500-1000&color=Black&panel=filters/, { timeout: 20_000 });
  expect(await isOpen(page)).toBe(true);
  await expect(panel(page).locator("#filter-color-Black")).toBeFocused();

  // N is what the API counts for the same filters.
  const expected = (await (await page.request.get("/api/home/query-products?lowPrice=500&highPrice=1000&color=Black")).json()) as { totalProduct: number };
  const show = panel(page).getByTestId("show-results");
  await expect(show).toHaveText(`Show ${expected.totalProduct} ${expected.totalProduct === 1 ? "result" : "results"}`);
  await show.click();
  await expect(page).toHaveURL(/\/collections\?price=500-1000&color=Black#products$/, { timeout: 20_000 });
  expect(await isOpen(page)).toBe(false);
  await expect(page.getByTestId("result-count").filter({ visible: true })).toContainText(`${expected.totalProduct} design`);
  await expect(page.getByTestId("product-grid").filter({ visible: true }).locator("a").first()).toBeInViewport();
});

test("the sort applies when chosen, not while the arrow keys move through it", async ({ page }) => {
  await page.goto("/collections?color=Black");
  const sort = page.getByTestId("sort-select").filter({ visible: true });
  await hydrated(sort);
  await sort.focus();
  await page.keyboard.press("ArrowDown");
  await page.waitForTimeout(700);
  await expect(page).toHaveURL(/\/collections\?color=Black$/);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/color=Black&sort=low-to-high/, { timeout: 20_000 });
  // A pick from the list (as a tap does) applies at once.
  await page.getByTestId("sort-select").filter({ visible: true }).selectOption("high-to-low");
  await expect(page).toHaveURL(/color=Black&sort=high-to-low/, { timeout: 20_000 });
});

test("without JavaScript the panel stays open across picks and Show N results closes it", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto("/collections?panel=filters");
  expect(await isOpen(page)).toBe(true);
  await panel(page).getByTestId("rating-4").click();
  await expect(page).toHaveURL(/rating=4&panel=filters/);
  expect(await isOpen(page)).toBe(true);
  await panel(page).getByTestId("color-Red").click();
  await expect(page).toHaveURL(/rating=4&color=Red&panel=filters/);
  await panel(page).getByTestId("show-results").click();
  await expect(page).toHaveURL(/\/collections\?rating=4&color=Red#products$/);
  expect(await isOpen(page)).toBe(false);
  await context.close();
});
