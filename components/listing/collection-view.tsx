import Link from "next/link";
import { getCategories } from "@/lib/catalog/categories";
import { PRICE_SORTS } from "@/lib/catalog/params";
import { getFacetCounts } from "@/lib/catalog/facets";
import { queryProducts } from "@/lib/catalog/product-query";
import { getHomeProducts } from "@/lib/catalog/products";
import { CloseIcon } from "@/components/ui/icons";
import { collectionCard } from "./cards";
import { SidebarCategories, SidebarProducts } from "./collection-sidebar";
import {
  activeFilterCount,
  collectionHref,
  facetFilters,
  parseCollectionState,
  priceBandLabel,
  productQuery,
  ratingLabel,
  withChange,
  type CollectionState,
} from "./collection-state";
import { EmptyState, PrimaryLink } from "./empty-state";
import { FilterPanel } from "./filter-panel";
import { Pager } from "./pager";
import { ProductGrid } from "./product-grid";
import { KeepFilterFocus } from "./keep-filter-focus";
import { SortSelect } from "./sort-select";
import type { SearchParams } from "./theme-listing";
import { formatCount } from "@/lib/format";

/** The state of /collections and the catalogue reads it needs, shared by the page and its metadata. */
export async function collectionData(searchParams: SearchParams) {
  const state = parseCollectionState(await searchParams);
  const result = await queryProducts(productQuery(state));
  return { state, result };
}

/** The active filters as chips, each a link that removes it. */
function ActiveFilters({ state }: { state: CollectionState }) {
  const chips: { label: string; href: string }[] = [];
  if (state.price) chips.push({ label: priceBandLabel(state.price), href: collectionHref(withChange(state, { price: undefined })) });
  if (state.rating) chips.push({ label: ratingLabel(state.rating), href: collectionHref(withChange(state, { rating: undefined })) });
  if (state.color) chips.push({ label: state.color, href: collectionHref(withChange(state, { color: undefined })) });
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Active filters" className="flex flex-wrap items-center gap-2" data-testid="active-filters">
      {chips.map((chip) => (
        <li key={chip.label}>
          <Link
            href={chip.href}
            scroll={false}
            className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-brand-50 py-1 pl-3 pr-2 text-sm font-semibold text-brand-900 ring-1 ring-brand-200 hover:bg-brand-100"
          >
            <span className="sr-only">Remove filter: </span>
            {chip.label}
            <CloseIcon size={14} />
          </Link>
        </li>
      ))}
      <li>
        <Link
          href={collectionHref(withChange(state, { price: undefined, rating: undefined, color: undefined }))}
          scroll={false}
          className="inline-flex min-h-9 items-center px-1 text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          Clear filters
        </Link>
      </li>
    </ul>
  );
}

/**
 * /collections: filters (one panel: collapsible above the grid on phones, the left column on
 * wide screens), the sort, the grid and its pages, and the categories and popular designs
 * (under the filters on wide screens, under the grid on phones).
 * Everything is a link or a GET form: it works without JavaScript, and every view has a URL.
 */
export async function CollectionView({ searchParams }: { searchParams: SearchParams }) {
  const data = await collectionData(searchParams);
  const { result } = data;
  // Every link outside the phone's Filters panel closes it; the panel's own keep it open.
  const state: CollectionState = { ...data.state, panel: undefined };
  const panelOpen = data.state.panel === true;
  const [facets, categories, home] = await Promise.all([getFacetCounts(facetFilters(state)), getCategories(), getHomeProducts()]);
  const { products, total, totalIsLowerBound, perPage, page } = result;
  // Past the count's limit the total is a floor: "1,000+ designs".
  const count = `${formatCount(total)}${totalIsLowerBound ? "+" : ""}`;
  const one = total === 1 && !totalIsLowerBound;
  const designs = `${count} ${one ? "design" : "designs"}`;
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  const filters = activeFilterCount(state);
  const first = (page - 1) * perPage + 1;
  const last = first + products.length - 1;

  const keep: Record<string, string> = {};
  if (state.price) keep.price = `${state.price.low}-${state.price.high}`;
  if (state.rating) keep.rating = String(state.rating);
  if (state.color) keep.color = state.color;
  const sortHrefs = Object.fromEntries(["", ...PRICE_SORTS].map((value) => [value, collectionHref(withChange(state, { sort: value === "" ? undefined : (value as CollectionState["sort"]) }))]));

  return (
    // Wide screens: the filters, then categories and popular designs, down the left column (the
    // results span both rows, so the second starts where the filters end); phones: the Filters
    // panel above the results, categories and designs below them. The lists are drawn once for
    // both, placed by the grid: drawn twice, they weighed on every listing's HTML and RSC
    // payload (docs/decisions/0019).
    <div className="mt-4 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-x-8 xl:gap-x-10">
      {/*
        The filters, drawn once for every screen. On a phone they are a panel the shopper opens
        above the results; on a wide screen (where the browser can style a closed panel's content,
        app/globals.css) the same panel is the left column, always shown, without its summary.
        Drawn twice (a sidebar and a phone copy whose links kept `panel`), they had been 38 kB of
        every listing's HTML and as much again in its RSC payload. A choice's link keeps the panel
        open (`panel=filters`); on a wide screen that changes nothing.
      */}
      <aside aria-label="Filters" className="mb-4 lg:col-start-1 lg:row-start-1 lg:mb-0">
        <details open={panelOpen} className="filters-panel group/filters rounded-2xl ring-1 ring-line lg:rounded-none lg:ring-0" data-testid="mobile-filters">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 font-semibold text-ink [&::-webkit-details-marker]:hidden">
            <span>
              Filters
              {filters > 0 ? <span className="ml-2 rounded-full bg-brand-800 px-2 py-0.5 text-xs text-white">{filters}</span> : null}
            </span>
            <span aria-hidden="true" className="text-muted transition-transform group-open/filters:rotate-180 motion-reduce:transition-none">
              ▾
            </span>
          </summary>
          <div className="border-t border-line px-3 pb-4 pt-2 lg:border-t-0 lg:p-0">
            <FilterPanel state={{ ...state, panel: true }} facets={facets} idPrefix="filter" />
            {/* Sticky at the panel's foot: the way to the results however far down the shopper is. */}
            <div className="sticky bottom-[calc(3.5rem+env(safe-area-inset-bottom))] z-10 -mx-3 mt-4 border-t border-line bg-white/95 px-3 pb-2 pt-3 backdrop-blur md:bottom-0 lg:hidden">
              <Link
                id="filter-show-results"
                href={`${collectionHref(state)}#products`}
                data-testid="show-results"
                className="flex min-h-12 w-full items-center justify-center rounded-full bg-brand-800 px-5 text-base font-semibold text-white hover:bg-brand-900"
              >
                {total === 0 ? "No designs match: change a filter" : `Show ${count} ${one ? "result" : "results"}`}
              </Link>
            </div>
            <KeepFilterFocus fallbackIds={["filter-show-results", "filter-clear-filters"]} />
          </div>
        </details>
      </aside>

      <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted" data-testid="result-count">
            {total === 0
              ? "No designs match"
              : products.length === 0
                ? designs
                : (
                  <>
                    <span className="max-sm:hidden">
                      Showing {first}–{last} of{" "}
                    </span>
                    {designs}
                  </>
                )}
          </p>
          <SortSelect current={state.sort ?? ""} hrefs={sortHrefs} keep={keep} />
        </div>
        <div className="mt-3 empty:hidden">
          <ActiveFilters state={state} />
        </div>

        <section id="products" aria-labelledby="collection-products" className="mt-4 scroll-mt-20">
          <h2 id="collection-products" className="sr-only">
            Products
          </h2>
          {products.length > 0 ? (
            <>
              <ProductGrid layout="sidebar" label="Products">
                {products.map((product, index) => collectionCard(product, index, state.color))}
              </ProductGrid>
              <Pager page={page} pageCount={pageCount} hrefFor={(n) => collectionHref({ ...state, page: n })} />
            </>
          ) : total > 0 ? (
            <EmptyState title={`There is no page ${page}.`}>
              <p>These filters fill {pageCount} {pageCount === 1 ? "page" : "pages"}.</p>
              <PrimaryLink href={collectionHref({ ...state, page: 1 })}>See the first page</PrimaryLink>
            </EmptyState>
          ) : (
            <EmptyState title="No designs match all of these filters.">
              <p>Try removing one of them; the numbers beside each choice show what it would give.</p>
              <PrimaryLink href={collectionHref(withChange(state, { price: undefined, rating: undefined, color: undefined }))}>Clear filters</PrimaryLink>
            </EmptyState>
          )}
        </section>

      </div>

      <aside aria-label="Categories and popular designs" className="mt-12 space-y-8 lg:col-start-1 lg:row-start-2 lg:mt-8">
        <SidebarCategories categories={categories} idPrefix="side" />
        <SidebarProducts products={home.products} idPrefix="side" />
      </aside>
    </div>
  );
}
