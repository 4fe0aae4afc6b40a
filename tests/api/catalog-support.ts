import { desc, eq } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { discountedPrice } from "@/lib/pricing";
import { categories, products, sellers } from "@/models";
import { assertHandlerAnswerShape } from "../harness/answer-shapes";

/** Shared by the catalogue API tests: calling a route handler, and the catalogue as stored. */

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

export type Answer = { status: number; cacheControl: string | null; body: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Calls a route handler as Next would: GET /api{path}, with the route's path params; checks the answer's shape. */
export async function call(handler: unknown, path: string, params: Record<string, string> = {}): Promise<Answer> {
  const url = `http://shop.test/api${path}`;
  const response = await (handler as Handler)(new Request(url), { params: Promise.resolve(params) });
  const text = await response.text();
  await assertHandlerAnswerShape(handler, "GET", url, { status: response.status, contentType: response.headers.get("content-type"), text });
  return { status: response.status, cacheControl: response.headers.get("cache-control"), body: JSON.parse(text) };
}

/** Every product with what the tests check against, read straight from the tables, newest first. */
export async function storedProducts(db: Database) {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      description: products.description,
      points: products.points,
      price: products.price,
      discount: products.discount,
      stock: products.stock,
      rating: products.rating,
      images: products.images,
      colors: products.colors,
      colorImages: products.colorImages,
      sizes: products.sizes,
      brand: products.brand,
      gender: products.gender,
      customPrinted: products.customPrinted,
      sellerId: products.sellerId,
      categoryId: products.categoryId,
      createdAt: products.createdAt,
      shopName: sellers.shopName,
      category: categories.name,
      categorySlug: categories.slug,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .orderBy(desc(products.createdAt), desc(products.id));
  return rows.map((row) => ({ ...row, displayed: discountedPrice(row.price, row.discount) }));
}

export type StoredProduct = Awaited<ReturnType<typeof storedProducts>>[number];

/** The contract's product document (the contract's fields, `_id`) of a stored product. */
export function documentOf(row: StoredProduct) {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    points: row.points,
    price: row.price,
    discount: row.discount,
    stock: row.stock,
    rating: row.rating,
    images: row.images,
    color: row.colors,
    colorImages: row.colorImages,
    size: row.sizes,
    brand: row.brand,
    category: row.category,
    gender: row.gender,
    customPrinted: row.customPrinted,
    sellerId: row.sellerId,
    shopName: row.shopName,
  };
}

export const ids = (list: { _id: string }[]) => list.map((item) => item._id);

/** An id no product has. */
export const UNKNOWN_PRODUCT_ID = "5b0e4a5c-2f4e-4d7b-9a51-0c7f3d2b9e11";

/** References to a product that name none: each answers 404 { error: "Product not found" }. */
export const UNKNOWN_PRODUCT_REFS: [what: string, slugOrId: string][] = [
  ["an unknown slug", "no-such-tee"],
  ["an unknown id", UNKNOWN_PRODUCT_ID],
  ["a slug too long to exist", "a".repeat(300)],
  ["quotes and wildcards", "%' or 1=1 --"],
  ["an empty slug", " "],
];
