import { queryProducts } from "@/lib/catalog/product-query";
import { offerCard } from "./cards";
import { EmptyState, PrimaryLink } from "./empty-state";
import { ListingBanner } from "./listing-banner";
import { ListingHeader } from "./listing-header";
import { pageHref, parsePage } from "./page-param";
import { Pager } from "./pager";
import { ProductGrid } from "./product-grid";
import type { SearchParams } from "./theme-listing";

export const OFFERS_PATH = "/offer-promotion";
export const OFFERS_BANNER = "offers";

/** The offers page's products: every product, a page at a time (the collections page size). */
export async function offersPage(searchParams: SearchParams) {
  const page = parsePage((await searchParams).page);
  return queryProducts({ pageNumber: page });
}

/**
 * /offer-promotion: the 'offers' banner and every product, paged,
 * each card with the wishlist heart, ADD TO CART (to the product's page), name and price.
 */
export async function OffersListing({ searchParams }: { searchParams: SearchParams }) {
  const { products, total, perPage, page } = await offersPage(searchParams);
  const pageCount = Math.max(1, Math.ceil(total / perPage));

  return (
    <>
      <ListingBanner placement={OFFERS_BANNER} label="Best sellers on sale" />
      <div className="mt-5 sm:mt-8">
        <ListingHeader eyebrow="Best sellers" title="Offers">
          <p>
            Every design at today&rsquo;s price: {total} designs
            {pageCount > 1 ? `, page ${Math.min(page, pageCount)} of ${pageCount}` : ""}.
          </p>
        </ListingHeader>
      </div>
      <section aria-labelledby="offer-products" className="mt-6">
        <h2 id="offer-products" className="sr-only">Products on offer</h2>
        {products.length > 0 ? (
          <ProductGrid layout="paged" label="Products on offer">{products.map(offerCard)}</ProductGrid>
        ) : (
          <EmptyState title={total > 0 ? `There is no page ${page}.` : "New offers are on their way."}>
            {total > 0 ? <PrimaryLink href={OFFERS_PATH}>See the first page</PrimaryLink> : <PrimaryLink href="/collections">Shop all designs</PrimaryLink>}
          </EmptyState>
        )}
        {products.length > 0 ? <Pager page={page} pageCount={pageCount} hrefFor={(n) => pageHref(OFFERS_PATH, n)} /> : null}
      </section>
    </>
  );
}
