import { NextResponse, type NextRequest } from "next/server";
import { blogSlugExists } from "@/lib/content/blog-slugs";

/**
 * Real 404s for content that does not exist. With cacheComponents a page's response starts
 * (status 200, the prerendered shell) before the page runs, so a notFound() in the page shows
 * the 404 page and marks it noindex but cannot change the status (Next docs: Streaming, "The
 * HTTP contract"). The docs' answer is to check in the proxy, before rendering starts: an
 * unknown blog slug is rewritten to the not-found page with a 404 status.
 */
export async function proxy(request: NextRequest) {
  const slug = decodedSegment(request.nextUrl.pathname.slice("/blogdetail/".length));
  try {
    if (slug !== null && (await blogSlugExists(slug))) return NextResponse.next();
  } catch (error) {
    // The page can still answer (its notFound() gives a noindex 404 page); do not fail the request.
    console.error("proxy: blog lookup failed:", error);
    return NextResponse.next();
  }
  return NextResponse.rewrite(new URL("/_not-found", request.url), { status: 404 });
}

/** A path segment decoded, or null when its %-escapes are malformed. */
function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export const config = {
  matcher: "/blogdetail/:slug",
};
