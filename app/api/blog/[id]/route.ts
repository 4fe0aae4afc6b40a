import { requireStaff } from "@/lib/auth/staff";
import { blogStaffMessages, deleteBlog } from "@/lib/content/blog-writes";
import { privateJson, route } from "@/lib/http";
import type { BlogDeletedAnswer } from "@/lib/api-answers/staff-content";

/** DELETE /api/blog/{id} (staff): the post, its sections and its uploaded pictures -> { message, blogId }. */
export const DELETE = route<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const staff = await requireStaff(request);
  const blogId = await deleteBlog(staff, (await params).id);
  return privateJson({ message: blogStaffMessages.deleted, blogId } satisfies BlogDeletedAnswer);
});
