import { absoluteUrl, type SitemapEntry } from "./sitemap-entries";

// The sitemap protocol's two documents (sitemaps.org/protocol.html): a urlset of pages and a
// sitemapindex of urlset files. Written here rather than by Next's metadata route, which
// makes no index and fixes its own Cache-Control (docs/decisions/0008).

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

const NEEDS_ESCAPING = /[&<>"']/;

/** Text escaped for an XML element (the protocol asks for entity-escaped URLs). */
function escapeXml(text: string): string {
  // Most text has nothing to escape: tested first, it is returned as it is (a product file
  // writes 10,000 addresses).
  if (!NEEDS_ESCAPING.test(text)) return text;
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c]!);
}

/** A urlset: one <url> per entry, its address made absolute on the shop's public address. */
export function urlsetXml(entries: SitemapEntry[]): string {
  const origin = escapeXml(absoluteUrl(""));
  const urls = entries.map((entry) => {
    const modified = typeof entry.lastModified === "string" ? entry.lastModified : entry.lastModified?.toISOString();
    const lastmod = modified ? `<lastmod>${modified}</lastmod>` : "";
    return `<url><loc>${origin}${escapeXml(entry.path)}</loc>${lastmod}<changefreq>${entry.changeFrequency}</changefreq><priority>${entry.priority}</priority></url>`;
  });
  return `${XML_DECLARATION}\n<urlset xmlns="${NAMESPACE}">\n${urls.join("\n")}\n</urlset>\n`;
}

/** A sitemapindex naming each file by its path on the shop. */
export function sitemapIndexXml(paths: string[]): string {
  const files = paths.map((path) => `<sitemap><loc>${escapeXml(absoluteUrl(path))}</loc></sitemap>`);
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${NAMESPACE}">\n${files.join("\n")}\n</sitemapindex>\n`;
}
