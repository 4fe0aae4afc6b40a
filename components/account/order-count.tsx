import { getCurrentCustomer } from "@/lib/auth/current-customer";
import { countOrders } from "@/lib/orders/history";

/** 'You have N order(s) in your history', counted in the database for the session. */
export async function OrderCount() {
  const customer = await getCurrentCustomer();
  if (!customer) return null;
  const n = await countOrders(customer.id);
  return (
    <p className="mt-4 rounded-2xl bg-brand-50 px-5 py-4 font-semibold text-brand-900" data-testid="order-count">
      You have {n} {n === 1 ? "order" : "orders"} in your history
    </p>
  );
}

export function OrderCountSkeleton() {
  return <div className="mt-4 h-14 animate-pulse rounded-2xl bg-surface" aria-hidden="true" />;
}
