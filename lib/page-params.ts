import { notFound } from "next/navigation";
import { connection } from "next/server";

/**
 * Catalogue pages are rendered on their first visit and then served whole from the route cache
 * (incremental static regeneration with cacheComponents): the second shopper to open a product,
 * category, blog post, the home page or the unfiltered collection gets stored HTML, and a
 * catalogue write revalidates it through the tags of the reads it used.
 *
 * For that, a page needs a route param and a generateStaticParams naming at least one value
 * (Next refuses an empty list with cacheComponents). A real value would make the build read the
 * database, which it must never do, so each such page names this placeholder instead and answers
 * it with notFound() before reading anything. Every read on those pages waits for its params
 * first, so the build's shell render (params unknown) reads nothing either. proxy.ts answers a
 * request for the placeholder with a 404 like any unknown slug.
 */
export const BUILD_PLACEHOLDER = "__build-placeholder__";

/** generateStaticParams' answer for a page whose params are `keys`: the placeholder only. */
export function placeholderParams<K extends string>(...keys: K[]): Record<K, string>[] {
  return [Object.fromEntries(keys.map((key) => [key, BUILD_PLACEHOLDER])) as Record<K, string>];
}

/** The param `key`, once known; the build's placeholder ends the render as not found. */
export async function pageParam<P extends Record<string, string>, K extends keyof P & string>(
  params: Promise<P>,
  key: K,
): Promise<string> {
  const value = (await params)[key];
  if (value === undefined || value === BUILD_PLACEHOLDER) notFound();
  return value;
}

/**
 * The one value of the `edition` param of the home page and the unfiltered collection, which
 * have no param of their own: proxy.ts rewrites `/` and `/collections` to `.../current`. The
 * param carries no data; it only lets the page be upgraded into the route cache.
 */
export const CURRENT_EDITION = "current";

/** Waits for the `edition` param: any other than the current one is not found. */
export async function currentEdition(params: Promise<{ edition: string }>): Promise<void> {
  if ((await pageParam(params, "edition")) !== CURRENT_EDITION) notFound();
}

/**
 * Waits until a section shared by cached and request-time pages may read the catalogue: for
 * `ready` (the page's params) on a page served from the route cache, else for the request
 * itself, so the build never renders the section.
 */
export async function readableAfter(ready: Promise<unknown> | undefined): Promise<void> {
  if (ready) await ready;
  else await connection();
}
