import { expect, test, type Locator, type Page } from "./support/test";
import { hydrated } from "./support/hydration";

/** Every home section after the banners, in the page's order. */
const sections = [
  { testId: "banner-carousel" },
  { testId: "new-arrivals", heading: "New Arrivals" },
  { testId: "promo-offers", heading: "Top Offers" },
  { testId: "best-sale", heading: "Best Sale" },
  { testId: "deal-blocks" },
  { testId: "social-strip", heading: "#TeeRangOnYou" },
  { testId: "blog-teasers", heading: "From Our Blog" },
  { testId: "subscribe-box", heading: "Get new drops first" },
  { testId: "testimonials", heading: "What Our Customers Say" },
  { testId: "info-badges" },
  { testId: "may-like", heading: "Product May You Like" },
  { testId: "shop-by-category", heading: "Shop By Category" },
  { testId: "design-links" },
] as const;

async function pageTop(locator: Locator): Promise<number> {
  return locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
}

/** Slides whose content lies inside the carousel's viewport (the slides' gutters may not). */
async function slidesInView(carousel: Locator): Promise<number> {
  return carousel.evaluate((root) => {
    const viewport = root.querySelector('[aria-roledescription="slide"]')?.parentElement?.parentElement;
    if (!viewport) return 0;
    const box = viewport.getBoundingClientRect();
    return [...root.querySelectorAll('[aria-roledescription="slide"]')].filter((slide) => {
      const r = (slide.firstElementChild ?? slide).getBoundingClientRect();
      return r.left >= box.left - 2 && r.right <= box.right + 2;
    }).length;
  });
}

async function openHome(page: Page) {
  // No autoplay: slides stay where the test can measure them.
  await page.emulateMedia({ reducedMotion: "reduce" });
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await comeNearMoreSections(page);
}

/**
 * The sections below the offers come as data when the shopper comes near them
 * (docs/decisions/0031): scroll to the foot of the page, where their room is, until they are drawn.
 */
async function comeNearMoreSections(page: Page) {
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByTestId("best-sale")).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

test.describe("home sections", () => {
  test("every section of the spec renders, in order, with real data", async ({ page, request, isMobile }) => {
    await openHome(page);

    await test.step("sections and headings, in the spec's order", async () => {
      const tops: number[] = [];
      for (const section of sections) {
        const locator = page.getByTestId(section.testId);
        await expect(locator, section.testId).toBeAttached();
        if ("heading" in section) {
          await expect(locator.getByRole("heading", { level: 2, name: section.heading, exact: true })).toBeAttached();
        }
        tops.push(await pageTop(locator));
      }
      expect(tops).toEqual([...tops].sort((a, b) => a - b));
    });

    await test.step("three fixed offers with paise: 3 at once on a desktop, 1 on a phone", async () => {
      const offers = page.getByTestId("promo-offers");
      await offers.scrollIntoViewIfNeeded();
      await expect(offers.getByTestId("offer-price")).toHaveText(["₹323.99", "₹139.99", "₹189.99"]);
      expect(await slidesInView(offers)).toBe(isMobile ? 1 : 3);
    });

    await test.step("Best Sale carousel of product cards", async () => {
      const bestSale = page.getByTestId("best-sale");
      await bestSale.scrollIntoViewIfNeeded();
      const cards = bestSale.getByTestId("product-card");
      expect(await cards.count()).toBeGreaterThanOrEqual(5);
      await expect(cards.first()).toContainText(/₹[\d,]+/);
      await expect(cards.first().getByRole("link")).toHaveAttribute("href", /^\/product\/details\/[a-z0-9-]+$/);
      expect(await slidesInView(bestSale)).toBe(isMobile ? 2 : 5);
      // Reduced motion: nothing moves on its own, and the control offers to play.
      await expect(bestSale.getByRole("button", { name: "Play the products" })).toBeVisible();
      const before = await cards.first().evaluate((card) => card.getBoundingClientRect().left);
      await bestSale.getByRole("button", { name: "Next product" }).click();
      await expect.poll(() => cards.first().evaluate((card) => card.getBoundingClientRect().left)).toBeLessThan(before);
    });

    await test.step("the sale blocks lead to the offers page", async () => {
      await expect(page.getByTestId("deal-50")).toHaveAttribute("href", "/offer-promotion");
      await expect(page.getByTestId("deal-50")).toContainText("50%");
      await expect(page.getByTestId("deal-20")).toHaveAttribute("href", "/offer-promotion");
      await expect(page.getByTestId("deal-20")).toContainText("20% Off");
    });

    await test.step("the social strip shows product photos", async () => {
      const strip = page.getByTestId("social-strip");
      await expect(strip.getByRole("link", { name: /Follow/ })).toHaveAttribute("href", /instagram\.com/);
      const tiles = strip.locator('a[href^="/product/details/"]');
      await expect(tiles).toHaveCount(6);
      await tiles.first().scrollIntoViewIfNeeded();
      await expect
        .poll(() => tiles.first().locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
    });

    await test.step("two blog teasers of at most 20 words, leading to real posts", async () => {
      const teasers = page.getByTestId("blog-teaser");
      await expect(teasers).toHaveCount(2);
      for (const teaser of await teasers.all()) {
        const href = await teaser.getByRole("link").getAttribute("href");
        expect(href).toMatch(/^\/blogdetail\/[a-z0-9-]+$/);
        expect((await request.get(href!)).status()).toBe(200);
        const text = (await teaser.locator("p").first().innerText()).replace(/\.\.\.$/, "");
        expect(text.split(/\s+/).length).toBeLessThanOrEqual(20);
      }
    });

    await test.step("the subscribe box does nothing on submit", async () => {
      const box = page.getByTestId("subscribe-box");
      await box.getByRole("textbox").fill("asha@example.in");
      await box.getByRole("button", { name: "Subscribe" }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    await test.step("eight testimonials and the three badges, returns within 7 days", async () => {
      await expect(page.getByTestId("testimonials").locator('[aria-roledescription="slide"]')).toHaveCount(8);
      const badges = page.getByTestId("info-badges");
      await expect(badges.getByRole("listitem")).toHaveCount(3);
      await expect(badges).toContainText("7-Day Returns");
      await expect(badges).not.toContainText("30");
    });

    await test.step("Product May You Like grid and Shop By Category links", async () => {
      const grid = page.getByTestId("may-like").getByTestId("product-card").filter({ visible: true });
      expect(await grid.count()).toBe(10);
      const categories = page.getByTestId("shop-by-category").getByRole("link");
      expect(await categories.count()).toBeGreaterThanOrEqual(3);
      for (const link of await categories.all()) {
        await expect(link).toHaveAttribute("href", /^\/category-data\/[a-z0-9-]+$/);
      }
      await expect(categories.filter({ hasText: "Fitness" })).toHaveAttribute("href", "/category-data/fitness");
    });

    await test.step("links to the design form and to Motivation", async () => {
      const links = page.getByTestId("design-links");
      await expect(links.getByRole("link", { name: /Design Your Own/ })).toHaveAttribute("href", "/queryform");
      await expect(links.getByRole("link", { name: /Motivation/ })).toHaveAttribute("href", "/products/search?gender=Motivation");
    });
  });

  test("carousels move on their own, pause on request, and never break the page", async ({ page }) => {
    test.setTimeout(60_000); // it waits out autoplay delays on purpose
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/");
    await comeNearMoreSections(page);

    const bestSale = page.getByTestId("best-sale");
    await bestSale.scrollIntoViewIfNeeded();
    // Where the first card sits within its section: the carousel's own movement. Against the
    // window, the page's layout settling around the section (a scrollbar, a late picture) moved
    // it too, and a paused carousel read 10 px off on a busy machine.
    const left = () =>
      bestSale
        .getByTestId("product-card")
        .first()
        .evaluate((card) => Math.round(card.getBoundingClientRect().left - card.closest('[data-testid="best-sale"]')!.getBoundingClientRect().left));
    const start = await left();
    // Autoplay starts once the island has loaded and its 2 s delay has passed; on a machine busy
    // with other work that took longer than 8 s once, so the wait is generous: a carousel that
    // never moves still fails.
    await expect.poll(left, { timeout: 20_000 }).not.toBe(start);

    await bestSale.getByRole("button", { name: "Pause the products" }).click();
    await expect(bestSale.getByRole("button", { name: "Play the products" })).toBeVisible();
    // The slide under way settles (slower when the machine is busy): three reads half a second
    // apart agree. Two once agreed on a machine busy with a build while the slide's last 15 px
    // were still to come; a carousel that moves on still fails below, a slide rests only 2 s.
    let paused = await left();
    let still = 0;
    await expect
      .poll(
        async () => {
          const now = await left();
          still = now === paused ? still + 1 : 0;
          paused = now;
          return still >= 2;
        },
        { intervals: [500], timeout: 10_000 },
      )
      .toBe(true);
    await page.waitForTimeout(2_500); // longer than the 2 s delay
    // No next slide (a card's width, 150 px and more). The slide's own easing ends slowly and
    // under load two reads can agree while its last pixels remain (-251 then -253 here): a few
    // pixels are the last slide settling, not the carousel moving on.
    expect(Math.abs((await left()) - paused)).toBeLessThanOrEqual(4);

    // Sections whose slides all fit at once (the blog pair on a desktop) have nothing to play.
    for (const testId of ["blog-teasers", "testimonials", "shop-by-category"]) {
      await page.getByTestId(testId).scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
    }
    expect(errors).toEqual([]);
  });

  test("the first HTML holds the first screen and a scroll; the rest comes as data when the shopper comes near", async ({ page, request }) => {
    const html = await (await request.get("/")).text();
    for (const testId of ["new-arrivals", "promo-offers", "more-sections-room"]) expect(html).toContain(`data-testid="${testId}"`);
    for (const testId of ["best-sale", "may-like", "testimonials", "shop-by-category"]) expect(html).not.toContain(`data-testid="${testId}"`);
    // It was 334 kB with every section in it (decision 0031).
    expect(html.length).toBeLessThan(180_000);

    const asked: string[] = [];
    page.on("request", (sent) => {
      if (new URL(sent.url()).pathname === "/api/home/more-sections") asked.push(sent.url());
    });
    await page.goto("/");
    await hydrated(page.getByTestId("quick-add-button"));
    await page.waitForTimeout(500);
    const farBelow = await page.evaluate(() => {
      const room = document.querySelector('[data-testid="more-sections-room"]');
      return room !== null && room.getBoundingClientRect().top > window.innerHeight + 1600;
    });
    // Two screens ahead of the shopper: a phone has not come near yet, a desktop has.
    if (farBelow) expect(asked).toEqual([]);
    await comeNearMoreSections(page);
    expect(asked).toHaveLength(1);
    // What follows hardly moved: the room was about the sections' height.
    await expect(page.getByTestId("more-sections-room")).toHaveCount(0);
  });

  test("when the sections cannot be fetched, the shopper can try again", async ({ page }) => {
    // Refused until the shopper asks again (the page itself tries twice more first).
    let reachable = false;
    await page.route("**/api/home/more-sections", (route) => (reachable ? route.continue() : route.abort("failed")));
    await page.goto("/");
    const alert = page.getByRole("alert").filter({ hasText: "We could not load more of the shop just now." });
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(alert).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    reachable = true;
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByTestId("best-sale")).toBeAttached();
    await expect(alert).toHaveCount(0);
  });

  test("scrolling to the foot fetches none of the footer's pages, and a lower section's link only when reached for", async ({ page }) => {
    // The router's prefetches: payload requests (?_rsc=) for another page, by address.
    const prefetched = new Set<string>();
    page.on("request", (sent) => {
      const url = new URL(sent.url());
      if (!url.searchParams.has("_rsc")) return;
      url.searchParams.delete("_rsc");
      prefetched.add(url.pathname + url.search);
    });
    await page.goto("/");
    await comeNearMoreSections(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = page.locator("footer");
    await expect(footer).toBeInViewport();
    const addresses = (links: Locator) => links.evaluateAll((found) => found.map((link) => link.getAttribute("href")!));
    // The desktop header links to the same themes as the footer, and prefetches them itself.
    const headerAddresses = await addresses(page.locator('header a[href^="/"]'));
    const footerOnly = (await addresses(footer.locator('a[href^="/"]'))).filter((href) => !headerAddresses.includes(href));
    expect(footerOnly).toContain("/track");
    const category = page.getByTestId("shop-by-category").locator('a[href^="/category-data/"]').first();
    const categoryAddress = (await category.getAttribute("href"))!;
    // Time for the router's in-view prefetching, which used to fetch every one of them.
    await page.waitForTimeout(2_000);
    const unasked = [...prefetched].filter(
      (address) => footerOnly.includes(address) || address.startsWith("/category-data/") || address.startsWith("/blogdetail/"),
    );
    expect(unasked).toEqual([]);

    // Reaching for a tile (focus, as a keyboard or a touch start does) fetches its page ahead.
    await hydrated(category);
    await category.focus();
    await expect.poll(() => prefetched.has(categoryAddress)).toBe(true);
  });

  test("a carousel is the browser's own scrolling: a sideways scroll rests on a slide, its dot follows, and autoplay ends at a touch", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/");
    const carousel = page.getByTestId("banner-carousel");
    const second = carousel.getByRole("group", { name: "banner 2 of 3" });
    await expect(second.locator("img")).toBeAttached(); // the later banners are drawn
    const viewport = second.locator("xpath=../..");
    await hydrated(carousel.getByRole("button", { name: "Next banner" }));
    // Autoplay is on (no reduced motion): a press on the slides ends it for good.
    await expect(carousel.getByRole("button", { name: "Pause the banners" })).toBeVisible();
    await viewport.dispatchEvent("pointerdown");
    await expect(carousel.getByRole("button", { name: "Play the banners" })).toBeVisible();

    // A swipe is a scroll of the window the slides sit in (no library moves them): scrolled to
    // the third banner's place, the carousel says it rests there.
    await viewport.evaluate((element) => element.scrollTo({ left: 0, behavior: "instant" }));
    await expect(carousel.getByRole("button", { name: "Show banner 1" })).toHaveAttribute("aria-current", "true");
    await viewport.evaluate((element) => element.scrollTo({ left: element.clientWidth * 2, behavior: "instant" }));
    await expect(carousel.getByRole("button", { name: "Show banner 3" })).toHaveAttribute("aria-current", "true");
    await expect(carousel.getByRole("group", { name: "banner 3 of 3" }).getByRole("link")).toBeInViewport({ ratio: 0.9 });
    // Next from the last banner goes back to the first; Previous from the first to the last.
    await carousel.getByRole("button", { name: "Next banner" }).click();
    await expect(carousel.getByRole("button", { name: "Show banner 1" })).toHaveAttribute("aria-current", "true");
    await expect(carousel.getByRole("group", { name: "banner 1 of 3" }).getByRole("link")).toBeInViewport({ ratio: 0.9 });
    await carousel.getByRole("button", { name: "Previous banner" }).click();
    await expect(carousel.getByRole("button", { name: "Show banner 3" })).toHaveAttribute("aria-current", "true");
    // Half a slide along, a finger let go: the window snaps to a whole banner. (From rest: a
    // scroll set while Previous's smooth scroll was still under way once stayed 3 px off a snap.)
    await expect.poll(() => viewport.evaluate((element) => element.scrollLeft % element.clientWidth)).toBe(0);
    await viewport.evaluate((element) => element.scrollTo({ left: element.clientWidth * 0.4, behavior: "instant" }));
    await expect.poll(() => viewport.evaluate((element) => element.scrollLeft % element.clientWidth)).toBe(0);
  });

  test("quick add opens with the default colour and size; Add asks a signed-out shopper to log in", async ({ page }) => {
    await openHome(page);
    const button = page.getByTestId("new-arrivals").getByTestId("quick-add-button").filter({ visible: true }).first();
    await hydrated(button);
    await button.click();

    const dialog = page.getByTestId("quick-add-dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading")).toBeVisible();

    // White when the product comes in white, else its first colour; its first size ("full" is no size here).
    const colours = await dialog.getByRole("group", { name: /Colour/ }).getByRole("radio").all();
    const colourNames = await Promise.all(colours.map((radio) => radio.getAttribute("value")));
    const expectedColour = colourNames.includes("White") ? "White" : colourNames[0]!;
    await expect(dialog.getByRole("radio", { name: expectedColour, exact: true })).toBeChecked();
    const firstSize = dialog.getByRole("group", { name: /Size/ }).getByRole("radio").first();
    await expect(firstSize).toBeChecked();

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Add to Cart" }).click();
    await expect(page.getByRole("dialog", { name: "Sign In" })).toBeVisible();
  });

  test("quick add reads the product when reached for; a failed read opens nothing and says why", async ({ page }) => {
    const reads: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/home/quick-add/")) reads.push(request.url());
    });
    await openHome(page);
    // The page carries no colours or sizes for the quick add: only the card's name and slug.
    expect(await page.content()).not.toContain("colorImages");
    const button = page.getByTestId("new-arrivals").getByTestId("quick-add-button").filter({ visible: true }).first();
    await hydrated(button);

    // Offline for this one read: the button announces why, and keeps the focus.
    await page.route("**/api/home/quick-add/**", (route) => route.abort("internetdisconnected"));
    await button.click();
    await expect(button.locator("xpath=following-sibling::p[@role='status']")).toHaveText("Could not load this product's sizes. Please try again.");
    await expect(page.getByTestId("quick-add-dialog")).toHaveCount(0);
    await expect(button).toBeFocused();

    // Back online, the next tap reads it again and opens the dialog with its price.
    await page.unroute("**/api/home/quick-add/**");
    await button.click();
    const dialog = page.getByTestId("quick-add-dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("₹");
    const slug = await button.locator("xpath=ancestor::div[contains(@class,'relative')][1]//article").getAttribute("data-slug");
    expect(reads.some((url) => url.endsWith(`/api/home/quick-add/${slug}`))).toBe(true);
  });

  test("search suggests products by name; picking one opens the listing and clears the box", async ({ page, isMobile }) => {
    await page.goto("/");
    await hydrated(page.getByTestId("search-button"));
    await page.getByTestId("search-button").click();
    const input = page.getByRole("combobox", { name: /Search/ });
    await expect(input).toBeFocused();
    await input.pressSequentially("dog", { delay: 30 });

    const list = page.getByRole("listbox", { name: "Product suggestions" });
    await expect(list).toBeVisible();
    await expect(input).toHaveAttribute("aria-expanded", "true");
    const options = list.getByRole("option");
    expect(await options.count()).toBeGreaterThan(0);
    expect(await options.count()).toBeLessThanOrEqual(8);
    // "dog" lists the dog designs first (then the other pets': a pet is what a dog lover shops for).
    expect((await options.first().innerText()).toLowerCase()).toContain("dog");

    // Escape closes the list and leaves the box open; typing again brings the list back.
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await expect(input).toBeVisible();
    await input.press("ArrowDown");
    await expect(list).toBeVisible();

    let name: string;
    if (isMobile) {
      const option = options.first();
      name = (await option.locator("span").first().innerText()).trim();
      await option.tap();
    } else {
      await expect(options.first()).toHaveAttribute("aria-selected", "true");
      await input.press("ArrowDown");
      await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
      await expect(input).toHaveAttribute("aria-activedescendant", (await options.nth(1).getAttribute("id"))!);
      name = (await options.nth(1).locator("span").first().innerText()).trim();
      await input.press("Enter");
    }
    // The listing is rendered for this search on arrival: allow a busy test server its time.
    await expect(page).toHaveURL(`/product?value=${encodeURIComponent(name)}`, { timeout: 20_000 });
    // The box closed on the way (the combobox role is gone with it): it holds no text.
    await expect(page.getByTestId("search-input")).toHaveValue("");
  });

  test("submitting the typed text without a pick searches for it", async ({ page }) => {
    await page.goto("/");
    await hydrated(page.getByTestId("search-button"));
    await page.getByTestId("search-button").click();
    const input = page.getByRole("combobox", { name: /Search/ });
    await input.fill("hoodie");
    await input.press("Enter");
    await expect(page).toHaveURL("/product?value=hoodie");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the home page keeps no empty room and leads to the whole collection instead", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "See every product in the collection" })).toHaveAttribute("href", "/collections");
    expect(await page.getByTestId("more-sections-room").evaluate((element) => element.getBoundingClientRect().height)).toBe(0);
  });
});
