import { Picture } from "@/components/ui/picture";
import { IntentLink } from "@/components/ui/intent-link";
import type { ReactNode } from "react";
import type { ProductSummary } from "@/lib/catalog/types";
import { firstWords, formatRupees } from "@/lib/format";
import { discountedPrice } from "@/lib/pricing";
import { productHref } from "./product-href";

/** Product pictures are 4:5 (800 x 1000); the box keeps that ratio so nothing shifts on load. */
export const productImageRatio = "aspect-[4/5]";

/**
 * A card picture is drawn at most ~330 CSS px wide in every grid and carousel (2 columns on
 * phones, 3 to 5 wider), so it is sized by pixel density instead of by layout: a 384 px file
 * for 1x screens and 640 for 2x and up. The srcset names 2 files instead of 7, much less HTML
 * on a page of cards (docs/decisions/0007), and no grid has to describe its columns in a `sizes`
 * string.
 */
const cardImageSize = { width: 320, height: 400 } as const;

/**
 * A product (or a gift) in a grid: picture (a second view on hover, on devices that hover),
 * discount badge, rating, name, displayed price and, when discounted, the struck-through
 * original price. Pages add what their cards need through props: garment sizes, a
 * name cut to N words, a corner control (the wishlist heart) and an action (ADD TO CART).
 *
 * The name's link stretches over the whole card, so the corner and action controls sit on
 * top of it (`relative z-10`) without nesting interactive elements.
 */
export function ProductCard({
  product,
  className = "",
  eager = false,
  href = productHref(product.slug),
  nameWords,
  showCategory = true,
  sizeOptions,
  corner,
  action,
  colour,
  testId = "product-card",
}: {
  product: ProductSummary;
  className?: string;
  /** For the first row of a page: load at once, not lazily. */
  eager?: boolean;
  /** Where the card leads; null for things without a page of their own (gifts). */
  href?: string | null;
  /** Cut the shown name to this many words (5 in listings); screen readers get it whole. */
  nameWords?: number;
  showCategory?: boolean;
  /** The garment sizes it comes in, listed under the name (search and listing pages). */
  sizeOptions?: string[];
  /** A control over the picture's top-right corner, e.g. the wishlist heart. */
  corner?: ReactNode;
  /** A control under the price, e.g. ADD TO CART. */
  action?: ReactNode;
  /** The colour the pictures show, when the page chose one (a colour filter): named in the picture's text. */
  colour?: string;
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
    // data-colour only when a colour is chosen: an unset prop is still written in the payload, on every card.
    <article data-testid={testId} data-slug={product.slug} {...(colour ? { "data-colour": colour } : {})} className={`group card ${className}`}>
      <div className="card-media">
        {product.image ? (
          <Picture
            src={product.image}
            alt={colour ? `${product.name} in ${colour}` : product.name}
            {...cardImageSize}
            loading={eager ? "eager" : undefined}
            className="card-img"
          />
        ) : (
          <div className="grid h-full place-items-center text-sm text-muted">No image yet</div>
        )}
        {product.hoverImage ? <Picture src={product.hoverImage} alt="" {...cardImageSize} single className="card-hover-img" /> : null}
        {discounted ? (
          <span aria-hidden="true" className="card-badge">
            {product.discount}% OFF
          </span>
        ) : null}
        {product.rating > 0 ? (
          <span data-testid="card-rating" data-rating={product.rating} className="card-rating">
            <span aria-hidden="true" className="star card-star" />
            {product.rating.toFixed(1)}
            <span className="sr-only"> out of 5 stars</span>
          </span>
        ) : null}
        {corner ? <div className="absolute right-1 top-1 z-10">{corner}</div> : null}
      </div>

      <div className="card-body">
        {showCategory ? <p className="card-category">{product.category}</p> : null}
        <h3 className="card-name">
          {href ? (
            <IntentLink href={href} className="card-link">
              {name}
            </IntentLink>
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
        <p className="card-prices">
          <span data-testid="card-price" data-price={price} className="card-price">
            <span className="sr-only">Price </span>
            {formatRupees(price)}
          </span>
          {discounted ? (
            <>
              <s className="card-was">
                <span className="sr-only">Original price </span>
                {formatRupees(product.price)}
              </s>
              {/* The image badge shows the percent; narrow cards keep it for screen readers only. */}
              <span className="card-off">{product.discount}% off</span>
            </>
          ) : null}
        </p>
        {action ? <div className="relative z-10 pt-2">{action}</div> : null}
      </div>
    </article>
  );
}
