import { ogCard, ogCardSize } from "@/components/content/og-card";

export const alt = "The TeeRang Blog";
export const size = ogCardSize;
export const contentType = "image/png";

export default function OpenGraphImage() {
  return ogCard({ eyebrow: "The TeeRang blog", title: "Care guides, size help and gifting ideas", line: "And the stories behind our prints." });
}
