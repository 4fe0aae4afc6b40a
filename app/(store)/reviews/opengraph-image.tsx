import { ogCard, ogCardSize } from "@/components/content/og-card";
import { SAMPLE_REVIEW_TOTAL } from "@/components/content/sample-reviews";

export const alt = "TeeRang customer reviews";
export const size = ogCardSize;
export const contentType = "image/png";

export default function OpenGraphImage() {
  return ogCard({ eyebrow: "Customer reviews", title: `${SAMPLE_REVIEW_TOTAL} Reviews`, line: "What shoppers across India say about our tees and gifts." });
}
