import { useQuery } from "@tanstack/react-query";
import { checkDelivery } from "@/components/delivery/delivery-pin";
import { shopQueryClient } from "./query-client";

/** The delivery promise for a PIN (GET /api/delivery), for the checkout's steps; a minute old is fresh enough. */
export function useDeliveryPromise(pin: string) {
  return useQuery({ queryKey: ["delivery", pin], queryFn: () => checkDelivery(pin), staleTime: 60_000, retry: false }, shopQueryClient);
}
