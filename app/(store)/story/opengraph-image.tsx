import { ogCard, ogCardSize } from "@/components/content/og-card";
import { policyText } from "@/lib/policies";

export const alt = "The TeeRang Story | TeeRang";
export const size = ogCardSize;
export const contentType = "image/png";

export default function OpenGraphImage() {
  return ogCard({ eyebrow: "Our story", title: "The TeeRang Story", line: `Printed in Jaipur since ${policyText.founded}, worn across India.` });
}
