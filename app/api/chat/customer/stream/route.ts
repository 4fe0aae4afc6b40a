import { requireCustomer } from "@/lib/auth/session";
import { openChatStream } from "@/lib/chat/stream";
import { route } from "@/lib/http";

/**
 * The signed-in customer's new chat messages as Server-Sent Events (cookie session, as
 * EventSource sends it): `ready`, then `message` events, a heartbeat comment every 25 s, and an
 * end after a few minutes (the browser connects again). 429 past 5 open streams of one customer.
 */
export const GET = route(async (request: Request) => {
  const customer = await requireCustomer(request);
  return openChatStream(customer.id, request.signal);
});
