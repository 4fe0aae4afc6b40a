import { atRequestTime } from "@/lib/http";
import { sitemapFileBody, sitemapResponse } from "@/lib/seo/sitemap-files";

// One file of the sitemap index: /sitemap/pages.xml or /sitemap/products-N.xml.
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  await atRequestTime(); // built from the database when asked, never at build time
  const { file } = await params;
  return sitemapResponse(await sitemapFileBody(file));
}
