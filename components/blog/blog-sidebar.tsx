import { Suspense } from "react";
import Link from "next/link";
import { getCategories } from "@/lib/catalog/categories";
import { readableAfter } from "@/lib/page-params";
import { SIDEBAR_CATEGORIES, SidebarCategories } from "@/components/listing/collection-sidebar";
import { BlogSearchForm } from "./blog-search-form";
import { RecentlyViewed, RecentlyViewedSkeleton } from "./recently-viewed";
import { RecentPosts, RecentPostsSkeleton } from "./recent-posts";

/** Ids of the sidebar's headings start with this; the sidebar is on a page once. */
const ID_PREFIX = "blog-sidebar";

/** Categories 2 to 6 (from the cache), as on the collections page. */
async function BlogCategories({ ready }: { ready?: Promise<unknown> }) {
  await readableAfter(ready);
  const categories = await getCategories();
  return <SidebarCategories categories={categories} idPrefix={ID_PREFIX} />;
}

function BlogCategoriesSkeleton() {
  return (
    <section aria-labelledby={`${ID_PREFIX}-categories`}>
      <h2 id={`${ID_PREFIX}-categories`} className="text-sm font-bold uppercase tracking-wider text-ink">
        Categories
      </h2>
      <ul aria-hidden="true" className="mt-2 grid gap-1 max-lg:grid-cols-2">
        {Array.from({ length: SIDEBAR_CATEGORIES.to - SIDEBAR_CATEGORIES.from }, (_, i) => (
          <li key={i} className="flex min-h-11 items-center gap-3 p-1 pr-2">
            <div className="size-10 shrink-0 rounded-lg bg-white" />
            <div className="h-4 w-24 rounded bg-white" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The blog's sidebar: the (non-functional) search box,
 * categories 2 to 6, 4 products as Recently Viewed (the shopper's own, kept in the browser, else
 * the newest), the recent posts, and a "Design your own" invitation. It reads no cookies or
 * headers: the data sections stream in from the cache, each in `<Suspense>` behind a skeleton of
 * its size, and the shopper's recently viewed list is filled in by the browser, so the page
 * stays cacheable. The sections wait for the page's params (`ready`; on a post's page its slug,
 * `currentSlug`, which the recent posts leave out), so both blog pages are served from the route
 * cache and the build reads nothing.
 */
export function BlogSidebar({ currentSlug, ready = currentSlug }: { currentSlug?: Promise<string>; ready?: Promise<unknown> }) {
  return (
    <aside aria-label="Blog sidebar" className="grid content-start gap-8 self-start rounded-2xl bg-surface p-5 sm:p-6">
      <BlogSearchForm />
      {/* The shared category links hover to bg-surface, the colour of this sidebar: hover to white here. */}
      <div className="[&_a:hover]:bg-white">
        <Suspense fallback={<BlogCategoriesSkeleton />}>
          <BlogCategories ready={ready} />
        </Suspense>
      </div>
      <Suspense fallback={<RecentlyViewedSkeleton idPrefix={ID_PREFIX} />}>
        <RecentlyViewed idPrefix={ID_PREFIX} ready={ready} />
      </Suspense>
      <Suspense fallback={<RecentPostsSkeleton />}>
        <RecentPosts currentSlug={currentSlug} ready={ready} />
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
