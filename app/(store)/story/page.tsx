import type { Metadata } from "next";
import { BrandStory } from "@/components/content/brand-story";
import { pageMetadata } from "@/components/content/page-metadata";
import { policyText } from "@/lib/policies";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: "Our Story",
    description: `How two friends in Jaipur started TeeRang in ${policyText.founded} with one printed tee, and grew it to ${policyText.happyCustomers}+ happy customers across India.`,
    path: "/story",
  });
}

export default function StoryPage() {
  return <BrandStory />;
}
