"use client";

import { useId } from "react";
import { ORDER_FETCH_FALLBACK, useOrders } from "@/components/shop-data/orders";
import type { OrderFilter } from "@/components/shop-data/types";
import { FILTER_LABELS, ORDER_FILTERS } from "./order-display";
import { OrderList } from "./order-list";

/**
 * The dashboard's My Orders tab: the status filter, whose value lives in the
 * address (the dashboard keeps it), and the orders it selects, asked again whenever it changes.
 */
export function OrdersTab({
  customerId,
  titleId,
  filter,
  onFilterChange,
}: {
  customerId: string;
  titleId: string;
  filter: OrderFilter;
  onFilterChange: (filter: OrderFilter) => void;
}) {
  const orders = useOrders(customerId, filter);
  const selectId = useId();
  const count = orders.data?.length ?? 0;

  return (
    <>
      <h1 id={titleId} className="text-3xl font-extrabold tracking-tight text-brand-900">
        My Orders
      </h1>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <label htmlFor={selectId} className="text-sm font-semibold text-ink">
          Order status
        </label>
        <select
          id={selectId}
          value={filter}
          onChange={(event) => onFilterChange(event.target.value as OrderFilter)}
          className="min-h-11 rounded-xl border border-line bg-white px-3"
          data-testid="orders-filter"
        >
          {ORDER_FILTERS.map((value) => (
            <option key={value} value={value}>
              {FILTER_LABELS[value]}
            </option>
          ))}
        </select>
      </div>

      {/* Announces what the list now holds after a filter change, without reading the table. */}
      <p role="status" className="sr-only">
        {orders.isPending ? "Loading your orders" : orders.isError ? "" : `${count} ${count === 1 ? "order" : "orders"} shown`}
      </p>

      <div className="mt-6" aria-busy={orders.isFetching}>
        {orders.isPending ? (
          <div className="space-y-3" data-testid="orders-loading">
            {[0, 1, 2].map((row) => (
              <div key={row} className="h-20 animate-pulse rounded-2xl bg-surface" />
            ))}
          </div>
        ) : orders.isError ? (
          <div role="alert" className="rounded-2xl bg-red-50 p-5 text-red-900" data-testid="orders-error">
            <p className="font-semibold">{orders.error.message || ORDER_FETCH_FALLBACK}</p>
            <button
              type="button"
              onClick={() => void orders.refetch()}
              className="mt-3 inline-flex min-h-11 items-center rounded-full border border-red-300 bg-white px-5 font-semibold text-red-900 hover:bg-red-100"
            >
              Try again
            </button>
          </div>
        ) : count === 0 ? (
          <p className="rounded-2xl border border-dashed border-line p-8 text-center text-muted" data-testid="orders-empty">
            No orders found
          </p>
        ) : (
          <OrderList orders={orders.data} customerId={customerId} />
        )}
      </div>
    </>
  );
}
