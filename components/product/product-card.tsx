import Image from "next/image";
import Link from "next/link";
import type { ReactNode } from "react";
import type { ProductSummary } from "@/lib/catalog/types";
import { firstWords, formatRupees } from "@/lib/format";
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
 * A product (or a gift) in a grid: picture (a second view on hover, on devices that hover),
 * discount badge, rating, name, displayed price and, when discounted, the struck-through
 * original price. Pages add what their cards need (spec §2) through props: garment sizes, a
 * name cut to N words, a corner control (the wishlist heart) and an action (ADD TO CART).
 *
 * The name's link stretches over the whole card, so the corner and action controls sit on
 * top of it (`relative z-10`) without nesting interactive elements.
 */
export function ProductCard({
  product,
  sizes = productGridSizes,
  className = "",
  eager = false,
  href = productHref(product.slug),
  nameWords,
  showCategory = true,
  sizeOptions,
  corner,
  action,
  testId = "product-card",
}: {
  product: ProductSummary;
  /** The image's `sizes`: how wide the card is at each screen width. */
  sizes?: string;
  className?: string;
  /** For the first row of a page: load at once, not lazily. */
  eager?: boolean;
  /** Where the card leads; null for things without a page of their own (gifts). */
  href?: string | null;
  /** Cut the shown name to this many words (spec §9: 5 in listings); screen readers get it whole. */
  nameWords?: number;
  showCategory?: boolean;
  /** The garment sizes it comes in, listed under the name (search and listing pages). */
  sizeOptions?: string[];
  /** A control over the picture's top-right corner, e.g. the wishlist heart. */
  corner?: ReactNode;
  /** A control under the price, e.g. ADD TO CART. */
  action?: ReactNode;
  testId?: string;
}) {
  const price = discountedPrice(product.price, product.discount);
  const discounted = product.discount > 0;
  const shownName = nameWords ? firstWords(product.name, nameWords) : product.name;
  const name =
    shownName === product.name ? (
      product.name
    ) : (
      <>
        <span aria-hidden="true">{shownName}</span>
        <span className="sr-only">{product.name}</span>
      </>
    );

  return (
    <article
      data-testid={testId}
      data-slug={product.slug}
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
          <span
            data-testid="card-rating"
            data-rating={product.rating}
            className="absolute bottom-2 left-2 inline-flex items-center gap-1 rounded-full bg-white/95 px-2 py-0.5 text-xs font-semibold text-ink shadow-sm"
          >
            <StarIcon size={12} className="text-saffron-700" />
            {product.rating.toFixed(1)}
            <span className="sr-only"> out of 5 stars</span>
          </span>
        ) : null}
        {corner ? <div className="absolute right-1 top-1 z-10">{corner}</div> : null}
      </div>

      <div className="flex flex-1 flex-col gap-1 p-3">
        {showCategory ? <p className="truncate text-xs font-medium uppercase tracking-wide text-muted">{product.category}</p> : null}
        <h3 className="line-clamp-2 min-h-10 text-sm font-semibold leading-5 text-ink">
          {href ? (
            <Link
              href={href}
              className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-600"
            >
              {name}
            </Link>
          ) : (
            name
          )}
        </h3>
        {sizeOptions && sizeOptions.length > 0 ? (
          <p data-testid="card-sizes" className="truncate text-xs text-muted">
            <span className="sr-only">Sizes: </span>
            {sizeOptions.join(" · ")}
          </p>
        ) : null}
        <p className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-1">
          <span data-testid="card-price" data-price={price} className="text-base font-bold text-ink">
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
        {action ? <div className="relative z-10 pt-2">{action}</div> : null}
      </div>
    </article>
  );
}

