import { randomBytes } from "node:crypto";
import { expect, test } from "./support/test";
import { picture, sellerToken } from "./support/seller";

/**
 * A seller's change shows on the storefront at the next page load (issue: "Every write shows at
 * once"): each write revalidates its cache tag, and the shared cache in front of Next is emptied
 * with it. Each test first loads the page, so a stale stored copy would be what it sees.
 */
test.describe("a seller's writes show on the storefront at once", () => {
  // One project is enough: these are about the server's caches, not the screen size.
  test.skip(({ isMobile }) => isMobile, "the caches are the same for every screen");

  const tag = () => randomBytes(4).toString("hex");

  test("a new home banner, with its words and link", async ({ page, request }) => {
    const token = await sellerToken(request);
    await page.goto("/");
    const alt = `Monsoon sale ${tag()}: 30% off hoodies`;
    await expect(page.getByAltText(alt)).toHaveCount(0);

    const answer = await request.post("/api/upload", {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        category: "Home Page",
        alt,
        link: "/collections?color=Red",
        images: await picture("monsoon.png", 1600, 600),
        phoneImages: await picture("monsoon-phone.png", 800, 600, "#1f2c4c"),
      },
    });
    expect(answer.status(), await answer.text()).toBe(201);
    const [banner] = (await answer.json()).uploadedBanners;

    await page.goto("/");
    const shown = page.getByAltText(alt);
    await expect(shown).toHaveCount(1);
    await expect(page.locator(`a[href="/collections?color=Red"]`).filter({ has: shown })).toHaveCount(1);

    // Removed again, it is gone at the next load too (and the other tests see the demo banners).
    const removed = await request.delete(`/api/banner-delete/${banner._id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(removed.status()).toBe(200);
    await page.goto("/");
    await expect(page.getByAltText(alt)).toHaveCount(0);
  });

  test("a new blog post, in the list and on its own page, with markup shown as text", async ({ page, request }) => {
    const token = await sellerToken(request);
    await page.goto("/blog");
    const name = `How to style an oversized tee ${tag()}`;
    // Multipart, as a seller's form sends it: a paragraph per `description`, and the picture.
    const form = new FormData();
    form.append("name", name);
    form.append("description", "Start with the fit. <script>window.__blogScript = 1</script>");
    form.append("description", 'Then the print <img src=x onerror="window.__blogImg=1">.');
    form.append("additionalDescription", JSON.stringify([{ heading: "Pick your colour", description: "Black goes with everything." }]));
    const cover = await picture("cover.png", 1200, 800, "#2f7a4d");
    form.append("images", new File([new Uint8Array(cover.buffer)], cover.name, { type: cover.mimeType }));
    const answer = await request.post("/api/blog-add", { headers: { authorization: `Bearer ${token}` }, multipart: form });
    expect(answer.status(), await answer.text()).toBe(201);
    const { blog } = await answer.json();

    await page.goto("/blog");
    await expect(page.getByRole("link", { name }).first()).toBeVisible();
    await page.goto(`/blogdetail/${blog.slug}`);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText("<script>window.__blogScript = 1</script>", { exact: false })).toBeVisible();
    await expect(page.getByText('<img src=x onerror="window.__blogImg=1">', { exact: false })).toBeVisible();
    expect(await page.evaluate(() => ({ script: (window as never)["__blogScript"], img: (window as never)["__blogImg"] }))).toEqual({
      script: undefined,
      img: undefined,
    });

    // Removed, it leaves the list at the next load (and the demo posts lead it again).
    const removed = await request.delete(`/api/blog/${blog._id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(removed.status()).toBe(200);
    await page.goto("/blog");
    await expect(page.getByRole("link", { name })).toHaveCount(0);
    // Its page is a real 404 at once (it was a 200 "Blog post not found", a soft 404 search
    // engines keep), as for a slug that never existed.
    const gone = await page.goto(`/blogdetail/${blog.slug}`);
    expect(gone?.status()).toBe(404);
  });

  test("a new coupon, among a product page's special offers", async ({ page, request }) => {
    const token = await sellerToken(request);
    const products = (await (await request.get("/api/home/get-products")).json()).products as { slug: string }[];
    const productPage = `/product/details/${products[0]!.slug}`;
    await page.goto(productPage);
    const code = `E2E${tag().toUpperCase()}`;
    await expect(page.getByTestId("special-offers").getByText(code)).toHaveCount(0);

    const answer = await request.post("/api/add-coupon", {
      headers: { authorization: `Bearer ${token}` },
      data: { name: code, price: 499, discount: 15, userlimit: 1 },
    });
    expect(answer.status(), await answer.text()).toBe(201);
    const { coupon } = await answer.json();

    await page.goto(productPage);
    await expect(page.getByTestId("special-offers").getByText(code)).toBeVisible();

    const removed = await request.delete(`/api/delete-coupon/${coupon._id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(removed.status()).toBe(200);
    await page.goto(productPage);
    await expect(page.getByTestId("special-offers").getByText(code)).toHaveCount(0);
  });

  test("a new gift, in the gift store with its picture", async ({ page, request }) => {
    const token = await sellerToken(request);
    await page.goto("/gift-store");
    const name = `Rangoli Coffee Mug ${tag()}`;
    await expect(page.getByText(name)).toHaveCount(0);

    const answer = await request.post("/api/gift-add", {
      headers: { authorization: `Bearer ${token}` },
      multipart: { name, price: "449", discount: "10", images: await picture("mug.png", 800, 800, "#f5b82e") },
    });
    expect(answer.status(), await answer.text()).toBe(201);

    await page.goto("/gift-store");
    const card = page.getByText(name).first();
    await expect(card).toBeVisible();
    await expect(page.getByRole("img", { name }).first()).toBeVisible();
    const { gift } = await answer.json();

    const removed = await request.delete(`/api/gift-delete/${gift._id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(removed.status()).toBe(200);
    await page.goto("/gift-store");
    await expect(page.getByText(name)).toHaveCount(0);
  });
});
