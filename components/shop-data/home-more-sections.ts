import { useQuery } from "@tanstack/react-query";
import type { HomeMoreSectionsAnswer } from "@/lib/api-answers/catalog";
import { callApi } from "./api";
import { shopQueryClient } from "./query-client";

/** What the home page says when the sections below its first screen could not be fetched. */
export const MORE_SECTIONS_FALLBACK = "We could not load more of the shop just now.";

/**
 * GET /api/home/more-sections: the home page below its first screen (docs/decisions/0031). It is
 * the catalogue, the same for everyone, so the browser may keep it by the server's cache headers,
 * and a visit back to the home page within the minute draws it without asking again.
 */
export function useHomeMoreSections() {
  return useQuery(
    {
      queryKey: ["catalogue", "home-more-sections"],
      queryFn: () => callApi<HomeMoreSectionsAnswer>("/home/more-sections", { cacheable: true, fallback: MORE_SECTIONS_FALLBACK }),
      staleTime: 60_000,
      refetchOnWindowFocus: false,
    },
    shopQueryClient,
  );
}
