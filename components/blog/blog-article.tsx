import { Picture } from "@/components/ui/picture";
import Link from "next/link";
import type { BlogPost } from "@/lib/content/types";
import { prose } from "@/components/content/prose";
import { BLOG_BANNER, BLOG_SECTION, blogImageRatio, formatBlogDate } from "./blog-images";

/** The detail shows the first three description paragraphs, then the sections. */
const PARAGRAPHS = 3;

const bannerSizes = "(min-width: 1280px) 800px, (min-width: 1024px) calc(100vw - 28rem), calc(100vw - 32px)";
const sectionSizes = "(min-width: 1280px) 720px, (min-width: 1024px) calc(100vw - 30rem), calc(100vw - 32px)";

function NoImage() {
  return (
    <div className={`${blogImageRatio} grid w-full place-items-center rounded-2xl bg-surface text-muted`}>No image available</div>
  );
}

/** One blog post: breadcrumb, banner, name, date, opening paragraphs and its sections. */
export function BlogArticle({ post }: { post: BlogPost }) {
  const banner = post.images[0];
  return (
    <article data-testid="blog-article" aria-labelledby="blog-title">
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <ol className="flex flex-wrap items-center gap-x-2">
          <li>
            <Link href="/" className="inline-flex min-h-11 items-center underline-offset-4 hover:text-brand-800 hover:underline">
              Home
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link href="/blog" className="inline-flex min-h-11 items-center underline-offset-4 hover:text-brand-800 hover:underline">
              Blog
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="line-clamp-1 max-w-[60vw] text-ink sm:max-w-md">
            {post.name}
          </li>
        </ol>
      </nav>

      <div className="mt-2">
        {banner ? (
          <Picture
            src={banner}
            alt={post.name}
            width={BLOG_BANNER.width}
            height={BLOG_BANNER.height}
            sizes={bannerSizes}
            preload
            data-testid="blog-banner"
            className={`${blogImageRatio} w-full rounded-2xl bg-surface object-cover`}
          />
        ) : (
          <NoImage />
        )}
      </div>

      <header className="mt-6">
        <h1 id="blog-title" className="text-3xl font-extrabold tracking-tight text-ink text-balance sm:text-4xl">
          {post.name}
        </h1>
        <p className="mt-2 text-sm text-muted">
          Published <time dateTime={post.publishedAt}>{formatBlogDate(post.publishedAt)}</time>
        </p>
      </header>

      <div data-testid="blog-paragraphs" className={`mt-6 ${prose}`}>
        {post.description.slice(0, PARAGRAPHS).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>

      {post.sections.map((section, index) => (
        <section
          key={index}
          data-testid="blog-section"
          aria-labelledby={`blog-section-${index}`}
          className="mt-10 max-w-prose"
        >
          <h2 id={`blog-section-${index}`} className="text-2xl font-bold tracking-tight text-ink">
            {section.heading}
          </h2>
          <div className={`mt-3 ${prose}`}>
            <p>{section.description}</p>
          </div>
          {section.image ? (
            <Picture
              src={section.image}
              alt={section.heading}
              width={BLOG_SECTION.width}
              height={BLOG_SECTION.height}
              sizes={sectionSizes}
              className={`mt-5 ${blogImageRatio} w-full rounded-2xl bg-surface object-cover`}
            />
          ) : null}
        </section>
      ))}

      <p className="mt-12">
        <Link
          href="/blog"
          className="inline-flex min-h-11 items-center rounded-full border border-brand-200 px-5 font-semibold text-brand-800 hover:border-brand-700 hover:bg-brand-50"
        >
          <span aria-hidden="true">←&nbsp;</span>All blog posts
        </Link>
      </p>
    </article>
  );
}

/** The article's frame in grey: breadcrumb, banner, title and paragraphs, for the Suspense fallback. */
export function BlogArticleSkeleton() {
  return (
    <div aria-hidden="true">
      <div className="flex h-11 items-center gap-2">
        <div className="h-4 w-40 rounded bg-surface" />
      </div>
      <div className={`mt-2 ${blogImageRatio} w-full animate-pulse rounded-2xl bg-surface motion-reduce:animate-none`} />
      <div className="mt-6 h-9 w-11/12 rounded bg-surface sm:h-10" />
      <div className="mt-2 h-9 w-2/3 rounded bg-surface sm:h-10" />
      <div className="mt-3 h-4 w-40 rounded bg-surface" />
      <div className="mt-8 max-w-prose space-y-3">
        {Array.from({ length: 9 }, (_, i) => (
          <div key={i} className={`h-4 rounded bg-surface ${i % 3 === 2 ? "w-3/4" : ""}`} />
        ))}
      </div>
    </div>
  );
}
