import type { Metadata } from "next";
import { TermsAndConditions } from "@/components/content/terms";
import { pageMetadata } from "@/components/content/page-metadata";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: "Terms and Conditions",
    description: "The terms for using the TeeRang website and ordering from us: accounts, prices, payment, shipping, returns, custom designs and your rights.",
    path: "/term-condition",
  });
}

export default function TermConditionPage() {
  return <TermsAndConditions />;
}
