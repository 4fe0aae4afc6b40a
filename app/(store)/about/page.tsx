import type { Metadata } from "next";
import { AboutUs } from "@/components/content/about-us";
import { pageMetadata } from "@/components/content/page-metadata";
import { policyText } from "@/lib/policies";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: "About Us",
    description: `TeeRang is an Indian brand of printed T-shirts, apparel and gifts, founded in ${policyText.founded} in Jaipur: free shipping across India and ${policyText.returnWindowShort} returns.`,
    path: "/about",
  });
}

export default function AboutPage() {
  return <AboutUs />;
}
