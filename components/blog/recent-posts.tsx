import Link from "next/link";
import { getBlogs } from "@/lib/content/blogs";
import { readableAfter } from "@/lib/page-params";
import { firstWords } from "@/lib/format";
import { blogHref, formatBlogDate } from "./blog-images";

const RECENT = 4;
/** Blog titles in the sidebar are cut to 6 words. */
const TITLE_WORDS = 6;

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <nav aria-labelledby="recent-posts-title">
      <h2 id="recent-posts-title" className="text-sm font-bold uppercase tracking-wider text-ink">
        Recent posts
      </h2>
      {children}
    </nav>
  );
}

/**
 * The newest posts as links, titles cut to six words (from the cache, once the page's params are
 * `ready`), leaving out the post being read (`currentSlug`, from the page's params).
 */
export async function RecentPosts({ currentSlug, ready = currentSlug }: { currentSlug?: Promise<string>; ready?: Promise<unknown> }) {
  await readableAfter(ready);
  const [all, current] = await Promise.all([getBlogs(), currentSlug]);
  const posts = all.filter((post) => post.slug !== current).slice(0, RECENT);
  return (
    <Frame>
      {posts.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No other posts yet.</p>
      ) : (
        <ul data-testid="recent-posts" className="mt-2 divide-y divide-line">
          {posts.map((post) => (
            <li key={post.id}>
              <Link href={blogHref(post.slug)} title={post.name} className="group block py-3">
                <span data-testid="recent-post-title" className="block font-semibold leading-6 text-ink group-hover:text-brand-800 group-hover:underline group-hover:underline-offset-4">
                  {firstWords(post.name, TITLE_WORDS)}
                </span>
                <span className="text-sm text-muted">{formatBlogDate(post.publishedAt)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Frame>
  );
}

export function RecentPostsSkeleton() {
  return (
    <Frame>
      <ul aria-hidden="true" className="mt-2 divide-y divide-line">
        {Array.from({ length: RECENT }, (_, i) => (
          <li key={i} className="py-3">
            <div className="h-5 w-11/12 rounded bg-surface" />
            <div className="mt-1.5 h-4 w-20 rounded bg-surface" />
          </li>
        ))}
      </ul>
    </Frame>
  );
}
