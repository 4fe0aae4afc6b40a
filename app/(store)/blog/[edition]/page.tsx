import type { Metadata } from "next";
import { BlogList } from "@/components/blog/blog-list";
import { BlogSidebar } from "@/components/blog/blog-sidebar";
import { pageMetadata } from "@/components/content/page-metadata";
import { currentEdition, placeholderParams } from "@/lib/page-params";
import { shop } from "@/lib/shop";

type Params = Promise<{ edition: string }>;

/**
 * /blog: the posts as cards beside a sidebar. proxy.ts rewrites
 * `/blog` to /blog/current, so the list is served from the route cache after its first visit and
 * a blog change revalidates it (lib/page-params.ts); any other edition is a 404 and the canonical
 * URL is /blog. Its Open Graph card is ./opengraph-image.tsx, drawn at build for `current`.
 * Blocking, like home: the stored page holds the posts, never a skeleton.
 */
export const instant = false;

export function generateStaticParams() {
  return placeholderParams("edition");
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  await currentEdition(params);
  return pageMetadata({
    title: "Blog",
    description: `Tips on caring for printed tees, finding your size and choosing gifts, and the stories behind ${shop.name}'s designs.`,
    path: "/blog",
  });
}

export default function BlogPage({ params }: { params: Params }) {
  const ready = currentEdition(params);
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
          <BlogList ready={ready} />
        </section>
        <BlogSidebar ready={ready} />
      </div>
    </div>
  );
}
