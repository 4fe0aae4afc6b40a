import Link from "next/link";
import type { ReactNode } from "react";
import { payNowPath } from "./order-display";

/** Pay Now for one order: the payment page, never prefetched (it is one customer's own). */
export function PayNowLink({ orderId, className, children = "Pay Now" }: { orderId: string; className: string; children?: ReactNode }) {
  return (
    <Link href={payNowPath(orderId)} prefetch={false} className={className}>
      {children}
    </Link>
  );
}
