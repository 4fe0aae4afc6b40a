import { headers } from "next/headers";
import { connection } from "next/server";
import { popularProducts, searchGifts, searchProducts } from "@/lib/catalog/search";
import { admitSearch, searchRefusal } from "@/lib/catalog/search-limit";
import { normaliseSearchTerm } from "@/lib/catalog/search-terms";
import { clientAddress } from "@/lib/net/client-address";
import type { Gift } from "@/lib/content/gifts";
import { giftCard, listingCard } from "./cards";
import { EmptyState, PrimaryLink } from "./empty-state";
import { ListingBanner } from "./listing-banner";
import { ListingHeader } from "./listing-header";
import { ProductGrid } from "./product-grid";
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

/** The gift store's gifts matching the search, as a strip of their own cards (ADD TO CART as in the gift store). */
function GiftStrip({ gifts }: { gifts: Gift[] }) {
  return (
    <section aria-labelledby="search-gifts-title" data-testid="search-gifts" className="mt-8 first:mt-6">
      <h2 id="search-gifts-title" className="mb-3 text-lg font-bold text-ink sm:text-xl">
        Gifts
      </h2>
      <ProductGrid label="Gifts matching the search" testId="gift-grid">
        {gifts.map(giftCard)}
      </ProductGrid>
    </section>
  );
}

/** What a search that found nothing offers instead: the best-rated designs. */
function PopularStrip({ products }: { products: Awaited<ReturnType<typeof popularProducts>> }) {
  return (
    <section aria-labelledby="search-popular-title" data-testid="search-popular" className="mt-8">
      <h2 id="search-popular-title" className="mb-3 text-lg font-bold text-ink sm:text-xl">
        Popular designs
      </h2>
      <ProductGrid label="Popular designs" testId="popular-grid">{products.map((product, index) => listingCard(product, index))}</ProductGrid>
    </section>
  );
}

/**
 * Null when the search may run; else why not (a term new to this server past its source's
 * limit, lib/catalog/search-limit.ts). Searches sharing one normalised term share its admission.
 */
async function admitted(text: string): Promise<string | null> {
  const term = normaliseSearchTerm(text);
  if (!term) return null;
  // Request time, said outright: the limit reads the clock and the client's address.
  await connection();
  try {
    await admitSearch(clientAddress({ headers: await headers() }), `search:${term}`);
    return null;
  } catch (error) {
    const refusal = searchRefusal(error);
    if (refusal === null) throw error;
    return refusal;
  }
}

/** What a shopper past the limit sees: why, and ways on that need no search (themes, all designs). */
function SearchRefused({ text, message, theme }: { text: string; message: string; theme: ReturnType<typeof themeFor> }) {
  return (
    <>
      <ListingBanner placement={theme?.banner ?? DEFAULT_BANNER} label={theme ? `${theme.label} collection` : "Printed tees for every mood"} />
      <div className="mt-5 sm:mt-8">
        <ListingHeader eyebrow="Search results" title={<>Results for &ldquo;{text}&rdquo;</>} />
      </div>
      <section aria-label="Search results" className="mt-6">
        <EmptyState title="Please wait a moment">
          <p role="status">{message}</p>
          <div className="mt-5 flex justify-center">
            <ThemeNav label="Browse a theme" />
          </div>
          <PrimaryLink href="/collections">Shop all designs</PrimaryLink>
        </EmptyState>
      </section>
    </>
  );
}

/**
 * /product?value=text&gender=...: the products matching the text, best matches first
 * (lib/catalog/search.ts: the shop's words in any spelling, near spellings too), and the gift
 * store's gifts matching it as a "Gifts" strip: under the products, or above them when the text
 * is a gift's name (a picked gift suggestion). The banner is the one the gender picks
 * (`category` is accepted but unused, so old links keep working). No text: a way on.
 * No match: `No results for "text"`, a way on and a few popular designs.
 */
export async function SearchListing({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const text = searchText(params.value);
  const theme = themeFor(params.gender);
  const refusal = await admitted(text);
  if (refusal) return <SearchRefused text={text} message={refusal} theme={theme} />;
  const [products, gifts] = text ? await Promise.all([searchProducts(text, SEARCH_RESULTS_LIMIT), searchGifts(text)]) : [[], []];
  const found = products.length + gifts.length > 0;
  const popular = text && !found ? await popularProducts() : [];
  const giftsFirst = gifts[0]?.name.toLowerCase() === text.toLowerCase();

  return (
    <>
      <ListingBanner placement={theme?.banner ?? DEFAULT_BANNER} label={theme ? `${theme.label} collection` : "Printed tees for every mood"} />
      <div className="mt-5 sm:mt-8">
        {!text ? (
          <ListingHeader eyebrow="Search" title="Search the shop">
            <p>Find a design by its name or its category.</p>
          </ListingHeader>
        ) : found ? (
          <ListingHeader eyebrow="Search results" title={<>Results for &ldquo;{text}&rdquo;</>}>
            <p>
              {products.length > 0 ? (
                <>
                  {products.length === SEARCH_RESULTS_LIMIT ? `The best ${SEARCH_RESULTS_LIMIT}` : products.length}{" "}
                  {products.length === 1 ? "design matches" : "designs match"}
                  {gifts.length > 0 ? `, and ${gifts.length} ${gifts.length === 1 ? "gift" : "gifts"}` : ""}, best matches first.
                </>
              ) : (
                `${gifts.length} ${gifts.length === 1 ? "gift matches" : "gifts match"} from the gift store.`
              )}
            </p>
          </ListingHeader>
        ) : (
          <ListingHeader eyebrow="Search results" title={<>No results for &ldquo;{text}&rdquo;</>} />
        )}
      </div>
      {giftsFirst ? <GiftStrip gifts={gifts} /> : null}
      {products.length > 0 ? (
        <section aria-label="Search results" className="mt-6">
          <RevealGrid
            cards={products.map((product, index) => listingCard(product, index))}
            initial={parseShowCount(params.show)}
            step={SHOW_STEP}
            label={`Products matching ${text}`}
            moreHref={searchHref(text, theme?.param)}
          />
        </section>
      ) : null}
      {gifts.length > 0 && !giftsFirst ? <GiftStrip gifts={gifts} /> : null}
      {!found ? (
        <section aria-label="Search results" className="mt-6">
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
          {popular.length > 0 ? <PopularStrip products={popular} /> : null}
        </section>
      ) : null}
    </>
  );
}
