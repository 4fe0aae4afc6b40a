import { connection } from "next/server";
import { getBlogs } from "@/lib/content/blogs";
import { BlogCard, BlogCardSkeleton } from "./blog-card";

const grid = "grid gap-5 md:grid-cols-2";

/** Every post, newest first, as cards (read at request time, from the cache). */
export async function BlogList() {
  await connection();
  const posts = await getBlogs();
  if (posts.length === 0) {
    return <p className="rounded-2xl bg-surface p-8 text-center text-muted">Our first posts are on their way. Check back soon!</p>;
  }
  return (
    <ul data-testid="blog-list" className={grid}>
      {posts.map((post, index) => (
        <li key={post.id} className="flex">
          <BlogCard post={post} eager={index === 0} />
        </li>
      ))}
    </ul>
  );
}

/** Four grey cards, the size of the seeded list's first screen. */
export function BlogListSkeleton() {
  return (
    <ul aria-busy="true" className={grid}>
      {Array.from({ length: 4 }, (_, i) => (
        <li key={i} className="flex">
          <BlogCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
