import type { Metadata } from "next";
import { RefundPolicy } from "@/components/content/refund-policy";
import { pageMetadata } from "@/components/content/page-metadata";
import { policyText } from "@/lib/policies";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: "Shipping, Returns and Refund Policy",
    description: `Free shipping across India, dispatch within ${policyText.dispatch}, delivery in ${policyText.delivery}, ${policyText.returnWindowShort} returns and refunds in ${policyText.refund}.`,
    path: "/refund",
  });
}

export default function RefundPage() {
  return <RefundPolicy />;
}
