import { ogCard, ogCardSize } from "@/components/content/og-card";

export const alt = "Terms and Conditions | TeeRang";
export const size = ogCardSize;
export const contentType = "image/png";

export default function OpenGraphImage() {
  return ogCard({ eyebrow: "The small print", title: "Terms and Conditions", line: "The rules for using our site and buying from us, in plain words." });
}
