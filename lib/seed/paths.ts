import { uploadUrl } from "@/lib/uploads/files";
import { PRODUCTS } from "./catalogue-data";
import { BLOGS } from "./blogs-data";
import { GIFTS } from "./content-data";
import { slugify } from "./ids";

/**
 * Where each seeded picture lives: `<dataDir>/uploads/seed/<kind>/<name>.webp`, served at
 * `/uploads/seed/<kind>/<name>.webp`. The rows and the drawing jobs both name files here.
 */
export type SeedImageKind = "products" | "categories" | "banners" | "blogs" | "gifts";

export function seedImagePath(kind: SeedImageKind, name: string): string {
  return `seed/${kind}/${name}.webp`;
}

export function seedImageUrl(kind: SeedImageKind, name: string): string {
  return uploadUrl(seedImagePath(kind, name));
}

export const productSlug = (index: number) => slugify(PRODUCTS[index]!.name);
export const giftSlug = (index: number) => slugify(GIFTS[index]!.name);
export const blogSlug = (index: number) => slugify(BLOGS[index]!.name);

export const productImageNames = (slug: string) => [`${slug}-front`, `${slug}-back`] as const;
export const giftImageNames = (slug: string) => [`${slug}-1`, `${slug}-2`] as const;
export const blogImageNames = (slug: string) => [`${slug}-1`, `${slug}-2`] as const;
export const blogSectionImageName = (slug: string, position: number) => `${slug}-section-${position + 1}`;
