import { relations, sql } from "drizzle-orm";
import { index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { customers } from "./customers";
import { sellers } from "./sellers";

/** A blog post: `description` holds its paragraphs; its sections are `blog_sections`. */
export const blogs = pgTable(
  "blogs",
  {
    id: id(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    description: text("description").array().notNull().default(sql`'{}'::text[]`),
    sellerId: uuid("seller_id").references(() => sellers.id, { onDelete: "set null" }),
    /** The staff account (seller or admin) that made it; null for the demo catalogue's rows. */
    createdBy: uuid("created_by").references(() => customers.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("blogs_slug_idx").on(t.slug),
    index("blogs_seller_id_idx").on(t.sellerId),
    index("blogs_created_by_idx").on(t.createdBy),
    index("blogs_created_at_idx").on(t.createdAt),
  ],
);

/** One entry of a blog's `additionalDescription`: heading, text and an optional image. */
export const blogSections = pgTable(
  "blog_sections",
  {
    id: id(),
    blogId: uuid("blog_id")
      .notNull()
      .references(() => blogs.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    heading: text("heading").notNull(),
    description: text("description").notNull(),
    image: text("image"),
  },
  (t) => [uniqueIndex("blog_sections_blog_id_position_idx").on(t.blogId, t.position)],
);

export const blogsRelations = relations(blogs, ({ many }) => ({ sections: many(blogSections) }));
export const blogSectionsRelations = relations(blogSections, ({ one }) => ({
  blog: one(blogs, { fields: [blogSections.blogId], references: [blogs.id] }),
}));

export type Blog = typeof blogs.$inferSelect;
export type NewBlog = typeof blogs.$inferInsert;
export type BlogSection = typeof blogSections.$inferSelect;
export type NewBlogSection = typeof blogSections.$inferInsert;
