import type { Metadata } from "next";
import { connection } from "next/server";
import { OrderDetail } from "@/components/account/order-detail";
import { OrderNotFound } from "@/components/account/order-not-found";
import type { PaymentOutcome } from "@/components/account/payment-banner";
import { isUuid } from "@/lib/catalog/params";

export const metadata: Metadata = {
  title: "Order details",
  robots: { index: false, follow: false },
};

/** Rendered per request and never stored: it is one customer's order. */
export const instant = false;

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * The order detail page. The order is read in the browser with the session (as the
 * dashboard's list is), so this page holds no customer's data and a cancellation shows at once.
 * An id that cannot be an order's is answered here, without asking the API. `?payment=` is the
 * payment return's outcome (GET /api/order/payment-callback redirects here).
 */
export default async function OrderDetailPage({ params, searchParams }: Props) {
  await connection();
  const id = (await params).id.trim();
  if (!isUuid(id)) return <OrderNotFound />;
  const payment = (await searchParams).payment;
  const outcome: PaymentOutcome | null = payment === "paid" || payment === "failed" ? payment : null;
  return <OrderDetail orderId={id.toLowerCase()} payment={outcome} />;
}
