import type { Metadata } from "next";
import { Suspense } from "react";
import { BlogList, BlogListSkeleton } from "@/components/blog/blog-list";
import { BlogSidebar } from "@/components/blog/blog-sidebar";
import { pageMetadata } from "@/components/content/page-metadata";
import { shop } from "@/lib/shop";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: "Blog",
    description: `Tips on caring for printed tees, finding your size and choosing gifts, and the stories behind ${shop.name}'s designs.`,
    path: "/blog",
  });
}

/** /blog: the posts as cards beside a sidebar (spec §2 "Blog list and detail"). */
export default function BlogPage() {
  return (
    <div className="mx-auto max-w-7xl px-3 pb-4 pt-8 sm:px-4 sm:pt-12">
      <header className="max-w-3xl">
        <p className="text-xs font-bold uppercase tracking-widest text-saffron-700">The {shop.name} blog</p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">Blog</h1>
        <p className="mt-3 text-lg text-muted">
          Care guides, size help, gifting ideas and the stories behind our prints.
        </p>
      </header>
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] xl:gap-10">
        <section aria-label="All posts">
          <Suspense fallback={<BlogListSkeleton />}>
            <BlogList />
          </Suspense>
        </section>
        <BlogSidebar />
      </div>
    </div>
  );
}
