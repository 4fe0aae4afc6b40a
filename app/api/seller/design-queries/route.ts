import { requireStaff } from "@/lib/auth/staff";
import { queryInput } from "@/lib/catalog/params";
import { designQueryListQuery, listDesignQueries } from "@/lib/design-queries/list";
import { privateJson, route } from "@/lib/http";

/** GET /api/seller/design-queries?page=N (staff): { queries, totalQuery, parPage, page }, newest first. */
export const GET = route(async (request) => {
  await requireStaff(request);
  const { page } = designQueryListQuery.parse(queryInput(new URL(request.url).searchParams));
  return privateJson(await listDesignQueries(page));
});
