import { expect, test, type Page } from "./support/test";

async function ratings(page: Page): Promise<number[]> {
  return page
    .getByTestId("review-list")
    .getByTestId("review-card")
    .evaluateAll((cards) => cards.map((card) => Number(card.getAttribute("data-rating"))));
}

test.describe("blog", () => {
  test("the list leads to a post with its paragraphs and sections", async ({ page }) => {
    const response = await page.goto("/blog");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/blog$/);
    // The list's Open Graph card is a real picture (it lives below /blog/current, proxy.ts).
    const listImage = await page.locator('meta[property="og:image"]').first().getAttribute("content");
    expect(listImage).toMatch(/\/blog\/current\/opengraph-image/);
    const card = await page.request.get(new URL(listImage!).pathname);
    expect(card.status()).toBe(200);
    expect(card.headers()["content-type"]).toBe("image/png");

    const cards = page.getByTestId("blog-card");
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(4);

    await test.step("sidebar: recent posts cut to six words, a search box that does nothing", async () => {
      const titles = page.getByTestId("recent-posts").getByTestId("recent-post-title");
      await expect(titles.first()).toBeVisible();
      const texts = await titles.allInnerTexts();
      expect(texts.length).toBeGreaterThanOrEqual(3);
      for (const text of texts) expect(text.replace(/\.\.\.$/, "").trim().split(/\s+/).length).toBeLessThanOrEqual(6);
      expect(texts.some((text) => text.endsWith("..."))).toBe(true);
      const search = page.getByRole("searchbox", { name: "Search the blog" });
      await search.fill("size");
      await search.press("Enter");
      await expect(page).toHaveURL(/\/blog$/);
    });

    // The last card of the first page: a demo post, older than any a seller's test adds meanwhile.
    const first = cards.last();
    const name = (await first.getByRole("heading", { level: 2 }).innerText()).trim();

    await first.getByRole("link", { name: /^Read More/ }).click();
    await expect(page).toHaveURL(/\/blogdetail\/[a-z0-9-]+$/);

    const article = page.getByTestId("blog-article");
    await expect(article.getByRole("heading", { level: 1 })).toHaveText(name);
    await expect(page).toHaveTitle(new RegExp(name.slice(0, 20)));
    await expect(article.getByTestId("blog-banner")).toBeVisible();
    await expect
      .poll(() => article.getByTestId("blog-banner").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    const paragraphs = article.getByTestId("blog-paragraphs").locator("p");
    await expect(paragraphs).toHaveCount(3);
    for (const text of await paragraphs.allInnerTexts()) expect(text.length).toBeGreaterThan(40);

    const sections = article.getByTestId("blog-section");
    expect(await sections.count()).toBeGreaterThan(0);
    for (const section of await sections.all()) {
      await expect(section.getByRole("heading", { level: 2 })).not.toBeEmpty();
      await expect(section.locator("p")).not.toBeEmpty();
      await expect(section.locator("img")).toHaveAttribute("alt", /\S/);
    }

    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute("content", /\/uploads\/seed\/blogs\//);
  });

  test("an unknown post is a real 404 in the shop's words", async ({ page }) => {
    const response = await page.goto("/blogdetail/no-such-post");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("blog-article")).toHaveCount(0);
    await expect(page.getByTestId("site-header")).toBeVisible();
  });
});

test.describe("reviews", () => {
  test("178 Reviews over 8 sample reviews, sorted by rating through the URL", async ({ page }) => {
    const response = await page.goto("/reviews");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "178 Reviews" })).toBeVisible();
    await expect(page.getByTestId("review-list").getByTestId("review-card")).toHaveCount(8);

    const sort = page.getByLabel("Sort by");
    await sort.selectOption({ label: "High Rating" });
    await expect(page).toHaveURL(/[?&]sort=high/);
    await expect(page.getByTestId("review-list")).toHaveAttribute("data-sort", "high");
    const high = await ratings(page);
    expect(high).toHaveLength(8);
    expect(high[0]).toBe(5);
    expect(high).toEqual([...high].sort((a, b) => b - a));

    await page.getByLabel("Sort by").selectOption({ label: "Low Rating" });
    await expect(page).toHaveURL(/[?&]sort=low/);
    await expect(page.getByTestId("review-list")).toHaveAttribute("data-sort", "low");
    const low = await ratings(page);
    expect(low[0]).toBe(Math.min(...high));
    expect(low).toEqual([...low].sort((a, b) => a - b));
  });

  test("the sort works from the URL alone, without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/reviews?sort=low");
    await expect(page.getByTestId("review-list")).toHaveAttribute("data-sort", "low");
    const low = await ratings(page);
    expect(low).toHaveLength(8);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    await expect(page.getByLabel("Sort by")).toHaveValue("low");
    await context.close();
  });
});

const policyPages = [
  { path: "/refund", h1: "Shipping, Returns and Refunds", facts: ["within 48 hours", "within 7 days of delivery", "1 to 8 business days", "7 to 10 business days"] },
  { path: "/term-condition", h1: "Terms and Conditions", facts: ["within 48 hours", "within 7 days of delivery"] },
  { path: "/privacy", h1: "Privacy Policy", facts: ["care@teerang.in"] },
  { path: "/story", h1: "The TeeRang Story", facts: ["2021", "48 hours"] },
  { path: "/about", h1: "About Us", facts: ["2021", "50,000", "7-day returns", "48 hours"] },
];

test.describe("policy and story pages", () => {
  for (const { path, h1, facts } of policyPages) {
    test(`${path} has its heading, the shop's facts and its metadata`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      const main = page.locator("main");
      for (const fact of facts) await expect(main).toContainText(fact);
      await expect(main).not.toContainText(/30[- ]day|2015|₹\s?70\b/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
      const ogImage = await page.locator('meta[property="og:image"]').first().getAttribute("content");
      expect(ogImage).toBeTruthy();
      const image = await page.request.get(new URL(ogImage!).pathname);
      expect(image.status()).toBe(200);
      expect(image.headers()["content-type"]).toBe("image/png");
    });
  }
});
