import { getBlogs, toBlogDocument } from "@/lib/content/blogs";
import { route } from "@/lib/http";
import type { BlogsAnswer } from "@/lib/api-answers/content";

/** GET /api/blog-gets: every blog post, newest first. */
export const GET = route(async () => {
  const posts = await getBlogs();
  return Response.json({ blogData: posts.map(toBlogDocument) } satisfies BlogsAnswer);
});
