import { searchProducts } from "@/lib/catalog/search";
import { listingCard } from "./cards";
import { EmptyState, PrimaryLink } from "./empty-state";
import { ListingBanner } from "./listing-banner";
import { ListingHeader } from "./listing-header";
import { ProductSearchForm } from "./product-search-form";
import { RevealGrid } from "./reveal-grid";
import { parseShowCount, SHOW_STEP } from "./show-count";
import { ThemeNav } from "./theme-nav";
import { DEFAULT_BANNER, themeFor } from "./themes";
import { searchText } from "./search-text";
import type { SearchParams } from "./theme-listing";

/** The search results hold at most as many products as a theme list. */
export const SEARCH_RESULTS_LIMIT = 100;
/** The address of a search (gender kept for the banner), for View More. */
function searchHref(text: string, gender: string | undefined): string {
  const search = new URLSearchParams({ value: text });
  if (gender) search.set("gender", gender);
  return `/product?${search}`;
}

/**
 * /product?value=text&gender=...: the products whose name (or category) contains the text,
 * best matches first, under the banner the gender picks (spec §2; `category` is read by the
 * original but unused, so it is ignored here too). No text or no match: a way on.
 */
export async function SearchListing({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const text = searchText(params.value);
  const theme = themeFor(params.gender);
  const products = text ? await searchProducts(text, SEARCH_RESULTS_LIMIT) : [];

  return (
    <>
      <ListingBanner placement={theme?.banner ?? DEFAULT_BANNER} label={theme ? `${theme.label} collection` : "Printed tees for every mood"} />
      <div className="mt-5 sm:mt-8">
        {!text ? (
          <ListingHeader eyebrow="Search" title="Search the shop">
            <p>Find a design by its name or its category.</p>
          </ListingHeader>
        ) : products.length > 0 ? (
          <ListingHeader eyebrow="Search results" title={<>Results for &ldquo;{text}&rdquo;</>}>
            <p>
              {products.length === SEARCH_RESULTS_LIMIT ? `The best ${SEARCH_RESULTS_LIMIT}` : products.length}{" "}
              {products.length === 1 ? "design matches" : "designs match"}, best matches first.
            </p>
          </ListingHeader>
        ) : (
          <ListingHeader eyebrow="Search results" title={<>No results for &ldquo;{text}&rdquo;</>} />
        )}
      </div>
      <section aria-label="Search results" className="mt-6">
        {products.length > 0 ? (
          <RevealGrid
            cards={products.map((product, index) => listingCard(product, index))}
            initial={parseShowCount(params.show)}
            step={SHOW_STEP}
            label={`Products matching ${text}`}
            moreHref={searchHref(text, theme?.param)}
          />
        ) : (
          <EmptyState title={text ? "We could not find a design with that name." : "What are you looking for?"}>
            <p>{text ? "Check the spelling, try a shorter word, or browse a theme:" : "Type a word from a design's name, or browse a theme:"}</p>
            <div className="mt-5 text-left">
              <ProductSearchForm value={text} />
            </div>
            <div className="mt-5 flex justify-center">
              <ThemeNav label="Browse a theme" />
            </div>
            <PrimaryLink href="/collections">Shop all designs</PrimaryLink>
          </EmptyState>
        )}
      </section>
    </>
  );
}
