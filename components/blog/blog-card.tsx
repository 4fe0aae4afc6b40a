import { Picture } from "@/components/ui/picture";
import Link from "next/link";
import type { BlogPost } from "@/lib/content/types";
import { blogHref, blogImageRatio, formatBlogDate } from "./blog-images";

/** The `sizes` of a card picture: one column on phones, two beside the sidebar on desktops. */
const cardSizes = "(min-width: 1280px) 420px, (min-width: 768px) 45vw, calc(100vw - 32px)";

/** A post in the blog list: picture, date, name, its first paragraph and a Read More link. */
export function BlogCard({ post, eager = false }: { post: BlogPost; eager?: boolean }) {
  const href = blogHref(post.slug);
  const image = post.images[0];
  const titleId = `blog-${post.id}-title`;
  return (
    <article data-testid="blog-card" aria-labelledby={titleId} className="flex w-full flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-line">
      <Link href={href} tabIndex={-1} aria-hidden="true" className={`relative block ${blogImageRatio} bg-surface`}>
        {image ? (
          <Picture
            src={image}
            alt=""
            fill
            sizes={cardSizes}
            loading={eager ? "eager" : undefined}
            className="object-cover"
          />
        ) : (
          <span className="grid h-full place-items-center text-sm text-muted">No image available</span>
        )}
      </Link>
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm text-muted">
          <time dateTime={post.publishedAt}>{formatBlogDate(post.publishedAt)}</time>
        </p>
        <h2 id={titleId} className="mt-1 text-xl font-bold leading-snug tracking-tight text-ink">
          <Link href={href} className="hover:text-brand-800 hover:underline hover:underline-offset-4">
            {post.name}
          </Link>
        </h2>
        {post.description[0] ? (
          <p className="mt-3 line-clamp-4 leading-7 text-muted">{post.description[0]}</p>
        ) : null}
        <Link
          href={href}
          className="mt-auto inline-flex min-h-11 w-fit items-center gap-1 pt-4 font-semibold text-brand-800 underline-offset-4 hover:underline"
        >
          Read More<span className="sr-only">: {post.name}</span>
          <span aria-hidden="true">→</span>
        </Link>
      </div>
    </article>
  );
}
