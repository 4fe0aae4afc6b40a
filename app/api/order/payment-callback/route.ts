import { jsonError, route } from "@/lib/http";
import { mailOrderConfirmation } from "@/lib/orders/confirmation";
import { orderPagePath } from "@/lib/orders/order-page";
import { PAYMENT_NOT_CONFIRMED_PATH } from "@/lib/payments/callback-url";
import { receivePaymentReturn } from "@/lib/payments/payment-return";

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });
}

/** A browser navigating here asks for HTML; an API client (or a test harness) gets the API's JSON error. */
const wantsPage = (request: Request) => request.headers.get("accept")?.includes("text/html") ?? false;

/**
 * Where the payment page (Razorpay's, or the sandbox) sends the shopper back, with
 * razorpay_payment_id, razorpay_payment_link_id, _reference_id, _status and razorpay_signature.
 * A verified return goes on (303) to the order page. A forged or unknown one changes nothing:
 * a 400 `{ error }`, or for a browser a 303 to a page saying so (every /api answer of 400 or more
 * is JSON, so the page lives outside /api). No session needed: the signature says who sent it.
 */
export const GET = route(async (request: Request) => {
  const outcome = await receivePaymentReturn(new URL(request.url).searchParams);
  if (outcome.kind === "refused") return wantsPage(request) ? seeOther(PAYMENT_NOT_CONFIRMED_PATH) : jsonError(400, outcome.reason);
  if (outcome.kind === "not-paid") return seeOther(`${orderPagePath(outcome.orderId)}?payment=failed`);
  if (outcome.result.placed) mailOrderConfirmation(outcome.result.orderId);
  return seeOther(`${orderPagePath(outcome.result.orderId)}?payment=paid`);
});
