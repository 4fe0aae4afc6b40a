import { getBlogs } from "@/lib/content/blogs";
import { readableAfter } from "@/lib/page-params";
import { BlogCard } from "./blog-card";

/**
 * Every post, newest first, as cards, read from the blog cache once `ready` (the page's params)
 * has settled, so the build never reads the database.
 */
export async function BlogList({ ready }: { ready: Promise<unknown> }) {
  await readableAfter(ready);
  const posts = await getBlogs();
  if (posts.length === 0) {
    return <p className="rounded-2xl bg-surface p-8 text-center text-muted">Our first posts are on their way. Check back soon!</p>;
  }
  return (
    <ul data-testid="blog-list" className="grid gap-5 md:grid-cols-2">
      {posts.map((post, index) => (
        <li key={post.id} className="flex">
          <BlogCard post={post} eager={index === 0} />
        </li>
      ))}
    </ul>
  );
}
