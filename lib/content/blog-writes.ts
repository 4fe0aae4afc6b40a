import { and, eq, like, or, sql } from "drizzle-orm";
import type { StaffMember } from "@/lib/auth/staff";
import { cacheTags } from "@/lib/cache-tags";
import { withTransaction } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { actsOn, madeBy, recordId } from "@/lib/staff/ownership";
import { revalidateTags } from "@/lib/staff/revalidate";
import { freeSlug, slugify } from "@/lib/text/slug";
import { assertStoredPicture, removeUploads, withStoredImages } from "@/lib/uploads";
import { blogSections, blogs } from "@/models";
import type { BlogForm, BlogInput } from "./blog-input";
import { toBlogDocument, type BlogDocument } from "./blogs";

export const blogStaffMessages = {
  added: "Blog added",
  deleted: "Blog deleted",
  notFound: "Blog not found",
} as const;

type NewPost = { name: string; description: string[]; images: string[]; sections: { heading: string; description: string; image: string | null }[] };

async function insertPost(staff: StaffMember, post: NewPost): Promise<BlogDocument> {
  const base = slugify(post.name) || "post";
  const owner = madeBy(staff);
  const row = await withTransaction(async (tx) => {
    // Two posts of one name added at once: the unique index refuses the second slug, which then
    // takes the next suffix (a few tries; the first insert's slug is then taken, not free).
    for (let attempt = 0; attempt < 5; attempt++) {
      const existing = await tx
        .select({ slug: blogs.slug })
        .from(blogs)
        .where(or(eq(blogs.slug, base), like(blogs.slug, `${base}-%`)));
      const slug = freeSlug(base, new Set(existing.map((r) => r.slug)));
      const [blog] = await tx
        .insert(blogs)
        .values({ name: post.name, slug, images: post.images, description: post.description, ...owner })
        .onConflictDoNothing()
        .returning();
      if (!blog) continue;
      const sections = post.sections.length
        ? await tx
            .insert(blogSections)
            .values(post.sections.map((section, position) => ({ blogId: blog.id, position, ...section })))
            .returning()
        : [];
      return { ...blog, sections };
    }
    throw new HttpError(409, "Another post with this name was being added at the same time. Please try again.");
  });
  revalidateTags(cacheTags.blogs);
  return toBlogDocument({
    id: row.id,
    name: row.name,
    slug: row.slug,
    images: row.images,
    description: row.description,
    sections: row.sections.map(({ heading, description, image }) => ({ heading, description, image })),
    publishedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  });
}

/**
 * A new blog post from JSON, its pictures named by their /uploads addresses (each must be a
 * stored picture). The slug comes from the name, with a suffix when taken. The blog list and
 * its posts show it at once.
 */
export async function addBlog(staff: StaffMember, input: BlogInput): Promise<BlogDocument> {
  const images = await Promise.all(input.images.map((url, i) => assertStoredPicture(url, `images.${i}`)));
  const sections = await Promise.all(
    input.additionalDescription.map(async (section, i) => ({
      heading: section.heading,
      description: section.description,
      image: section.image ? await assertStoredPicture(section.image, `additionalDescription.${i}.image`) : null,
    })),
  );
  return insertPost(staff, { name: input.name, description: input.description, images, sections });
}

/** A new blog post from a multipart form: its pictures are stored first, and removed if the post is not. */
export async function addBlogFromForm(staff: StaffMember, form: BlogForm): Promise<BlogDocument> {
  madeBy(staff); // a seller without a shop is refused before anything is stored
  const indexes = [...form.sectionImages.keys()];
  const pictures = [...form.images, ...indexes.map((i) => form.sectionImages.get(i)!)];
  return withStoredImages("blogs", pictures, (urls) => {
    const images = urls.slice(0, form.images.length);
    const sectionUrl = new Map(indexes.map((index, i) => [index, urls[form.images.length + i]!]));
    const sections = form.input.additionalDescription.map((section, i) => ({ ...section, image: sectionUrl.get(i) ?? null }));
    return insertPost(staff, { name: form.input.name, description: form.input.description, images, sections });
  });
}

/**
 * Removes a blog post with its sections, then the pictures uploaded for it that no other post
 * shows (a post added as JSON may show another's; seeded pictures are never removed).
 */
export async function deleteBlog(staff: StaffMember, id: string): Promise<string> {
  const blogId = recordId(id, blogStaffMessages.notFound);
  const pictures = await withTransaction(async (tx) => {
    const sectionImages = await tx.select({ image: blogSections.image }).from(blogSections).where(eq(blogSections.blogId, blogId));
    const [deleted] = await tx
      .delete(blogs)
      .where(and(eq(blogs.id, blogId), actsOn(staff, blogs.sellerId)))
      .returning({ images: blogs.images });
    if (!deleted) throw new HttpError(404, blogStaffMessages.notFound);
    const candidates = [...new Set([...deleted.images, ...sectionImages.map((s) => s.image).filter((url): url is string => !!url)])];
    if (candidates.length === 0) return [];
    const stillShown = await tx
      .select({ url: sql<string>`u.url` })
      .from(sql`unnest(array[${sql.join(
          candidates.map((url) => sql`${url}`),
          sql`, `,
        )}]::text[]) as u(url)`)
      .where(
        sql`exists (select 1 from ${blogs} where u.url = any(${blogs.images})) or exists (select 1 from ${blogSections} where ${blogSections.image} = u.url)`,
      );
    const kept = new Set(stillShown.map((r) => r.url));
    return candidates.filter((url) => !kept.has(url));
  });
  revalidateTags(cacheTags.blogs);
  await removeUploads("blogs", pictures);
  return blogId;
}
