import "server-only";
import { limitKeyOf } from "@/lib/net/client-address";
import { hitRateLimit, tooManyRequests, waitText, type RateLimitRule } from "@/lib/rate-limit";

/**
 * PIN checks per source: a shopper checks a few PINs; a client walking the directory through
 * the API is refused. Generous, as many shoppers share one address behind carrier-grade NAT.
 */
export const DELIVERY_CHECKS_PER_SOURCE: RateLimitRule = { name: "delivery-checks-source", limit: 60, windowSeconds: 60 };

export async function admitDeliveryCheck(client: string): Promise<void> {
  const hit = await hitRateLimit(DELIVERY_CHECKS_PER_SOURCE, limitKeyOf(client));
  if (!hit.allowed) throw tooManyRequests(hit, `Too many PIN code checks from your network. Please wait ${waitText(hit)} and try again.`);
}
