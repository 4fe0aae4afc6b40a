import { expect, test } from "./support/test";

/**
 * A client inventing search terms is held back (lib/catalog/search-limit.ts) and a shopper
 * sharing its address is told why. The e2e server trusts the loopback proxy (TRUST_PROXY), so
 * this test's own X-Forwarded-For address keeps its count apart from every other test's.
 */
const SOURCE = "198.51.100.77";
const LIMIT = 120;

test.use({ extraHTTPHeaders: { "x-forwarded-for": SOURCE } });
test.skip(({ isMobile }) => isMobile, "one source's count: runs in the desktop project only");

test("past its source's limit a new search shows why and ways on, while a search asked before still answers", async ({ page, request }) => {
  const stamp = Date.now().toString(36);
  for (let i = 0; i < LIMIT; i++) {
    const answer = await request.get(`/api/home/search_products?searchValue=${encodeURIComponent(`zq${stamp} ${i}`)}`);
    expect(answer.status()).toBe(200);
  }
  const refused = await request.get(`/api/home/search_products?searchValue=hoodie${stamp}`);
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);

  await page.goto(`/product?value=${encodeURIComponent(`hustle ${stamp}`)}`);
  await expect(page.getByText("Please wait a moment")).toBeVisible();
  await expect(page.getByRole("status")).toContainText("Too many new searches from your network");
  await expect(page.getByRole("link", { name: "Shop all designs" })).toBeVisible();

  // Asked before: answered from the cache, never refused.
  await page.goto(`/product?value=${encodeURIComponent(`zq${stamp} 3`)}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`zq${stamp} 3`);
  await expect(page.getByText("Please wait a moment")).toHaveCount(0);
});
