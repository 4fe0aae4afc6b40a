import { expect, test } from "./support/test";

// Icons are spans painted through a mask from app/icons.css (decision 0037). The unit test
// checks the stylesheet against the drawings; this checks a served page paints them: a lost
// import or a CSP that refused data: pictures would leave every icon an empty box.
test.describe("icons", () => {
  test("the header's icons are painted in their control's colour, at their size, with no SVG in the markup", async ({ page }) => {
    await page.goto("/");
    const search = page.locator("header .i-search").first();
    await expect(search).toBeVisible();
    const look = await search.evaluate((icon) => {
      const style = getComputedStyle(icon);
      const box = icon.getBoundingClientRect();
      return {
        mask: style.maskImage || style.getPropertyValue("-webkit-mask-image"),
        paint: style.backgroundColor,
        text: getComputedStyle(icon.parentElement!).color,
        width: box.width,
        height: box.height,
        hidden: icon.getAttribute("aria-hidden"),
      };
    });
    expect(look.mask).toMatch(/^url\("data:image\/svg\+xml,/);
    expect(look.paint).toBe(look.text);
    expect([look.width, look.height]).toEqual([24, 24]);
    expect(look.hidden).toBe("true");
    // A sized icon: the announcement bar's truck is 18 px.
    const truck = await page.locator(".i-truck").first().boundingBox();
    expect([truck?.width, truck?.height]).toEqual([18, 18]);
    // What is left as SVG is drawn in two colours: the logo and the banners' decorations.
    const svgs = await page.locator("header svg, footer svg, [data-testid='bottom-bar'] svg").count();
    expect(svgs).toBeLessThanOrEqual(2);
  });
});
