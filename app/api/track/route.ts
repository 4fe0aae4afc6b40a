import { privateJson, readJsonBody, route } from "@/lib/http";
import { clientAddress } from "@/lib/net/client-address";
import { trackOrderInput } from "@/lib/tracking/input";
import { trackOrder } from "@/lib/tracking/track-order";
import type { TrackOrderAnswer } from "@/lib/api-answers/tracking";

/**
 * { orderNumber, contact } -> { order }: following an order without signing in. A POST with a
 * JSON body, so the phone number or e-mail never lands in an address, a log line or a history.
 * Every miss is the same 404 after the same time; 429 past the source's limit.
 */
export const POST = route(async (request) => {
  const input = await readJsonBody(request, trackOrderInput);
  const order = await trackOrder(input, clientAddress(request));
  return privateJson({ order } satisfies TrackOrderAnswer);
});
