import type { Metadata } from "next";
import { PaymentPage } from "@/components/checkout/payment-page";

export const metadata: Metadata = {
  title: "Payment",
  robots: { index: false, follow: false },
};

/** /payment?orderId=…: the order's id comes in the address (spec §2 carries it in navigation state). */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { orderId } = await searchParams;
  const id = typeof orderId === "string" && orderId.length > 0 && orderId.length <= 100 ? orderId : null;
  return <PaymentPage orderId={id} />;
}
