import { ogCard, ogCardSize } from "@/components/content/og-card";
import { policyText } from "@/lib/policies";

export const alt = "About Us | TeeRang";
export const size = ogCardSize;
export const contentType = "image/png";

export default function OpenGraphImage() {
  return ogCard({ eyebrow: "About TeeRang", title: "About Us", line: `Founded in ${policyText.founded}. ${policyText.happyCustomers}+ happy customers.` });
}
