import { and, desc, eq, gt, max, min, ne, sql } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { cacheTags } from "@/lib/cache-tags";
import { getDb } from "@/lib/db";
import { displayedPriceSql } from "@/lib/pricing";
import { categories, products } from "@/models";
import { categoryNamedBy, productNamedBy } from "./path-keys";
import { newestFirst, productCardColumns, selectProducts, toProduct } from "./product-rows";
import type { Category, HomeProducts, PriceRange, Product, ProductGender, ProductPage, ProductSummary } from "./types";

/**
 * How many products the lists carry. The home list is the newest 60: the home grids use the
 * first 10, "Product May You Like" items 7 to 11, the header search filters it; the full
 * catalogue is paged by queryProducts. The smaller groups are flat lists of 12, a count that
 * fills carousels of 1, 2, 3 or 4 slides per view.
 */
export const HOME_PRODUCTS_LIMIT = 60;
export const HOME_GROUP_LIMIT = 12;
export const RELATED_PRODUCTS_LIMIT = 12;
export const SHOP_PRODUCTS_LIMIT = 12;
export const CATEGORY_PRODUCTS_LIMIT = 100;
export const GENDER_PRODUCTS_LIMIT = 100;

/** The price range shown when the catalogue is empty. */
export const EMPTY_PRICE_RANGE: PriceRange = { low: 0, high: 100 };

const summaryColumns = {
  id: products.id,
  ...productCardColumns,
  category: categories.name,
};

type SummaryRow = {
  id: string;
  name: string;
  slug: string;
  price: number;
  discount: number;
  images: string[];
  rating: number;
  category: string;
};

function toSummary(row: SummaryRow): ProductSummary {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    price: row.price,
    discount: row.discount,
    image: row.images[0] ?? null,
    hoverImage: row.images[1] ?? null,
    rating: row.rating,
    category: row.category,
  };
}

/** The latest products, newest first (home "New Arrivals"). */
export async function getNewArrivals(limit = 10): Promise<ProductSummary[]> {
  "use cache";
  cacheLife("hours");
  cacheTag(cacheTags.products);

  const db = await getDb();
  const rows = await db
    .select(summaryColumns)
    .from(products)
    .innerJoin(categories, eq(products.categoryId, categories.id))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit);
  return rows.map(toSummary);
}

/** The newest products, newest first (Best Sale carousel, price-range call). */
export async function getLatestProducts(limit = HOME_GROUP_LIMIT): Promise<Product[]> {
  "use cache";
  cacheLife("hours");
  cacheTag(cacheTags.products);

  const db = await getDb();
  const rows = await selectProducts(db).orderBy(...newestFirst).limit(limit);
  return rows.map(toProduct);
}

/** The home page's lists: the newest products, and the latest, best rated and most discounted few. */
export async function getHomeProducts(): Promise<HomeProducts> {
  "use cache";
  cacheLife("hours");
  cacheTag(cacheTags.products);

  const db = await getDb();
  const [newest, topRated, discounted] = await Promise.all([
    selectProducts(db).orderBy(...newestFirst).limit(HOME_PRODUCTS_LIMIT),
    selectProducts(db)
      .orderBy(desc(products.rating), ...newestFirst)
      .limit(HOME_GROUP_LIMIT),
    selectProducts(db)
      .where(gt(products.discount, 0))
      .orderBy(desc(products.discount), ...newestFirst)
      .limit(HOME_GROUP_LIMIT),
  ]);
  const list = newest.map(toProduct);
  return {
    products: list,
    latest: list.slice(0, HOME_GROUP_LIMIT),
    topRated: topRated.map(toProduct),
    discounted: discounted.map(toProduct),
  };
}

/**
 * A product by slug or id (an id is anything shaped like a UUID); null when there is no such
 * product. What the product page reads: its own entry, so a product's first visit does not read
 * (and store) the 24 products of getProductPage's lists, which the page never shows.
 */
export async function getProduct(slugOrId: string): Promise<Product | null> {
  "use cache";
  cacheLife("hours");

  const db = await getDb();
  const key = slugOrId.trim().toLowerCase();
  const [row] = await selectProducts(db)
    .where(productNamedBy(key))
    .limit(1);
  if (!row) {
    cacheTag(cacheTags.products);
    return null;
  }
  cacheTag(cacheTags.products, cacheTags.product(row.slug));
  return toProduct(row);
}

/**
 * A product by slug or id, with products of the same category and of the same shop; null when
 * there is no such product (/api/home/get-product).
 */
export async function getProductPage(slugOrId: string): Promise<ProductPage | null> {
  "use cache";
  cacheLife("hours");

  const product = await getProduct(slugOrId);
  if (!product) {
    cacheTag(cacheTags.products);
    return null;
  }
  cacheTag(cacheTags.products, cacheTags.product(product.slug));

  const db = await getDb();
  const [related, more] = await Promise.all([
    selectProducts(db)
      .where(and(eq(categories.slug, product.categorySlug), ne(products.id, product.id)))
      .orderBy(...newestFirst)
      .limit(RELATED_PRODUCTS_LIMIT),
    selectProducts(db)
      .where(and(eq(products.sellerId, product.sellerId), ne(products.id, product.id)))
      .orderBy(...newestFirst)
      .limit(SHOP_PRODUCTS_LIMIT),
  ]);
  return { product, related: related.map(toProduct), more: more.map(toProduct) };
}

/**
 * The category whose slug is `slug`, or whose name equals it with
 * dashes read as spaces, case-insensitively; with its products, newest first. Null when no
 * category matches.
 */
export async function getCategoryProducts(slug: string): Promise<{ category: Category; products: Product[] } | null> {
  "use cache";
  cacheLife("hours");
  cacheTag(cacheTags.categories, cacheTags.products);

  const db = await getDb();
  const wanted = slug.trim().toLowerCase();
  const [category] = await db
    .select({ id: categories.id, name: categories.name, slug: categories.slug, image: categories.image })
    .from(categories)
    .where(categoryNamedBy(wanted))
    .orderBy(sql`${categories.slug} = ${wanted} desc`)
    .limit(1);
  if (!category) return null;
  const rows = await selectProducts(db)
    .where(eq(products.categoryId, category.id))
    .orderBy(...newestFirst)
    .limit(CATEGORY_PRODUCTS_LIMIT);
  return { category, products: rows.map(toProduct) };
}

/** The products of one theme (search and listing pages), newest first. */
export async function getProductsByGender(gender: ProductGender): Promise<Product[]> {
  "use cache";
  cacheLife("hours");
  cacheTag(cacheTags.products);

  const db = await getDb();
  const rows = await selectProducts(db)
    .where(eq(products.gender, gender))
    .orderBy(...newestFirst)
    .limit(GENDER_PRODUCTS_LIMIT);
  return rows.map(toProduct);
}

/** Lowest and highest displayed price in the catalogue (0 to 100 when it is empty). */
export async function getPriceRange(): Promise<PriceRange> {
  "use cache";
  cacheLife("hours");
  cacheTag(cacheTags.products);

  const db = await getDb();
  const displayed = displayedPriceSql(products.price, products.discount);
  const [range] = await db.select({ low: min(displayed), high: max(displayed) }).from(products);
  if (range?.low == null || range.high == null) return EMPTY_PRICE_RANGE;
  return { low: Number(range.low), high: Number(range.high) };
}
