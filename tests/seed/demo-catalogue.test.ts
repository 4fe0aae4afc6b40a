import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import bcrypt from "bcryptjs";
import { count, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { queryRows } from "@/lib/db";
import { averageRating } from "@/lib/reviews/average";
import { drawSeedImages, seedDatabase } from "@/lib/seed";
import { buildSeedRows } from "@/lib/seed/rows";
import { FABRIC } from "@/lib/seed/svg";
import {
  banners, blogSections, blogs, categories, coupons, customers, gifts, products, reviews, sellers,
} from "@/models";
import { withTestDatabase } from "../helpers/test-database";

const db = withTestDatabase();
const specColours = ["Black", "Blue", "Gray", "Green", "Red", "Orange", "White", "Purple", "Pink", "Brown", "Navy"];
const sizes = ["S", "M", "L", "XL", "XXL"];

async function tableCounts() {
  const tables = { sellers, categories, products, banners, blogs, blogSections, gifts, coupons, reviews, customers };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => [name, (await db().select({ n: count() }).from(table))[0]!.n] as const),
  );
  return Object.fromEntries(entries);
}

describe("demo catalogue", () => {
  it("has the shops, categories and products the pages need", async () => {
    expect((await db().select().from(sellers)).length).toBeGreaterThanOrEqual(2);
    const categoryNames = (await db().select({ name: categories.name, image: categories.image }).from(categories));
    expect(categoryNames.map((c) => c.name)).toEqual(expect.arrayContaining(["Fitness", "Motivation", "Pets", "Kids", "Men"]));
    expect(categoryNames.length).toBeGreaterThanOrEqual(6);
    for (const c of categoryNames) expect(c.image).toMatch(/^\/uploads\/seed\/.+\.webp$/);

    const all = await db().select().from(products);
    expect(all.length).toBeGreaterThanOrEqual(60);
    for (const gender of ["fitness", "motivation", "pets", "kids", "male"] as const) {
      expect(all.filter((p) => p.gender === gender).length, gender).toBeGreaterThanOrEqual(4);
    }
    for (const p of all) {
      expect(p.price, p.name).toBeGreaterThanOrEqual(299);
      expect(p.price, p.name).toBeLessThanOrEqual(1499);
      expect(p.images, p.name).toHaveLength(2);
      expect(p.colors.length, p.name).toBeGreaterThan(0);
      for (const colour of p.colors) expect(specColours, p.name).toContain(colour);
      for (const size of p.sizes) expect(sizes, p.name).toContain(size);
      expect(p.points.length, p.name).toBeGreaterThanOrEqual(3);
      expect(p.description.length, p.name).toBeGreaterThan(60);
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    expect(new Set(all.flatMap((p) => p.colors))).toEqual(new Set(specColours));
    expect(all.filter((p) => p.stock === 0).length).toBeGreaterThanOrEqual(2);
    expect(all.filter((p) => p.stock > 0 && p.stock <= 5).length).toBeGreaterThanOrEqual(2);
    expect(all.filter((p) => p.discount > 0).length).toBeGreaterThan(all.length / 2);
    expect(new Set(all.map((p) => p.createdAt.getTime())).size).toBe(all.length); // "latest" is well defined
  });

  it("has home and theme banners, blogs with sections, gifts, coupons and reviews", async () => {
    const bannerRows = await db().select().from(banners);
    expect(bannerRows.filter((b) => b.category === "Home Page")).toHaveLength(3);
    expect(bannerRows.map((b) => b.category)).toEqual(expect.arrayContaining(["fitness", "motivation", "pets", "kids", "male"]));

    const blogRows = await db().query.blogs.findMany({ with: { sections: true } });
    expect(blogRows).toHaveLength(4);
    for (const blog of blogRows) {
      expect(blog.description.length, blog.name).toBeGreaterThanOrEqual(3);
      expect(blog.sections.length, blog.name).toBeGreaterThanOrEqual(2);
    }
    expect(await db().select().from(gifts)).toHaveLength(8);
    expect(await db().select().from(coupons)).toHaveLength(3);

    const perProduct = await db()
      .select({ productId: reviews.productId, n: count() })
      .from(reviews)
      .groupBy(reviews.productId);
    expect(perProduct.length).toBeGreaterThanOrEqual(40);
    expect(perProduct.some((r) => r.n > 5)).toBe(true); // so the review pager shows somewhere
  });

  it("keeps every product's rating at its reviews' average to one decimal, 0 without reviews, as a new review sets it", async () => {
    const rows = await queryRows<{ name: string; rating: number; stars: number; reviews: number }>(db(), sql`
      select p.name, p.rating, coalesce(sum(r.rating), 0)::int as stars, count(r.id)::int as reviews
      from products p left join reviews r on r.product_id = p.id group by p.id, p.name, p.rating`);
    for (const row of rows) expect(row.rating, row.name).toBe(averageRating(row.stars, row.reviews));
    // Averages such as 4.3 and 4.7, not only the half stars they once were rounded to.
    expect(rows.some((row) => row.rating * 2 !== Math.round(row.rating * 2))).toBe(true);
    expect(rows.some((row) => row.reviews === 0 && row.rating === 0)).toBe(true);
  });

  it("dates the reviews over the past six months, none today, the same offsets on every run", async () => {
    const DAY = 24 * 3_600_000;
    const dates = (await db().select({ at: reviews.createdAt }).from(reviews)).map((r) => r.at.getTime());
    const seededAt = Math.max(...(await db().select({ at: products.createdAt }).from(products)).map((r) => r.at.getTime()));
    const daysAgo = dates.map((at) => (seededAt - at) / DAY);
    // The newest product was listed 3 hours before the seed ran.
    for (const days of daysAgo) expect(days).toBeGreaterThanOrEqual(1 - 3 / 24);
    for (const days of daysAgo) expect(days).toBeLessThanOrEqual(180);
    expect(Math.max(...daysAgo) - Math.min(...daysAgo)).toBeGreaterThan(120);
    const offsets = [new Date("2025-01-01T00:00:00Z"), new Date("2025-06-01T08:30:00Z")].map((now) =>
      buildSeedRows(now).reviews.map((r) => [r.id, now.getTime() - r.createdAt!.getTime()]),
    );
    expect(offsets[0]).toEqual(offsets[1]);
  });

  it("has the demo accounts of the README, with hashed passwords", async () => {
    const accounts = [
      ["demo@teerang.in", "Demo@1234", "customer"],
      ["seller@teerang.in", "Seller@1234", "seller"],
      ["studio@teerang.in", "Seller@1234", "seller"],
      ["admin@teerang.in", "Admin@1234", "admin"],
    ] as const;
    for (const [email, password, role] of accounts) {
      const [account] = await db().select().from(customers).where(eq(customers.email, email));
      expect(account?.role, email).toBe(role);
      expect(account!.passwordHash).not.toContain(password);
      expect(await bcrypt.compare(password, account!.passwordHash), email).toBe(true);
    }
    const shops = await db().select().from(sellers);
    expect(shops.every((s) => s.customerId)).toBe(true);
  });

  it("pictures every product in each of its colours, front and back; the first colour's are its images", async () => {
    const all = await db().select({ name: products.name, colors: products.colors, images: products.images, colorImages: products.colorImages }).from(products);
    for (const p of all) {
      expect(Object.keys(p.colorImages).sort(), p.name).toEqual([...p.colors].sort());
      for (const colour of p.colors) {
        expect(p.colorImages[colour], `${p.name} in ${colour}`).toEqual([
          expect.stringMatching(/^\/uploads\/seed\/products\/.+-front\.webp$/),
          expect.stringMatching(/^\/uploads\/seed\/products\/.+-back\.webp$/),
        ]);
      }
      expect(p.images, p.name).toEqual(p.colorImages[p.colors[0]!]);
    }
    const urls = all.flatMap((p) => Object.values(p.colorImages).flat());
    expect(new Set(urls).size).toBe(urls.length); // each colour a picture of its own
  });

  it("gives products seeded before colours had pictures their pictures when seeded again, and only those", async () => {
    const [older, edited] = await db().select({ id: products.id, colorImages: products.colorImages }).from(products).limit(2);
    await db().update(products).set({ colorImages: {} }).where(eq(products.id, older!.id));
    const shopsOwn = { Black: ["/uploads/own-front.webp", "/uploads/own-back.webp"] };
    await db().update(products).set({ colorImages: shopsOwn }).where(eq(products.id, edited!.id));
    expect(await seedDatabase(db())).toMatch(/pictures per colour for 1 product seeded earlier\.?$/);
    const after = new Map((await db().select({ id: products.id, colorImages: products.colorImages }).from(products)).map((r) => [r.id, r.colorImages]));
    expect(after.get(older!.id)).toEqual(older!.colorImages);
    expect(after.get(edited!.id)).toEqual(shopsOwn);
    await db().update(products).set({ colorImages: edited!.colorImages }).where(eq(products.id, edited!.id));
  });

  it("adds nothing when run again", async () => {
    const before = await tableCounts();
    await seedDatabase(db());
    expect(await tableCounts()).toEqual(before);
  });

  it("draws a real image for every picture the rows name, once", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-seed-images-"));
    const written = await drawSeedImages(path.join(dataDir, "uploads"));
    const pictured = await db().select({ name: products.name, colorImages: products.colorImages }).from(products);
    const urls = [
      ...(await db().select({ images: products.images }).from(products)).flatMap((r) => r.images),
      ...pictured.flatMap((r) => Object.values(r.colorImages).flat()),
      ...(await db().select({ image: categories.image }).from(categories)).map((r) => r.image),
      ...(await db().select({ url: banners.url }).from(banners)).map((r) => r.url),
      ...(await db().select({ images: gifts.images }).from(gifts)).flatMap((r) => r.images),
      ...(await db().select({ images: blogs.images }).from(blogs)).flatMap((r) => r.images),
    ];
    expect(written).toBeGreaterThanOrEqual(new Set(urls).size);
    for (const url of urls) {
      const file = path.join(dataDir, url.replace(/^\//, ""));
      expect(fs.existsSync(file), url).toBe(true);
    }
    // Not grey boxes: a product picture has colour and detail.
    const first = path.join(dataDir, urls[0]!.replace(/^\//, ""));
    const meta = await sharp(first).metadata();
    expect(meta.format).toBe("webp");
    const stats = await sharp(first).stats();
    expect(stats.channels.some((c) => c.stdev > 20)).toBe(true);

    // Each colour's front is drawn in its own colour: for any two colours of a product, the
    // fabric below the print matches the two colours better as labelled than swapped. (Light and
    // shade move every colour a little, so "nearest of all eleven" would mistake black for navy.)
    const fabric = (colour: string) => [1, 3, 5].map((i) => Number.parseInt(FABRIC[colour]!.slice(i, i + 2), 16));
    const distance = (a: readonly number[], b: readonly number[]) => a.reduce((sum, c, i) => sum + (c - b[i]!) ** 2, 0);
    for (const { name, colorImages } of pictured) {
      const samples = new Map<string, number[]>();
      for (const [colour, [front]] of Object.entries(colorImages)) {
        const { data } = await sharp(path.join(dataDir, front!.replace(/^\//, "")))
          .extract({ left: 380, top: 700, width: 40, height: 40 })
          .resize(1, 1)
          .raw()
          .toBuffer({ resolveWithObject: true });
        samples.set(colour, [...data.subarray(0, 3)]);
      }
      for (const [a, sampleA] of samples) {
        for (const [b, sampleB] of samples) {
          if (a >= b) continue;
          const labelled = distance(sampleA, fabric(a)) + distance(sampleB, fabric(b));
          const swapped = distance(sampleA, fabric(b)) + distance(sampleB, fabric(a));
          expect(labelled, `${name}: ${a} and ${b}`).toBeLessThan(swapped);
        }
      }
    }

    expect(await drawSeedImages(path.join(dataDir, "uploads"))).toBe(0);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);
});
