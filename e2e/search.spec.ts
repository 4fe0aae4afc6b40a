import { expect, test, type Page } from "./support/test";
import { hydrated } from "./support/hydration";

/** Search a shopper can rely on (issue 14): gifts, the shop's words in any spelling, typos, no match. */

async function openSearch(page: Page) {
  await page.goto("/");
  await hydrated(page.getByTestId("search-button"));
  await page.getByTestId("search-button").click();
  const input = page.getByRole("combobox", { name: /Search/ });
  await expect(input).toBeFocused();
  return input;
}

test.describe("search suggestions", () => {
  test('"mug" suggests the gift store\'s mugs as a group of their own; picking one shows it', async ({ page, isMobile }) => {
    const input = await openSearch(page);
    await input.pressSequentially("mug", { delay: 30 });
    const list = page.getByRole("listbox", { name: "Product suggestions" });
    await expect(list).toBeVisible();
    const gifts = list.getByRole("group", { name: "Gifts" }).getByRole("option");
    expect(await gifts.count()).toBeGreaterThanOrEqual(2);
    const name = (await gifts.first().locator("span").first().innerText()).trim();
    expect(name.toLowerCase()).toContain("mug");
    await gifts.first().click();
    await expect(page).toHaveURL(`/product?value=${encodeURIComponent(name)}`, { timeout: 20_000 });
    const strip = page.getByTestId("search-gifts");
    await expect(strip.getByTestId("gift-card").first()).toContainText(name);
    // On a phone the picked gift is above the fold (the strip leads when the text is its name).
    if (isMobile) await expect(strip.getByTestId("gift-card").first()).toBeInViewport();
  });

  test('a typo still suggests: "hodie" lists hoodies', async ({ page }) => {
    const input = await openSearch(page);
    await input.pressSequentially("hodie", { delay: 30 });
    const options = page.getByRole("listbox", { name: "Product suggestions" }).getByRole("option");
    await expect(options.first()).toContainText(/hoodie/i);
  });

  test('no match says No results for "the text" and offers popular designs', async ({ page }) => {
    const input = await openSearch(page);
    await input.pressSequentially("xyz123", { delay: 30 });
    const list = page.getByRole("listbox", { name: "Product suggestions" });
    await expect(list).toBeVisible();
    await expect(page.getByTestId("search-no-results")).toHaveText("No results for “xyz123”");
    const popular = list.getByRole("group", { name: "Popular designs" }).getByRole("option");
    expect(await popular.count()).toBeGreaterThan(0);
    await input.press("ArrowDown");
    await expect(popular.first()).toHaveAttribute("aria-selected", "true");
  });
});

test.describe("search results page", () => {
  test('"tshirt" lists T-shirts and tees', async ({ page }) => {
    await page.goto("/product?value=tshirt");
    const cards = page.getByTestId("product-grid").filter({ visible: true }).getByTestId("product-card");
    await expect(cards).toHaveCount(10);
    for (const name of await cards.locator("h3").allInnerTexts()) expect(name).toMatch(/t-shirt|\btee\b/i);
  });

  test('"mug" shows the gifts strip', async ({ page, isMobile }) => {
    await page.goto("/product?value=mug");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “mug”");
    const gifts = page.getByTestId("search-gifts").getByTestId("gift-card");
    expect(await gifts.count()).toBeGreaterThanOrEqual(2);
    if (isMobile) await expect(gifts.first()).toBeInViewport();
  });

  test('"xyz123" says No results and shows popular designs; markup in the text stays text', async ({ page }) => {
    await page.goto("/product?value=xyz123");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("No results for “xyz123”");
    await expect(page.getByTestId("popular-grid").getByTestId("product-card").first()).toBeVisible();

    await page.goto(`/product?value=${encodeURIComponent("<b>zzq</b>")}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("No results for “<b>zzq</b>”");
  });
});
