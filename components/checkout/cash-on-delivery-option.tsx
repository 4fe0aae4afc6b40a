"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { callApi, segment } from "@/components/shop-data/api";
import { shopKeys, shopQueryClient } from "@/components/shop-data/query-client";
import { formatRupees } from "@/lib/format";

type CashOnDelivery = { available: boolean; reason: string | null; limits: { maxOpenOrders: number; maxOrderValue: number; fee: number } };

/** Whether cash on delivery takes the order now; kept under the order's key, so reloading the order asks again. */
export function useCashOnDelivery(customerId: string, orderId: string) {
  return useQuery(
    {
      queryKey: [...shopKeys.order(customerId, orderId), "cash-on-delivery"],
      queryFn: () => callApi<CashOnDelivery>(`/order/cash-on-delivery/${segment(orderId)}`),
      retry: false,
    },
    shopQueryClient,
  );
}

/**
 * The payment step's cash-on-delivery choice. Its limits (an order ceiling, so many such orders
 * on the way per customer, PIN codes and zones where couriers collect no cash) and its fee are
 * the server's settings; this says them before the shopper chooses,
 * and where they rule the order out, the option is disabled with the reason in the shop's words.
 * The server checks again when cash on delivery is confirmed. If the check itself fails, the
 * option stays open and the confirmation's answer speaks.
 */
export function CashOnDeliveryOption({
  customerId,
  orderId,
  name,
  checked,
  onChoose,
  onUnavailable,
}: {
  customerId: string;
  orderId: string;
  /** The radio group's name. */
  name: string;
  checked: boolean;
  onChoose: () => void;
  /** Called when it turns out unavailable while chosen, so the page picks another method. */
  onUnavailable: () => void;
}) {
  const answer = useCashOnDelivery(customerId, orderId);
  const checking = answer.isPending;
  const unavailable = answer.data?.available === false;

  useEffect(() => {
    if (unavailable && checked) onUnavailable();
  }, [unavailable, checked, onUnavailable]);

  const limits = answer.data?.limits;
  const note = unavailable
    ? answer.data?.reason
    : checking
      ? "Checking whether cash on delivery is available for this order…"
      : `Pay in cash or by UPI when your order arrives.${limits && limits.fee > 0 ? ` A ${formatRupees(limits.fee)} cash-on-delivery fee is added.` : ""}${
          limits
            ? ` For orders up to ${formatRupees(limits.maxOrderValue)}, and up to ${limits.maxOpenOrders} cash-on-delivery ${limits.maxOpenOrders === 1 ? "order" : "orders"} on the way at a time.`
            : ""
        }`;

  return (
    <label
      className={`flex items-start gap-3 rounded-xl border border-line p-4 has-[:checked]:border-brand-800 has-[:checked]:bg-brand-50 ${
        unavailable || checking ? "cursor-not-allowed bg-surface" : "cursor-pointer"
      }`}
      data-testid="cod-option"
    >
      <input
        type="radio"
        name={name}
        value="COD"
        checked={checked && !unavailable}
        disabled={unavailable || checking}
        onChange={onChoose}
        aria-describedby={`${name}-cod-note`}
        className="mt-1 size-5 accent-brand-800"
      />
      <span>
        <span className={`block font-semibold ${unavailable ? "text-muted" : ""}`}>Cash on delivery</span>
        <span id={`${name}-cod-note`} className={`block text-sm ${unavailable ? "font-medium text-red-700" : "text-muted"}`} data-testid="cod-note">
          {note}
        </span>
      </span>
    </label>
  );
}
