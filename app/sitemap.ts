import type { MetadataRoute } from "next";
import { atRequestTime } from "@/lib/http";
import { absoluteUrl, getSitemapEntries } from "@/lib/seo/sitemap-entries";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await atRequestTime(); // built from the database when asked, never at build time
  const entries = await getSitemapEntries();
  return entries.map((entry) => ({
    url: absoluteUrl(entry.path),
    lastModified: entry.lastModified,
    changeFrequency: entry.changeFrequency,
    priority: entry.priority,
  }));
}
