import { getProduct } from "@/lib/catalog/products";
import type { ReviewPage } from "@/lib/catalog/types";
import { productPath as pathOfProduct, reviewStats } from "@/lib/seo/product-json-ld";
import { ChoiceLink } from "./choice-link";
import { ReviewFormOrLogin } from "./review-form";
import { Picture } from "@/components/ui/picture";
import { StarRating } from "@/components/ui/star-rating";

const reviewDate = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" });

/**
 * The address of review page `page`: a page of its own, so it works without JavaScript, can be
 * shared, and is cached like the product page. The pager's links add the shopper's colour and
 * size in the browser (ChoiceLink); the stored page reads no query.
 */
export function reviewPageHref(productPath: string, page: number): string {
  return `${productPath}/reviews/${page}#customer-reviews`;
}

/** Page numbers to offer: all of a few, else the first, the last and the current one's neighbours. */
function pageList(current: number, last: number): (number | "gap")[] {
  if (last <= 7) return Array.from({ length: last }, (_, i) => i + 1);
  const wanted = new Set([1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? (["gap", p] as const) : [p]));
}

function Summary({ page }: { page: ReviewPage }) {
  const stats = reviewStats(page.perStar);
  if (!stats) return null;
  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:gap-8" data-testid="review-summary">
      <div className="shrink-0 text-center sm:w-36">
        <p className="text-4xl font-extrabold text-ink">{stats.average.toFixed(1)}</p>
        <StarRating rating={stats.average} size={18} className="mt-1" />
        <p className="mt-1 text-sm text-muted">
          {stats.total} {stats.total === 1 ? "review" : "reviews"}
        </p>
      </div>
      <ul className="flex-1 space-y-1.5" aria-label="Reviews by stars">
        {page.perStar.map(({ rating, count }) => (
          <li key={rating} className="flex items-center gap-3 text-sm">
            <span className="w-12 shrink-0 text-muted">
              {rating} star<span className="sr-only">s:</span>
            </span>
            <span aria-hidden="true" className="h-2.5 flex-1 overflow-hidden rounded-full bg-surface">
              <span className="block h-full rounded-full bg-saffron-500" style={{ width: `${(count / stats.total) * 100}%` }} />
            </span>
            <span className="w-8 shrink-0 text-right tabular-nums text-ink">
              {count}
              <span className="sr-only"> {count === 1 ? "review" : "reviews"}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Pager({ page, last, productPath }: { page: number; last: number; productPath: string }) {
  const link = "inline-flex h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold";
  return (
    <nav aria-label="Review pages" className="mt-5" data-testid="review-pager">
      <ul className="flex flex-wrap items-center gap-1">
        {page > 1 ? (
          <li>
            <ChoiceLink href={reviewPageHref(productPath, page - 1)} className={`${link} text-brand-800 hover:bg-brand-50`}>
              Previous
            </ChoiceLink>
          </li>
        ) : null}
        {pageList(page, last).map((p, i) =>
          p === "gap" ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={p}>
              <ChoiceLink
                href={reviewPageHref(productPath, p)}
                aria-current={p === page ? "page" : undefined}
                aria-label={`Page ${p}`}
                className={`${link} ${p === page ? "bg-brand-800 text-white" : "text-ink hover:bg-brand-50"}`}
              >
                {p}
              </ChoiceLink>
            </li>
          ),
        )}
        {page < last ? (
          <li>
            <ChoiceLink href={reviewPageHref(productPath, page + 1)} className={`${link} text-brand-800 hover:bg-brand-50`}>
              Next
            </ChoiceLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/**
 * The id of the product whose page is at `productPath`, for the review form's call. A caller
 * that has the product passes its id; otherwise it is read by the path's slug from the catalogue
 * cache (the entry the page itself read when opened by its slug, so usually no query at all).
 */
async function productIdAt(productPath: string): Promise<string | null> {
  const prefix = pathOfProduct("");
  if (!productPath.startsWith(prefix)) return null;
  return (await getProduct(decodeURIComponent(productPath.slice(prefix.length))))?.id ?? null;
}

/**
 * The Customer Reviews panel: the summary (average, total, a bar per star 5 to 1), one page of
 * reviews newest first, a pager when there are more than 5, and the review form for a
 * signed-in shopper or a link to log in.
 */
export async function ProductReviews({ page, productPath, productId }: { page: ReviewPage; productPath: string; productId?: string }) {
  const last = Math.max(1, Math.ceil(page.total / page.perPage));
  const id = productId ?? (await productIdAt(productPath));
  return (
    <div className="space-y-6" data-testid="product-reviews">
      {page.total > 0 ? (
        <>
          <Summary page={page} />
          <div>
            <ol className="divide-y divide-line" data-testid="product-review-list" data-page={page.page}>
              {page.reviews.map((review) => (
                <li key={review.id} className="py-4" data-testid="product-review">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                    <p className="font-semibold text-ink">
                      {review.name}
                      {review.verified ? (
                        <span className="ml-2 inline-flex items-center rounded-full bg-green-50 px-2 py-0.5 align-middle text-xs font-semibold text-green-800" data-testid="verified-buyer">
                          Verified buyer
                        </span>
                      ) : null}
                    </p>
                    <time dateTime={review.date} className="text-xs text-muted">
                      {reviewDate.format(new Date(review.date))}
                    </time>
                  </div>
                  <StarRating rating={review.rating} size={15} className="mt-1" />
                  <p className="mt-2 text-sm leading-6 text-muted">{review.review}</p>
                  {review.images.length > 0 ? (
                    <ul className="mt-3 flex flex-wrap gap-2" aria-label={`Photos from ${review.name}`}>
                      {review.images.map((src, i) => (
                        <li key={src}>
                          <a href={src} target="_blank" rel="noopener" className="block overflow-hidden rounded-lg border border-line">
                            {/* Shown small (1x and 2x files); the link opens the stored WebP whole. */}
                            <Picture src={src} alt={`Photo ${i + 1} from ${review.name}`} width={88} height={88} className="size-22 object-cover" />
                          </a>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ol>
            {page.total > page.perPage ? <Pager page={page.page} last={last} productPath={productPath} /> : null}
          </div>
        </>
      ) : (
        <p className="text-sm text-muted">No reviews yet. Be the first to tell others what you think.</p>
      )}
      <p className="text-xs text-muted" data-testid="verified-buyer-note">
        Reviews from shoppers who received the product are marked <span className="font-semibold text-green-800">Verified buyer</span>.
      </p>
      {id ? (
        <ReviewFormOrLogin
          productId={id}
          firstReviewsPage={reviewPageHref(productPath, 1)}
          loginHref={`/login?next=${encodeURIComponent(productPath)}`}
        />
      ) : null}
    </div>
  );
}
