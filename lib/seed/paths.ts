import "server-only";
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

/** A banner's phone crop sits beside its wide picture. */
export const phoneBannerName = (name: string) => `${name}-phone`;

export const productSlug = (index: number) => slugify(PRODUCTS[index]!.name);
export const giftSlug = (index: number) => slugify(GIFTS[index]!.name);
export const blogSlug = (index: number) => slugify(BLOGS[index]!.name);

/**
 * A product's pictures, front and back, in each of its colours, in the product's order. The
 * first colour keeps the plain names (`{slug}-front`, `{slug}-back`) the pictures had before
 * every colour got its own, so a catalogue seeded earlier still finds its files; the others
 * carry the colour (`{slug}-navy-front`).
 */
export function productPictureNames(slug: string, colours: readonly string[]): { colour: string; names: readonly [string, string] }[] {
  if (colours.length === 0) throw new Error(`The demo product ${slug} lists no colours; its pictures are drawn per colour.`);
  return colours.map((colour, index) => {
    const stem = index === 0 ? slug : `${slug}-${slugify(colour)}`;
    return { colour, names: [`${stem}-front`, `${stem}-back`] as const };
  });
}
export const giftImageNames = (slug: string) => [`${slug}-1`, `${slug}-2`] as const;
export const blogImageNames = (slug: string) => [`${slug}-1`, `${slug}-2`] as const;
export const blogSectionImageName = (slug: string, position: number) => `${slug}-section-${position + 1}`;
