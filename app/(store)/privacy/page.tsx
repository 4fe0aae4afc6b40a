import type { Metadata } from "next";
import { PrivacyPolicy } from "@/components/content/privacy-policy";
import { pageMetadata } from "@/components/content/page-metadata";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: "Privacy Policy",
    description: "What personal data TeeRang collects, how it is used and shared, the cookies we set, and how to access, correct or delete your data.",
    path: "/privacy",
  });
}

export default function PrivacyPage() {
  return <PrivacyPolicy />;
}
