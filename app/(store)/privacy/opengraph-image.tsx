import { ogCard, ogCardSize } from "@/components/content/og-card";

export const alt = "Privacy Policy | TeeRang";
export const size = ogCardSize;
export const contentType = "image/png";

export default function OpenGraphImage() {
  return ogCard({ eyebrow: "Your data", title: "Privacy Policy", line: "What we collect, why, and how you stay in control." });
}
