import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, test, type Page } from "./support/test";

/**
 * A shopper's page view sends its Web Vitals, and they land in the shop's database: read back
 * with `npm run vitals` itself, on the running e2e server's embedded database (the script asks
 * the server for a copy). The e2e build measures every page view (VITALS_SAMPLE_PERCENT=100 in
 * scripts/test.sh), and the server trusts the loopback proxy, so this test's own X-Forwarded-For
 * address keeps its beacons clear of the limit other tests' page views count against.
 */
test.use({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.122" } });

const run = promisify(execFile);

/** The LCP count `npm run vitals` reports for the gift store on this device, 0 when it has none. */
async function giftStoreLcpCount(device: string): Promise<number> {
  // `npm run vitals`, without npm's own start-up.
  const { stdout } = await run("node_modules/.bin/tsx", ["--import", "./scripts/server-context.mjs", "scripts/vitals.ts"], {
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, DATABASE_URL: "" },
    timeout: 90_000,
  });
  const line = stdout.split("\n").find((text) => text.startsWith(`| gift-store | ${device} |`));
  const lcp = line?.split("|")[3]?.trim() ?? "";
  return Number(/\((\d+)\)$/.exec(lcp)?.[1] ?? 0);
}

/** The response carrying web-vitals' code: fetched only after the page is idle, and only in a sampled page view. */
const measuringLoaded = (page: Page) =>
  page.waitForResponse(async (response) => /\/_next\/static\/.+\.js$/.test(new URL(response.url()).pathname) && (await response.text()).includes("largest-contentful-paint"));

test("a page view sends its vitals when the shopper leaves, and npm run vitals counts them", async ({ page, isMobile }) => {
  test.setTimeout(240_000);
  const device = isMobile ? "phone" : "desktop";
  const before = await giftStoreLcpCount(device);

  const measuring = measuringLoaded(page);
  await page.goto("/gift-store?utm_source=mail&email=asha@example.in");
  await measuring;
  // Leaving the page hides it: the moment the beacon goes.
  await page.goto("/about");

  await expect.poll(() => giftStoreLcpCount(device), { timeout: 120_000, intervals: [1_000] }).toBeGreaterThan(before);
});
