import { asc, desc, eq } from "drizzle-orm";
import type { BlogDocument } from "@/lib/api-answers/content";
import { cacheLife, cacheTag } from "next/cache";
import { cacheTags } from "@/lib/cache-tags";
import { getDb } from "@/lib/db";
import { blogSections, blogs } from "@/models";
import type { BlogKey } from "./blog-key";
import type { BlogPost } from "./types";

export { blogKeySchema, type BlogKey } from "./blog-key";

type BlogRow = typeof blogs.$inferSelect & { sections: (typeof blogSections.$inferSelect)[] };

function toPost(row: BlogRow): BlogPost {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    images: row.images,
    description: row.description,
    sections: row.sections.map((section) => ({
      heading: section.heading,
      description: section.description,
      image: section.image,
    })),
    publishedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// A function, so each query gets its own (mutable) config, which Drizzle's types ask for.
const withSections = () => ({ sections: { orderBy: [asc(blogSections.position)] } });

/** Every blog post, newest first, with its sections. */
export async function getBlogs(): Promise<BlogPost[]> {
  "use cache";
  cacheLife("hours");
  cacheTag(cacheTags.blogs);

  const db = await getDb();
  const rows = await db.query.blogs.findMany({
    with: withSections(),
    orderBy: [desc(blogs.createdAt), desc(blogs.id)],
  });
  return rows.map(toPost);
}

/** One blog post by its slug, or null. */
export async function getBlogBySlug(slug: string): Promise<BlogPost | null> {
  "use cache";
  cacheLife("hours");
  cacheTag(cacheTags.blogs);

  const db = await getDb();
  const row = await db.query.blogs.findFirst({ where: eq(blogs.slug, slug), with: withSections() });
  return row ? toPost(row) : null;
}

/** One blog post by its id (a UUID: check the form before asking), or null. */
export async function getBlogById(id: string): Promise<BlogPost | null> {
  "use cache";
  cacheLife("hours");
  cacheTag(cacheTags.blogs);

  const db = await getDb();
  const row = await db.query.blogs.findFirst({ where: eq(blogs.id, id), with: withSections() });
  return row ? toPost(row) : null;
}

/** One blog post by id or slug, or null. */
export function findBlog(key: BlogKey): Promise<BlogPost | null> {
  return "id" in key ? getBlogById(key.id) : getBlogBySlug(key.slug);
}

/** A blog post in the contract's shape: `_id` and `additionalDescription`. */
export type { BlogDocument };

export function toBlogDocument(post: BlogPost): BlogDocument {
  return {
    _id: post.id,
    name: post.name,
    slug: post.slug,
    images: post.images,
    description: post.description,
    additionalDescription: post.sections.map(({ heading, description, image }) => ({ heading, description, image })),
    createdAt: post.publishedAt,
    updatedAt: post.updatedAt,
  };
}
