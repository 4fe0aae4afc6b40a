import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { BlogArticle, BlogArticleSkeleton } from "@/components/blog/blog-article";
import { BLOG_BANNER, blogHref } from "@/components/blog/blog-images";
import { BlogSidebar } from "@/components/blog/blog-sidebar";
import { pageMetadata } from "@/components/content/page-metadata";
import { blogKeySchema, getBlogBySlug } from "@/lib/content/blogs";
import { truncate } from "@/lib/format";
import { pageParam, placeholderParams } from "@/lib/page-params";

type Params = Promise<{ slug: string }>;

/** The post named by the URL, or null (a malformed slug never reaches the database). */
async function postFor(params: Params) {
  const key = blogKeySchema.safeParse(await pageParam(params, "slug"));
  if (!key.success || !("slug" in key.data)) return null;
  return getBlogBySlug(key.data.slug);
}

/** Rendered on first visit, then served from the route cache (see lib/page-params.ts). */
export function generateStaticParams() {
  return placeholderParams("slug");
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const post = await postFor(params);
  if (!post) return { title: "Blog post not found", robots: { index: false } };
  return pageMetadata({
    title: post.name,
    description: truncate(post.description[0] ?? post.name, 160),
    path: blogHref(post.slug),
    type: "article",
    image: post.images[0] ? { url: post.images[0], ...BLOG_BANNER, alt: post.name } : undefined,
  });
}

/**
 * The post, from the blog cache, once the slug is known. An unknown slug never gets here:
 * proxy.ts answers it with a real 404 first; notFound() stays for a post deleted in between.
 */
async function BlogDetail({ params }: { params: Params }) {
  const post = await postFor(params);
  if (!post) notFound();
  return <BlogArticle post={post} />;
}

/** /blogdetail/{slug}: one blog post, found by its slug. */
export default function BlogDetailPage({ params }: { params: Params }) {
  return (
    <div className="mx-auto max-w-7xl px-3 pb-4 pt-4 sm:px-4 sm:pt-6">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] xl:gap-14">
        <Suspense fallback={<BlogArticleSkeleton />}>
          <BlogDetail params={params} />
        </Suspense>
        <BlogSidebar currentSlug={pageParam(params, "slug")} />
      </div>
    </div>
  );
}
