import { z } from "zod";
import { blogKeySchema, findBlog, toBlogDocument } from "@/lib/content/blogs";
import { HttpError, route } from "@/lib/http";
import type { BlogAnswer } from "@/lib/api-answers/content";

const pathSchema = z.object({ id: blogKeySchema });

/** GET /api/single-blog/{id or slug}: one blog post. */
export const GET = route(async (_request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const { id } = pathSchema.parse(await params);
  const post = await findBlog(id);
  if (!post) throw new HttpError(404, "Blog not found");
  return Response.json({ blogData: toBlogDocument(post) } satisfies BlogAnswer);
});
