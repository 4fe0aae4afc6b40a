import { NextResponse, type NextRequest } from "next/server";
import { categoryExists } from "@/lib/catalog/category-exists";
import { productSlugExists, reviewPageExists } from "@/lib/catalog/product-slugs";
import { blogSlugExists } from "@/lib/content/blog-slugs";
import { CURRENT_EDITION } from "@/lib/page-params";
import { DOCUMENT_REQUEST_HEADER, PRODUCT_DOCUMENT_ROUTE } from "@/server/door/document-request.mjs";
import { rememberYes } from "@/lib/remembered-yes";
import { isStorableText } from "@/lib/text/storable";
import { log } from "@/server/log/log.mjs";

/**
 * Real 404s for detail pages whose slug names nothing. With cacheComponents a page's response
 * starts (status 200, the prerendered shell) before the page runs, so a notFound() in the page
 * shows the 404 page and marks it noindex but cannot change the status (Next docs: Streaming,
 * "The HTTP contract"). The docs' answer is to check here, before rendering starts: an unknown
 * slug is rewritten to the not-found page with a 404 status. Each check is one indexed lookup,
 * and for what cannot be deleted a yes is remembered for a few seconds, since cached pages cost
 * less than the lookup.
 */
const REMEMBER_MS = 10_000;

/**
 * `document`: the route that answers the page's document requests instead (the door marks those,
 * server/door/document-request.mjs), given the page's still-encoded first part. Never an address
 * of its own: asked from outside, it is not found.
 */
type DetailPage = { pattern: RegExp; exists: (...parts: string[]) => Promise<boolean>; document?: (part: string) => string };

const rememberedProduct = rememberYes(productSlugExists, REMEMBER_MS);
const rememberedReviewPage = rememberYes((key) => {
  const [slug = "", page = ""] = key.split("\n");
  return reviewPageExists(slug, Number(page));
}, REMEMBER_MS);

const detailPages: DetailPage[] = [
  // A product's page asked as a document renders on the spot; the router's requests keep the
  // route cache (app/(store)/product/document/[slug]/page.tsx says why).
  { pattern: /^\/product\/details\/([^/]+)$/, exists: rememberedProduct, document: (slug) => `${PRODUCT_DOCUMENT_ROUTE}/${slug}` },
  {
    pattern: /^\/product\/details\/([^/]+)\/reviews\/([^/]+)$/,
    // A page number is digits without a leading zero, so one review page has one address.
    exists: (slug, page) => (/^[1-9]\d{0,5}$/.test(page) ? rememberedReviewPage(`${slug}\n${page}`) : Promise.resolve(false)),
  },
  { pattern: /^\/category-data\/([^/]+)$/, exists: rememberYes(categoryExists, REMEMBER_MS) },
  // Asked every time: a seller can delete a post, and a remembered yes would let its page render
  // for a few seconds after, a 200 saying "Blog post not found" (a soft 404 search engines keep).
  // The revalidation that empties the caches cannot reach this memory on every server. The cost
  // is one indexed lookup, only when the shared cache does not already hold the post's page.
  // (Products and categories have no delete.)
  { pattern: /^\/blogdetail\/([^/]+)$/, exists: blogSlugExists },
];

/**
 * The URL's %-decoded parts after the page's prefix, or undefined when they cannot name anything:
 * broken %-encoding, or text the database cannot hold (a NUL, an unpaired surrogate), which
 * would fail the lookup and, inside the page, a streamed render retried without end.
 */
function decodedParts(match: RegExpExecArray): string[] | undefined {
  let parts: string[];
  try {
    parts = match.slice(1).map((part) => decodeURIComponent(part));
  } catch {
    return undefined;
  }
  return parts.every(isStorableText) ? parts : undefined;
}

/**
 * Pages without a param of their own that are served from the route cache (lib/page-params.ts):
 * the address shoppers use, and the route that renders it. Those routes answer only their one
 * edition (CURRENT_EDITION) and name the shopper's address as canonical.
 */
const cachedPages = [
  // Home and the blog list read no query: any query string shows the same page.
  { path: "/", route: `/home/${CURRENT_EDITION}`, onlyWithoutQuery: false },
  { path: "/blog", route: `/blog/${CURRENT_EDITION}`, onlyWithoutQuery: false },
  // Only the unfiltered collection; a filtered view is its own render (app/(store)/collections/page.tsx).
  { path: "/collections", route: `/collections/${CURRENT_EDITION}`, onlyWithoutQuery: true },
];

/** Whether the query string holds nothing but the router's cache-busting `_rsc`. */
function hasNoQuery(url: URL): boolean {
  return [...url.searchParams.keys()].every((key) => key === "_rsc");
}

function notFound(request: NextRequest) {
  return NextResponse.rewrite(new URL("/_not-found", request.url), { status: 404 });
}

/**
 * /home/{edition}, /collections/{edition} and /blog/{edition}, and what lies below them (the
 * blog's Open Graph image), for an edition other than the current one.
 */
const otherEdition = new RegExp(`^/(?:home|collections|blog)/(?!${CURRENT_EDITION}(?:/|$))[^/]+(?:/|$)`);

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  // Made-up editions would each be rendered and stored: answer them at once. The product's
  // document route is reached by the rewrite below only (a rewrite does not come back here).
  if (otherEdition.test(pathname) || pathname.startsWith(`${PRODUCT_DOCUMENT_ROUTE}/`)) return notFound(request);
  for (const page of cachedPages) {
    if (pathname === page.path && (!page.onlyWithoutQuery || hasNoQuery(request.nextUrl))) {
      const url = request.nextUrl.clone();
      url.pathname = page.route;
      return NextResponse.rewrite(url);
    }
  }
  for (const page of detailPages) {
    const match = page.pattern.exec(pathname);
    if (!match) continue;
    const parts = decodedParts(match);
    try {
      if (parts !== undefined && (await page.exists(...parts))) {
        if (!page.document || request.headers.get(DOCUMENT_REQUEST_HEADER) !== "1") return NextResponse.next();
        const url = request.nextUrl.clone();
        url.pathname = page.document(match[1]!);
        return NextResponse.rewrite(url);
      }
    } catch (error) {
      // The page can still answer (its notFound() gives a noindex 404 page); do not fail the request.
      log.error({ err: error, path: pathname }, "Proxy: looking up the address failed");
      return NextResponse.next();
    }
    return notFound(request);
  }
  return NextResponse.next();
}

export const config = {
  matcher: [
    "/",
    "/collections",
    "/home/:edition",
    "/collections/:edition",
    "/blog",
    "/blog/:edition/:path*",
    "/product/details/:slug",
    "/product/details/:slug/reviews/:page",
    "/product/document/:path*",
    "/category-data/:slug",
    "/blogdetail/:slug",
  ],
};
