import type { MetadataRoute } from "next";
import { getConfig } from "@/lib/config";
import { atRequestTime } from "@/lib/http";

export default async function robots(): Promise<MetadataRoute.Robots> {
  await atRequestTime(); // PUBLIC_BASE_URL is read when served, not frozen at build
  const base = getConfig().publicBaseUrl;
  return {
    rules: [
      {
        userAgent: "*",
        allow: "/",
        // Personal and transactional pages, and the API, are not for search engines.
        disallow: ["/api/", "/cart", "/checkout", "/shiping", "/payment", "/dashboard-client", "/dashboard/", "/wishlist", "/login"],
      },
    ],
    sitemap: `${base}/sitemap.xml`,
    host: base,
  };
}
