import type { Metadata } from "next";
import { pageMetadata } from "@/components/content/page-metadata";
import { SampleReviewsBoard } from "@/components/content/sample-reviews-board";
import { SAMPLE_REVIEW_TOTAL, parseReviewSort } from "@/components/content/sample-reviews";
import { shop } from "@/lib/shop";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/*
 * The sort lives in the URL and must work without JavaScript. Content streamed into a
 * <Suspense> boundary is swapped in by an inline script, so without JavaScript a shopper would
 * keep seeing the fallback's order. The page therefore reads ?sort= outside any boundary and is
 * rendered whole per request (`instant = false` allows that); it reads no database, so that
 * costs a few milliseconds.
 */
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: "Customer Reviews",
    description: `${SAMPLE_REVIEW_TOTAL} reviews of ${shop.name} printed T-shirts, hoodies and gifts: what shoppers across India say about the fit, fabric, prints and delivery.`,
    path: "/reviews",
  });
}

/** /reviews: the eight sample reviews under "178 Reviews", sortable by rating. */
export default async function ReviewsPage({ searchParams }: { searchParams: SearchParams }) {
  const sort = parseReviewSort((await searchParams).sort);
  return (
    <div className="mx-auto max-w-7xl px-3 pb-4 pt-8 sm:px-4 sm:pt-12">
      <header className="max-w-3xl">
        <p className="text-xs font-bold uppercase tracking-widest text-saffron-700">Customer reviews</p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
          {SAMPLE_REVIEW_TOTAL} Reviews
        </h1>
        <p className="mt-3 text-lg text-muted">
          What {shop.name} shoppers across India say about the fit, the fabric and the prints.
        </p>
      </header>
      <section aria-label="Reviews" className="mt-8">
        <SampleReviewsBoard sort={sort} />
      </section>
    </div>
  );
}
