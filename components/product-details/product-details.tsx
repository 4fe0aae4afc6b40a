import Link from "next/link";
import { getConfig } from "@/lib/config";
import { couponsForShop } from "@/lib/content/coupons";
import { getProductReviews, REVIEWS_PER_PAGE } from "@/lib/catalog/reviews";
import { LOW_STOCK } from "@/lib/catalog/stock-line";
import type { Product, ReviewPage } from "@/lib/catalog/types";
import { formatRupees, truncate } from "@/lib/format";
import { discountedPrice } from "@/lib/pricing";
import { productJsonLd, productPath, reviewStats, serializeJsonLd } from "@/lib/seo/product-json-ld";
import { absoluteUrl } from "@/lib/seo/sitemap-entries";
import { ChoiceLink } from "./choice-link";
import { DeliveryCheck } from "./delivery-check";
import { DetailsAccordions } from "./details-accordions";
import { ProductGallery } from "./product-gallery";
import { ProductReviews, reviewPageHref } from "./product-reviews";
import { ProductChoiceProvider } from "./product-choice";
import { MessageSellerButton } from "./message-seller-button";
import { PurchaseOptions } from "./purchase-options";
import { ShareButton } from "./share-button";
import { ShippingInfo } from "./shipping-info";
import { SpecialOffers } from "./special-offers";
import { StarRating } from "@/components/ui/star-rating";
import { WishlistButton } from "./wishlist-button";

/** The description preview is cut at 130 characters. */
const DESCRIPTION_PREVIEW = 130;

/** The stock line. */
export function stockLine(stock: number): { text: string; tone: string } {
  if (stock <= 0) return { text: "Out of stock", tone: "text-red-700" };
  if (stock <= LOW_STOCK) return { text: `Only ${stock} left`, tone: "text-saffron-700" };
  return { text: "In stock", tone: "text-deal" };
}

/** One page of reviews; a page past the last shows the last. */
async function reviewsFor(productId: string, wanted: number): Promise<ReviewPage> {
  const empty: ReviewPage = { reviews: [], total: 0, perStar: [], page: 1, perPage: REVIEWS_PER_PAGE };
  const page = (await getProductReviews(productId, wanted)) ?? empty;
  const last = Math.max(1, Math.ceil(page.total / page.perPage));
  if (wanted <= last) return page;
  return (await getProductReviews(productId, last)) ?? empty;
}

function Breadcrumbs({ product }: { product: Product }) {
  const link = "rounded hover:text-brand-800 hover:underline underline-offset-4";
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm text-muted">
      <ol className="flex min-w-0 items-center gap-1.5">
        <li className="shrink-0">
          <Link href="/" className={link}>
            Home
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li className="shrink-0">
          <Link href={`/category-data/${encodeURIComponent(product.categorySlug)}`} className={link}>
            {product.category}
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li className="min-w-0 truncate">
          <span aria-current="page" className="text-ink">
            {product.name}
          </span>
        </li>
      </ol>
    </nav>
  );
}

function Price({ product }: { product: Product }) {
  const price = discountedPrice(product.price, product.discount);
  const discounted = product.discount > 0;
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1" data-testid="product-price">
      <span className="text-3xl font-extrabold text-ink">
        <span className="sr-only">Price </span>
        {formatRupees(price)}
      </span>
      {discounted ? (
        <>
          <s className="text-lg text-muted">
            <span className="sr-only">Original price </span>
            {formatRupees(product.price)}
          </s>
          <span className="rounded-full bg-deal/10 px-2.5 py-0.5 text-sm font-bold text-deal">{product.discount}% off</span>
        </>
      ) : null}
    </p>
  );
}

/**
 * The product details: gallery, name, rating, stock, price, short description and
 * points, colour, size, quantity and the buttons, special offers, and the Description /
 * Shipping Information / Customer Reviews accordions; with the page's JSON-LD. The caller has
 * read the product; `reviewPage` is the review page the URL asks for (/reviews/{page}), if any.
 */
export async function ProductDetails({ product, reviewPage }: { product: Product; reviewPage: number | null }) {
  const [reviews, coupons] = await Promise.all([reviewsFor(product.id, reviewPage ?? 1), couponsForShop(product.sellerId)]);
  const stats = reviewStats(reviews.perStar);
  const path = productPath(product.slug);
  const stock = stockLine(product.stock);
  // The reviews' own average when there are reviews, so the header, the summary and the JSON-LD
  // agree; the stored rating otherwise.
  const rating = stats?.average ?? product.rating;
  const jsonLd = productJsonLd({ product, reviews: stats, absolute: absoluteUrl });

  const sections = [
    {
      id: "description",
      title: "Description",
      content: (
        <div className="space-y-3 text-sm leading-6 text-muted">
          <p>{product.description}</p>
          <p>
            <span className="font-semibold text-ink">Brand:</span> {product.brand}
            <span aria-hidden="true"> · </span>
            <span className="font-semibold text-ink">Sold by:</span> {product.shopName}
          </p>
        </div>
      ),
    },
    { id: "shipping-information", title: "Shipping Information", content: <ShippingInfo customPrinted={product.customPrinted} /> },
    {
      id: "customer-reviews",
      title: stats ? `Customer Reviews (${stats.total})` : "Customer Reviews",
      content: <ProductReviews page={reviews} productPath={path} productId={product.id} />,
    },
  ];

  return (
    <article data-testid="product-details" data-product-id={product.id}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      <Breadcrumbs product={product} />
      {/* The colour and size the shopper picks (kept in the URL): the gallery, the options and the review links follow it. */}
      <ProductChoiceProvider key={product.id} colors={product.colors} sizes={product.sizes}>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] lg:gap-12">
          <div className="mx-auto w-full max-w-xl lg:sticky lg:top-20 lg:max-w-none lg:self-start">
            <ProductGallery
              key={product.id}
              images={product.images}
              colorImages={product.colorImages}
              defaultColour={product.colors[0] ?? null}
              name={product.name}
            />
          </div>

          <div className="min-w-0 space-y-5">
            <div>
              {/* Centred on one line: Share keeps its 44 px tap height, its label level with the category's. */}
              <div className="flex items-center justify-between gap-3">
                <p className="text-xs font-bold uppercase tracking-widest text-saffron-700">{product.category}</p>
                <ShareButton title={product.name} />
              </div>
              <h1 className="text-2xl font-extrabold leading-tight tracking-tight text-ink sm:text-3xl">{product.name}</h1>
              <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                {stats ? (
                  <>
                    <StarRating rating={rating} />
                    <span className="font-semibold text-ink" aria-hidden="true">
                      {rating.toFixed(1)}
                    </span>
                  </>
                ) : (
                  // No reviews: no rating to show (0.0 and five empty stars read as a bad one).
                  <span className="text-muted" data-testid="no-reviews">No reviews yet</span>
                )}
                {stats ? (
                  <ChoiceLink href={reviewPageHref(path, 1)} className="text-brand-800 underline underline-offset-4 hover:text-brand-900">
                    {stats.total} {stats.total === 1 ? "review" : "reviews"}
                  </ChoiceLink>
                ) : null}
              </div>
            </div>

            <div className="space-y-2">
              <Price product={product} />
              <p className={`text-sm font-bold ${stock.tone}`} data-testid="stock-line">
                {stock.text}
              </p>
            </div>

            <p className="text-sm leading-6 text-muted" data-testid="short-description">
              {truncate(product.description, DESCRIPTION_PREVIEW)}
            </p>
            {product.points.length > 0 ? (
              <ul className="list-disc space-y-1 pl-5 text-sm leading-6 text-ink marker:text-saffron-700">
                {product.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            ) : null}

            <PurchaseOptions key={product.id} productId={product.id} colors={product.colors} sizes={product.sizes} stock={product.stock} maxPerOrder={getConfig().maxPerProduct}>
              <WishlistButton productId={product.id} productName={product.name} />
            </PurchaseOptions>

            <DeliveryCheck />

            <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
              <p className="text-muted">
                Sold by <span className="font-semibold text-ink">{product.shopName}</span>
              </p>
              <MessageSellerButton sellerId={product.sellerId} shopName={product.shopName} />
            </div>

            {coupons.length > 0 ? (
              <SpecialOffers
                coupons={coupons.map((c) => ({ id: c.id, code: c.name, discount: c.discount, minOrderAmount: c.minOrderAmount }))}
              />
            ) : null}

            <DetailsAccordions
              key={reviewPage === null ? "details" : "reviews"}
              sections={sections}
              initiallyOpen={reviewPage === null ? "description" : "customer-reviews"}
            />
          </div>
        </div>
      </ProductChoiceProvider>
    </article>
  );
}

