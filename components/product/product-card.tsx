import Image from "next/image";
import Link from "next/link";
import type { ProductSummary } from "@/lib/catalog/types";
import { formatRupees } from "@/lib/format";
import { discountedPrice } from "@/lib/pricing";
import { StarIcon } from "@/components/ui/icons";

/** Product pictures are 4:5 (800 x 1000); the box keeps that ratio so nothing shifts on load. */
export const productImageRatio = "aspect-[4/5]";

/** The `sizes` of a card image in the usual 2-to-5-column grids. */
export const productGridSizes = "(min-width: 1280px) 240px, (min-width: 1024px) 20vw, (min-width: 501px) 33vw, 50vw";

export function productHref(slug: string): string {
  return `/product/details/${encodeURIComponent(slug)}`;
}

/**
 * A product in a grid: picture (a second view on hover, on devices that hover), discount
 * badge, name, displayed price and, when discounted, the struck-through original price.
 * The name's link stretches over the whole card, so later buttons (quick add, wishlist)
 * can sit on top of it without nesting interactive elements.
 */
export function ProductCard({
  product,
  sizes = productGridSizes,
  className = "",
  eager = false,
}: {
  product: ProductSummary;
  sizes?: string;
  className?: string;
  /** For the first cards of a page, above the fold on phones: load at once, not lazily. */
  eager?: boolean;
}) {
  const price = discountedPrice(product.price, product.discount);
  const discounted = product.discount > 0;

  return (
    <article
      data-testid="product-card"
      className={`group relative flex flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-line transition-shadow hover:shadow-lg hover:ring-brand-200 ${className}`}
    >
      <div className={`relative ${productImageRatio} overflow-hidden bg-surface`}>
        {product.image ? (
          <Image
            src={product.image}
            alt={product.name}
            fill
            sizes={sizes}
            loading={eager ? "eager" : undefined}
            className="object-cover transition-transform duration-300 group-hover:scale-[1.03] motion-reduce:transition-none"
          />
        ) : (
          <div className="grid h-full place-items-center text-sm text-muted">No image yet</div>
        )}
        {product.hoverImage ? (
          // Loaded only where it can be seen: display:none keeps a lazy image from loading
          // on touch screens, which never hover.
          <Image
            src={product.hoverImage}
            alt=""
            fill
            sizes={sizes}
            className="hidden object-cover opacity-0 transition-opacity duration-300 group-hover:opacity-100 motion-reduce:transition-none [@media(hover:hover)]:block"
          />
        ) : null}
        {discounted ? (
          <span aria-hidden="true" className="absolute left-2 top-2 rounded-full bg-saffron-500 px-2.5 py-1 text-xs font-bold text-ink shadow-sm">
            {product.discount}% OFF
          </span>
        ) : null}
        {product.rating > 0 ? (
          <span className="absolute bottom-2 left-2 inline-flex items-center gap-1 rounded-full bg-white/95 px-2 py-0.5 text-xs font-semibold text-ink shadow-sm">
            <StarIcon size={12} className="text-saffron-700" />
            {product.rating.toFixed(1)}
            <span className="sr-only"> out of 5 stars</span>
          </span>
        ) : null}
      </div>

      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="truncate text-xs font-medium uppercase tracking-wide text-muted">{product.category}</p>
        <h3 className="line-clamp-2 min-h-10 text-sm font-semibold leading-5 text-ink">
          <Link
            href={productHref(product.slug)}
            className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
          >
            {product.name}
          </Link>
        </h3>
        <p className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-1">
          <span className="text-base font-bold text-ink">
            <span className="sr-only">Price </span>
            {formatRupees(price)}
          </span>
          {discounted ? (
            <>
              <s className="text-xs text-muted">
                <span className="sr-only">Original price </span>
                {formatRupees(product.price)}
              </s>
              {/* The image badge shows the percent; narrow cards keep it for screen readers only. */}
              <span className="text-xs font-bold text-deal max-sm:sr-only">{product.discount}% off</span>
            </>
          ) : null}
        </p>
      </div>
    </article>
  );
}

/** A grey card of the same size as ProductCard, for Suspense fallbacks. */
export function ProductCardSkeleton({ className = "" }: { className?: string }) {
  return (
    <div aria-hidden="true" className={`flex flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-line ${className}`}>
      <div className={`${productImageRatio} animate-pulse bg-surface motion-reduce:animate-none`} />
      <div className="flex flex-1 flex-col gap-1 p-3">
        <div className="h-4 w-1/3 rounded bg-surface" />
        <div className="min-h-10 space-y-1.5 py-0.5">
          <div className="h-3.5 w-full rounded bg-surface" />
          <div className="h-3.5 w-2/3 rounded bg-surface" />
        </div>
        <div className="mt-auto h-7 w-1/2 rounded bg-surface pt-1" />
      </div>
    </div>
  );
}
