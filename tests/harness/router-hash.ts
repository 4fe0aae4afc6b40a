import { createRequire } from "node:module";

/**
 * The `_rsc` query value Next's router sends with these router headers, from Next's own function:
 * a router request without the matching one is redirected (307) before Next reads it. For tests
 * and benches that ask as the router does.
 */
const require = createRequire(import.meta.url);
const { computeCacheBustingSearchParam } = require("next/dist/shared/lib/router/utils/cache-busting-search-param.js") as {
  computeCacheBustingSearchParam: (prefetch?: string, segment?: string, state?: string, nextUrl?: string) => Promise<string>;
};

export function routerHash(headers: Record<string, string | undefined>): Promise<string> {
  return computeCacheBustingSearchParam(
    headers["next-router-prefetch"],
    headers["next-router-segment-prefetch"],
    headers["next-router-state-tree"],
    headers["next-url"],
  );
}
