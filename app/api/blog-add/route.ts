import { requireStaff } from "@/lib/auth/staff";
import { blogInput, readBlogForm } from "@/lib/content/blog-input";
import { addBlog, addBlogFromForm, blogStaffMessages } from "@/lib/content/blog-writes";
import { privateJson, readJsonBody, route } from "@/lib/http";
import { isMultipart, readUploadForm } from "@/lib/uploads";
import type { BlogAddedAnswer } from "@/lib/api-answers/staff-content";

/**
 * POST /api/blog-add (staff): JSON with pictures named by their /uploads addresses, or a
 * multipart form with the pictures themselves (lib/content/blog-input.ts) -> 201 { message, blog }.
 */
export const POST = route(async (request) => {
  const staff = await requireStaff(request);
  const blog = isMultipart(request)
    ? await addBlogFromForm(staff, await readBlogForm(await readUploadForm(request)))
    : await addBlog(staff, await readJsonBody(request, blogInput));
  return privateJson({ message: blogStaffMessages.added, blog } satisfies BlogAddedAnswer, { status: 201 });
});
