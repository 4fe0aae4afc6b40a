import { Suspense } from "react";
import Link from "next/link";
import { BlogSearchForm } from "./blog-search-form";
import { RecentPosts, RecentPostsSkeleton } from "./recent-posts";

/**
 * The blog's sidebar: the (non-functional, spec §2) search box and the recent posts. The spec's
 * "categories 2 to 6" and "4 Recently Viewed products" wait for the catalogue services.
 */
export function BlogSidebar({ currentSlug }: { currentSlug?: Promise<string> }) {
  return (
    <aside aria-label="Blog sidebar" className="grid content-start gap-8 self-start rounded-2xl bg-surface p-5 sm:p-6">
      <BlogSearchForm />
      <Suspense fallback={<RecentPostsSkeleton />}>
        <RecentPosts currentSlug={currentSlug} />
      </Suspense>
      <div className="rounded-2xl bg-brand-950 p-5 text-white">
        <p className="text-lg font-bold">Have a design in mind?</p>
        <p className="mt-1 text-sm text-brand-100">Send us your idea and we will print it on a tee, mug or cushion.</p>
        <Link
          href="/queryform"
          className="mt-4 inline-flex min-h-11 items-center rounded-full bg-saffron-500 px-5 font-semibold text-ink hover:bg-saffron-400"
        >
          Design your own
        </Link>
      </div>
    </aside>
  );
}
