import { desc, eq } from "drizzle-orm";
import { cacheLife, cacheTag } from "next/cache";
import { cacheTags } from "@/lib/cache-tags";
import { getDb } from "@/lib/db";
import { categories, products } from "@/models";
import type { ProductSummary } from "./types";

const summaryColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  price: products.price,
  discount: products.discount,
  images: products.images,
  rating: products.rating,
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
