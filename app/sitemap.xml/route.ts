import { atRequestTime } from "@/lib/http";
import { sitemapIndexBody, sitemapResponse } from "@/lib/seo/sitemap-files";

// The sitemap index robots.txt names: one line per file of lib/seo/sitemap-files.ts.
export async function GET() {
  await atRequestTime(); // built from the database when asked, never at build time
  return sitemapResponse(await sitemapIndexBody());
}
