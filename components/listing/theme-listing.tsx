import { getHomeProducts, getProductsByGender } from "@/lib/catalog/products";
import type { Product } from "@/lib/catalog/types";
import { listingCard } from "./cards";
import { ListingBanner } from "./listing-banner";
import { ListingHeader } from "./listing-header";
import { RevealGrid } from "./reveal-grid";
import { parseShowCount, SHOW_STEP } from "./show-count";
import { ThemeNav } from "./theme-nav";
import { DEFAULT_BANNER, themeFor, themeHref, type Theme } from "./themes";

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * What /products/search lists. A known theme: its products (spec: "chosen by the server").
 * No theme, or one the shop does not have: the default banner over the newest designs, so the
 * shopper still lands on something to browse; such a view is kept out of the index.
 */
export async function themeSelection(gender: string | string[] | undefined): Promise<{ theme: Theme | null; products: Product[] }> {
  const theme = themeFor(gender);
  const products = theme ? await getProductsByGender(theme.gender) : (await getHomeProducts()).products;
  return { theme, products };
}

/** /products/search?gender=...: the theme's banner, heading and a growing grid of its products. */
export async function ThemeListing({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const { theme, products } = await themeSelection(params.gender);
  const title = theme ? theme.label : "Newest designs";
  const base = theme ? themeHref(theme) : "/products/search";

  return (
    <>
      <ListingBanner placement={theme?.banner ?? DEFAULT_BANNER} label={theme ? `${theme.label} collection` : "Printed tees for every mood"} />
      <div className="mt-5 flex flex-col gap-4 sm:mt-8">
        <ListingHeader eyebrow={theme ? "Shop by theme" : "Shop"} title={title}>
          <p>{theme ? theme.description : "The newest printed T-shirts, hoodies and tanks from every theme."}</p>
        </ListingHeader>
        <ThemeNav current={theme} />
      </div>
      <section aria-labelledby="theme-products" className="mt-6">
        <h2 id="theme-products" className="sr-only">
          {title} products
        </h2>
        {products.length > 0 ? (
          <RevealGrid
            cards={products.map((product, index) => listingCard(product, index))}
            initial={parseShowCount(params.show)}
            step={SHOW_STEP}
            label={`${title} products`}
            moreHref={base}
          />
        ) : (
          <p className="rounded-2xl bg-surface p-8 text-center text-muted">New {title.toLowerCase()} designs are on their way. Check back soon!</p>
        )}
      </section>
    </>
  );
}
