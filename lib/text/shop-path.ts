import { storableString } from "./storable";

/**
 * A link inside this shop: a path such as '/collections' or '/products/search?gender=Pets'.
 * Never another site (no scheme, no '//host', no '/\host' that browsers read as one), so a
 * seller's banner cannot send shoppers away to a look-alike page.
 */
export function isShopPath(link: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(link);
}

export const shopPath = () =>
  storableString({ error: "must be text, a path of this shop such as '/collections'" })
    .trim()
    .max(300, "must be at most 300 characters")
    .refine(isShopPath, "must be a path of this shop starting with '/', such as '/collections'");
