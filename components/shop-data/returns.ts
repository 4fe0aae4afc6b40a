"use client";

import { mutationOptions, useQuery } from "@tanstack/react-query";
import { callApi, messageOf, segment } from "./api";
import { refresh, shopKeys, shopQueryClient } from "./query-client";
import type { OrderReturnsAnswer } from "./types";

const FETCH_FALLBACK = "The returns of this order could not be loaded.";
const SEND_FALLBACK = "Your return request could not be sent. Please try again.";

/** An order's returns, and how many pieces of each line can still go back until when. */
export function useOrderReturns(customerId: string | null | undefined, orderId: string, enabled: boolean) {
  return useQuery(
    {
      queryKey: shopKeys.orderReturns(customerId ?? "", orderId),
      queryFn: () => callApi<OrderReturnsAnswer>(`/orders/${segment(orderId)}/returns`, { fallback: FETCH_FALLBACK }),
      enabled: Boolean(customerId) && enabled,
    },
    shopQueryClient,
  );
}

export type ReturnToSend = {
  lines: { lineId: string; quantity: number; exchangeFor?: { size: string; color: string } }[];
  reason: string;
  resolution: "refund" | "exchange";
  note?: string;
  refundTo?: { upi: string } | { account: string; ifsc: string };
};

/** Sends the request: as JSON, or with photos as multipart (`lines` and `refundTo` as JSON text, the pictures as `photos`). */
export async function requestReturn(orderId: string, request: ReturnToSend, photos: File[]): Promise<string> {
  const path = `/orders/${segment(orderId)}/returns`;
  if (photos.length === 0) return messageOf(await callApi<unknown>(path, { method: "POST", body: request, fallback: SEND_FALLBACK }), "Your return request has been sent.");
  const form = new FormData();
  form.append("lines", JSON.stringify(request.lines));
  form.append("reason", request.reason);
  form.append("resolution", request.resolution);
  if (request.note) form.append("note", request.note);
  if (request.refundTo) form.append("refundTo", JSON.stringify(request.refundTo));
  for (const photo of photos) form.append("photos", photo);
  return messageOf(await callApi<unknown>(path, { method: "POST", body: form, fallback: SEND_FALLBACK }), "Your return request has been sent.");
}

/** The order page's return form: the server's message once the order's returns are read again. */
export const requestReturnMutation = (customerId: string, orderId: string) =>
  mutationOptions({
    mutationKey: [...shopKeys.orderReturns(customerId, orderId), "request"],
    mutationFn: ({ request, photos }: { request: ReturnToSend; photos: File[] }) => requestReturn(orderId, request, photos),
    onSuccess: () => refresh(shopKeys.orderReturns(customerId, orderId)),
  });
