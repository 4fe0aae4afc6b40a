import type { DeliveryAnswer } from "@/lib/api-answers/delivery";
import { queryInput } from "@/lib/catalog/params";
import { now } from "@/lib/clock";
import { admitDeliveryCheck } from "@/lib/delivery/check-limit";
import { deliveryQuery } from "@/lib/delivery/input";
import { deliveryAnswer } from "@/lib/delivery/promise";
import { privateJson, route } from "@/lib/http";
import { clientAddress } from "@/lib/net/client-address";

/**
 * GET /api/delivery?pin=302001 (public): where the PIN is, the day delivery is promised by from
 * now, and whether cash on delivery is offered there. 400 for a PIN that is not 6 digits, 404 for
 * one India Post's directory does not hold, 429 past the per-source limit. Not stored by caches:
 * the promise moves with the clock (the dispatch cut-off).
 */
export const GET = route(async (request) => {
  const { pin } = deliveryQuery.parse(queryInput(new URL(request.url).searchParams));
  await admitDeliveryCheck(clientAddress(request));
  return privateJson((await deliveryAnswer(pin, now())) satisfies DeliveryAnswer);
});
