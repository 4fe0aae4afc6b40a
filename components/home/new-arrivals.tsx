import Link from "next/link";
import { getHomeProducts } from "@/lib/catalog/products";
import type { Product } from "@/lib/catalog/types";
import { ProductCard } from "@/components/product/product-card";
import { QuickAddButton } from "./quick-add-button";

/*
 * A first grid of 5 (4 on screens up to 500 px) and a second grid with items 5 to 10, drawn as
 * one grid of ten: at 2 columns (phones) and 5 (desktops) the rows fall exactly where the two
 * grids' did, and between 501 and 1023 px (3 columns) the sixth card starts a row, leaving the
 * first grid's row of two as it was. The two grids used to repeat item 5 (one copy shown per
 * width): a whole card, in the HTML and again in the page's payload.
 */
const TOTAL = 10;
const grid = "grid grid-cols-2 gap-3 sm:gap-4 xs:grid-cols-3 lg:grid-cols-5";
/** The sixth card, where the second grid began at 3 columns. */
const secondGridStart = "xs:max-lg:col-start-1";

function Heading() {
  return (
    <div className="mb-4 flex items-end justify-between gap-4">
      <div>
        <p className="text-xs font-bold uppercase tracking-widest text-saffron-700">Fresh off the press</p>
        <h2 id="new-arrivals-title" className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
          New Arrivals
        </h2>
      </div>
      <Link
        href="/collections"
        className="inline-flex min-h-11 shrink-0 items-center rounded-full px-3 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
      >
        View all <span aria-hidden="true">&nbsp;→</span>
      </Link>
    </div>
  );
}

function Grid({ children }: { children: React.ReactNode[] }) {
  return (
    <section aria-labelledby="new-arrivals-title" data-testid="new-arrivals" className="mx-auto max-w-7xl px-3 sm:px-4">
      <Heading />
      <div className={grid}>{children}</div>
    </section>
  );
}

/** A card with its quick-add button over the picture (the card itself belongs to components/product). */
function CardWithQuickAdd({ product, className, eager }: { product: Product; className: string; eager: boolean }) {
  return (
    <div className={className ? `relative ${className}` : "relative"}>
      <ProductCard product={product} eager={eager} className="h-full" />
      <div className="quick-add-frame">
        {/* Only its name and slug: the dialog reads the rest when the shopper reaches for it. */}
        <QuickAddButton product={{ slug: product.slug, name: product.name }} />
      </div>
    </div>
  );
}

/**
 * The home page's New Arrivals: the first ten of the home product list (newest first, the
 * same cached read as Best Sale and Product May You Like). The full products carry the colours and sizes the quick add offers.
 */
export async function NewArrivals() {
  const products = (await getHomeProducts()).products.slice(0, TOTAL);
  if (products.length === 0) {
    return (
      <section aria-labelledby="new-arrivals-title" data-testid="new-arrivals" className="mx-auto max-w-7xl px-3 sm:px-4">
        <Heading />
        <p className="rounded-2xl bg-surface p-8 text-center text-muted">
          New designs are on their way. Check back soon!
        </p>
      </section>
    );
  }
  return (
    <Grid>
      {products.map((product, index) => (
        <CardWithQuickAdd key={product.id} product={product} className={index === 5 ? secondGridStart : ""} eager={index < 2} />
      ))}
    </Grid>
  );
}

