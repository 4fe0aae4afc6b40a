import { NextResponse, type NextRequest } from "next/server";
import { categoryExists } from "@/lib/catalog/category-exists";
import { productSlugExists } from "@/lib/catalog/product-slugs";
import { blogSlugExists } from "@/lib/content/blog-slugs";

/**
 * Real 404s for detail pages whose slug names nothing. With cacheComponents a page's response
 * starts (status 200, the prerendered shell) before the page runs, so a notFound() in the page
 * shows the 404 page and marks it noindex but cannot change the status (Next docs: Streaming,
 * "The HTTP contract"). The docs' answer is to check here, before rendering starts: an unknown
 * slug is rewritten to the not-found page with a 404 status. Each check is one indexed lookup.
 */
const detailPages: { prefix: string; exists: (slug: string) => Promise<boolean> }[] = [
  { prefix: "/product/details/", exists: productSlugExists },
  { prefix: "/category-data/", exists: categoryExists },
  { prefix: "/blogdetail/", exists: blogSlugExists },
];

function decodedSlug(pathname: string, prefix: string): string | undefined {
  try {
    return decodeURIComponent(pathname.slice(prefix.length));
  } catch {
    return undefined; // broken %-encoding names nothing
  }
}

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const page = detailPages.find((p) => pathname.startsWith(p.prefix));
  if (!page) return NextResponse.next();
  const slug = decodedSlug(pathname, page.prefix);
  try {
    if (slug !== undefined && (await page.exists(slug))) return NextResponse.next();
  } catch (error) {
    // The page can still answer (its notFound() gives a noindex 404 page); do not fail the request.
    console.error(`proxy: lookup for ${pathname} failed:`, error);
    return NextResponse.next();
  }
  return NextResponse.rewrite(new URL("/_not-found", request.url), { status: 404 });
}

export const config = {
  matcher: ["/product/details/:slug", "/category-data/:slug", "/blogdetail/:slug"],
};
