import { ogCard, ogCardSize } from "@/components/content/og-card";
import { CURRENT_EDITION } from "@/lib/page-params";

export const alt = "The TeeRang Blog";
export const size = ogCardSize;
export const contentType = "image/png";

/**
 * The blog list lives at /blog/current (proxy.ts), so its card does too. It draws no data, so the
 * one real edition is drawn at build time and served as a static file.
 */
export function generateStaticParams() {
  return [{ edition: CURRENT_EDITION }];
}

export default function OpenGraphImage() {
  return ogCard({ eyebrow: "The TeeRang blog", title: "Care guides, size help and gifting ideas", line: "And the stories behind our prints." });
}
