import { desc } from "drizzle-orm";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { proxy } from "@/proxy";
import { GET as getBlogList } from "@/app/api/blog-gets/route";
import { GET as getSingleBlog } from "@/app/api/single-blog/[id]/route";
import { blogs } from "@/models";
import { withTestDatabase } from "../helpers/test-database";

const db = withTestDatabase();

type Document = {
  _id: string;
  name: string;
  slug: string;
  images: string[];
  description: string[];
  additionalDescription: { heading: string; description: string; image: string | null }[];
  createdAt: string;
  updatedAt: string;
};

function singleBlog(key: string) {
  return getSingleBlog(new Request(`http://shop.test/api/single-blog/${encodeURIComponent(key)}`), {
    params: Promise.resolve({ id: key }),
  });
}

async function listedBlogs(): Promise<Document[]> {
  const response = await getBlogList(new Request("http://shop.test/api/blog-gets"), {});
  expect(response.status).toBe(200);
  const body = (await response.json()) as { blogData: Document[] };
  return body.blogData;
}

describe("GET /api/blog-gets", () => {
  it("lists every blog post, newest first, in the contract's shape", async () => {
    const list = await listedBlogs();
    const stored = await db().select({ id: blogs.id }).from(blogs).orderBy(desc(blogs.createdAt));
    expect(list.map((blog) => blog._id)).toEqual(stored.map((row) => row.id));
    expect(list.length).toBeGreaterThanOrEqual(4);

    for (const blog of list) {
      expect(Object.keys(blog).sort()).toEqual(
        ["_id", "additionalDescription", "createdAt", "description", "images", "name", "slug", "updatedAt"].sort(),
      );
      expect(blog.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(blog.images[0]).toMatch(/^\/uploads\/seed\/blogs\/.+\.webp$/);
      expect(blog.description.length).toBeGreaterThanOrEqual(3);
      expect(blog.additionalDescription.length).toBeGreaterThan(0);
      for (const section of blog.additionalDescription) {
        expect(Object.keys(section).sort()).toEqual(["description", "heading", "image"]);
        expect(section.heading).not.toBe("");
        expect(section.description).not.toBe("");
      }
    }
    const dates = list.map((blog) => Date.parse(blog.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it("keeps each post's sections in their written order", async () => {
    const [care] = (await listedBlogs()).filter((blog) => blog.slug.startsWith("how-to-care-for-your-printed"));
    expect(care?.additionalDescription.map((section) => section.heading)).toEqual([
      "Wash inside out, in cold water",
      "Dry in the shade, not in harsh sun",
      "Iron around the print, never on it",
    ]);
  });
});

describe("GET /api/single-blog/{id}", () => {
  it("finds a post by its slug and by its id, with the same answer", async () => {
    const [first] = await listedBlogs();
    if (!first) throw new Error("the seed has blogs");

    const bySlug = await singleBlog(first.slug);
    expect(bySlug.status).toBe(200);
    const slugBody = (await bySlug.json()) as { blogData: Document };
    expect(slugBody.blogData).toEqual(first);

    const byId = await singleBlog(first._id);
    expect(byId.status).toBe(200);
    expect(await byId.json()).toEqual(slugBody);

    const upperId = await singleBlog(first._id.toUpperCase());
    expect(((await upperId.json()) as { blogData: Document }).blogData._id).toBe(first._id);
  });

  it("answers 404 for a slug or an id that names no post", async () => {
    for (const key of ["no-such-blog", "00000000-0000-4000-8000-000000000000"]) {
      const response = await singleBlog(key);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: "Blog not found" });
    }
  });

  it("answers 400 for a key that is neither an id nor a slug", async () => {
    for (const key of ["hello world", "../etc/passwd", "drop;table", "a".repeat(201), "-leading-dash", ""]) {
      const response = await singleBlog(key);
      expect(response.status, key).toBe(400);
      expect(await response.json()).toEqual({ error: "id: must be a blog id or slug" });
    }
  });
});

describe("proxy: unknown blog URLs", () => {
  const visit = (path: string) => proxy(new NextRequest(`http://shop.test${path}`));

  it("lets a known post through to its page", async () => {
    const [first] = await listedBlogs();
    const response = await visit(`/blogdetail/${first!.slug}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-middleware-next")).toBe("1");
  });

  it("answers an unknown or malformed slug with a 404 before the page renders", async () => {
    for (const path of ["/blogdetail/no-such-post", "/blogdetail/bad%20slug", "/blogdetail/%E0%A4"]) {
      const response = await visit(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("x-middleware-rewrite"), path).toMatch(/\/_not-found$/);
    }
  });
});
