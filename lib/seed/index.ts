import "server-only";
import { count, inArray, sql } from "drizzle-orm";
import { queryRows, type Database, type Transaction } from "@/lib/db";
import { banners, blogSections, blogs, categories, coupons, customers, gifts, products, reviews, sellers } from "@/models";
import { accountRows } from "./accounts";
import { drawSeedImages } from "./images";
import { buildSeedRows, type SeedRows } from "./rows";

export { drawSeedImages } from "./images";

/**
 * The demo catalogue of the shop: accounts, shops, categories, products with pictures and
 * reviews, banners, blogs, gifts and coupons. Every row has a fixed id and is inserted with
 * ON CONFLICT DO NOTHING, so seeding twice adds nothing and never fails.
 */

const CHUNK = 200;

/** Inserts in chunks; returns how many rows were new. */
async function insertNew<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown[]>): Promise<number> {
  let added = 0;
  for (let i = 0; i < rows.length; i += CHUNK) added += (await insert(rows.slice(i, i + CHUNK))).length;
  return added;
}

/** The stored id of each natural key: a row that existed before the seed keeps its own id. */
async function idsBy(tx: Transaction, table: typeof sellers | typeof categories | typeof products | typeof blogs, keys: string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const found = await tx.select({ id: table.id, slug: table.slug }).from(table).where(inArray(table.slug, keys));
  return new Map(found.map((row) => [row.slug, row.id]));
}

/**
 * Gives the seed's own products (found by their seed ids) their pictures per colour when they
 * have none: a catalogue seeded before each colour had pictures of its own. Rows with pictures
 * per colour already (a shop's own edit included) are left as they are. Returns how many it filled.
 */
async function fillColourPictures(db: Database | Transaction, rows: SeedRows["products"]): Promise<number> {
  if (rows.length === 0) return 0;
  const values = sql.join(
    rows.map((row) => sql`(${row.id}::uuid, ${JSON.stringify(row.colorImages ?? {})}::jsonb)`),
    sql`, `,
  );
  const filled = await queryRows<{ id: string }>(
    db,
    sql`update products as p set color_images = v.pictures
        from (values ${values}) as v(id, pictures)
        where p.id = v.id and p.color_images = '{}'::jsonb
        returning p.id`,
  );
  return filled.length;
}

/**
 * Demo banners stored before banners carried words, a link and a phone crop get them (only
 * where still without words: a banner someone has since edited is left alone).
 */
async function fillBannerWords(db: Database | Transaction, rows: SeedRows["banners"]): Promise<void> {
  if (rows.length === 0) return;
  const values = sql.join(
    rows.map((row) => sql`(${row.id}::uuid, ${row.alt ?? ""}, ${row.link ?? null}, ${row.phoneUrl ?? null})`),
    sql`, `,
  );
  await db.execute(
    sql`update banners as b set alt = v.alt, link = v.link, phone_url = v.phone_url
        from (values ${values}) as v(id, alt, link, phone_url)
        where b.id = v.id and b.alt = ''`,
  );
}

function plural(n: number, word: string): string {
  return `${n} ${n === 1 ? word.replace(/ies$/, "y").replace(/s$/, "") : word}`;
}

/** Inserts every demo row in one transaction; returns a one-line summary. */
export async function seedDatabase(db: Database): Promise<string> {
  const now = new Date();
  const accounts = await accountRows(now);
  const rows = buildSeedRows(now);

  let filled = 0;
  const added = await db.transaction(async (tx) => {
    let n = 0;
    n += await insertNew(accounts, (c) => tx.insert(customers).values(c).onConflictDoNothing().returning({ id: customers.id }));

    // An account registered earlier under a demo e-mail keeps its id; shops point at it.
    const emails = accounts.map((a) => a.email);
    const accountIds = new Map(
      (await tx.select({ id: customers.id, email: customers.email }).from(customers).where(inArray(customers.email, emails))).map((r) => [r.email, r.id]),
    );
    const sellerRows = rows.sellers.map(({ ownerEmail, ...seller }) => ({ ...seller, customerId: accountIds.get(ownerEmail) ?? null }));
    n += await insertNew(sellerRows, (c) => tx.insert(sellers).values(c).onConflictDoNothing().returning({ id: sellers.id }));
    n += await insertNew(rows.categories, (c) => tx.insert(categories).values(c).onConflictDoNothing().returning({ id: categories.id }));

    const sellerIds = await idsBy(tx, sellers, rows.sellers.map((s) => s.slug));
    const categoryIds = await idsBy(tx, categories, rows.categories.map((c) => c.slug));
    const productRows = rows.products.map(({ shopSlug, categorySlug, ...product }) => ({
      ...product,
      sellerId: sellerIds.get(shopSlug) ?? product.sellerId,
      categoryId: categoryIds.get(categorySlug) ?? product.categoryId,
    }));
    n += await insertNew(productRows, (c) => tx.insert(products).values(c).onConflictDoNothing().returning({ id: products.id }));
    filled = await fillColourPictures(tx, rows.products);

    // Reviews and sections only go to the seed's own products and posts, never to a
    // shop's real product that happens to share a slug.
    const ownProducts = new Set((await idsBy(tx, products, rows.products.map((p) => p.slug))).values());
    const reviewRows = rows.reviews.filter((r) => ownProducts.has(r.productId));
    n += await insertNew(reviewRows, (c) => tx.insert(reviews).values(c).onConflictDoNothing().returning({ id: reviews.id }));

    n += await insertNew(rows.banners, (c) => tx.insert(banners).values(c).onConflictDoNothing().returning({ id: banners.id }));
    await fillBannerWords(tx, rows.banners);
    n += await insertNew(rows.blogs, (c) => tx.insert(blogs).values(c).onConflictDoNothing().returning({ id: blogs.id }));
    const ownBlogs = new Set((await idsBy(tx, blogs, rows.blogs.map((b) => b.slug))).values());
    const sectionRows = rows.blogSections.filter((s) => ownBlogs.has(s.blogId));
    n += await insertNew(sectionRows, (c) => tx.insert(blogSections).values(c).onConflictDoNothing().returning({ id: blogSections.id }));

    const giftRows = rows.gifts.map((gift) => ({ ...gift, sellerId: sellerIds.get(rows.sellers[0]!.slug) ?? null }));
    n += await insertNew(giftRows, (c) => tx.insert(gifts).values(c).onConflictDoNothing().returning({ id: gifts.id }));
    n += await insertNew(rows.coupons, (c) => tx.insert(coupons).values(c).onConflictDoNothing().returning({ id: coupons.id }));
    return n;
  });

  const catalogue = [
    plural(rows.sellers.length, "shops"),
    plural(rows.categories.length, "categories"),
    plural(rows.products.length, "products"),
    plural(rows.banners.length, "banners"),
    plural(rows.blogs.length, "blogs"),
    plural(rows.gifts.length, "gifts"),
    plural(rows.coupons.length, "coupons"),
    plural(rows.reviews.length, "reviews"),
    plural(accounts.length, "accounts"),
  ].join(", ");
  const pictures = filled > 0 ? `; pictures per colour for ${plural(filled, "products")} seeded earlier` : "";
  return (added === 0 ? `${catalogue}; all present already, nothing added` : `${catalogue}; ${plural(added, "new rows")}`) + pictures;
}

/**
 * Server start-up for the embedded database: makes sure the pictures exist, and fills an empty
 * catalogue with the demo data. Returns the summary when it seeded, else undefined.
 */
export async function seedIfEmpty(db: Database, uploadsRoot: string): Promise<string | undefined> {
  await drawSeedImages(uploadsRoot);
  const [row] = await db.select({ n: count() }).from(products);
  if ((row?.n ?? 0) > 0) {
    // A catalogue seeded before colours had pictures of their own gets them now (the files
    // were just drawn); one statement that changes nothing once they are there.
    await fillColourPictures(db, buildSeedRows(new Date()).products);
    return undefined;
  }
  return seedDatabase(db);
}
