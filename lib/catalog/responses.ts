/**
 * Catalogue and content JSON is the same for everyone: browsers and CDNs may keep it a minute
 * and serve it stale for five more while they refresh it. Errors stay no-store (lib/http.ts).
 */
export const PUBLIC_CATALOGUE_CACHE = "public, max-age=60, stale-while-revalidate=300";

export function publicJson(body: unknown): Response {
  return Response.json(body, { headers: { "Cache-Control": PUBLIC_CATALOGUE_CACHE } });
}
