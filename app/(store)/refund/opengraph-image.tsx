import { ogCard, ogCardSize } from "@/components/content/og-card";
import { policyText } from "@/lib/policies";

export const alt = "Shipping, Returns and Refunds | TeeRang";
export const size = ogCardSize;
export const contentType = "image/png";

export default function OpenGraphImage() {
  return ogCard({ eyebrow: "Policies", title: "Shipping, Returns and Refunds", line: `Free shipping across India. ${policyText.returnWindowShort} returns. Dispatch within ${policyText.dispatch}.` });
}
