import Link from "next/link";
import { MY_ORDERS_PATH } from "./order-display";

/**
 * An order id that names none of the shopper's orders: someone else's, one that never existed,
 * or not an id at all. The API answers all of them alike (404), so the page does too.
 */
export function OrderNotFound() {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16" data-testid="order-not-found">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">Order not found</h1>
      <p className="mt-4 text-ink">We could not find this order in your account. Check the link, or find the order in your list.</p>
      <Link
        href={MY_ORDERS_PATH}
        prefetch={false}
        className="mt-8 inline-flex min-h-12 items-center rounded-full bg-brand-800 px-6 font-semibold text-white hover:bg-brand-900"
      >
        Back to My Orders
      </Link>
    </div>
  );
}
