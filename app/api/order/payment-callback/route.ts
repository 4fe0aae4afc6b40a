import { jsonError, route } from "@/lib/http";
import { mailOrderConfirmation } from "@/lib/orders/confirmation";
import { orderPagePath } from "@/lib/orders/order-page";
import { paymentFailurePage } from "@/lib/payments/failure-page";
import { receivePaymentReturn } from "@/lib/payments/payment-return";

function seeOrder(orderId: string, payment: "paid" | "failed"): Response {
  return new Response(null, { status: 303, headers: { Location: `${orderPagePath(orderId)}?payment=${payment}`, "Cache-Control": "no-store" } });
}

/** A browser navigating here asks for HTML; an API client (or a test harness) gets the API's JSON error. */
const wantsPage = (request: Request) => request.headers.get("accept")?.includes("text/html") ?? false;

/**
 * Where the payment page (Razorpay's, or the sandbox) sends the shopper back, with
 * razorpay_payment_id, razorpay_payment_link_id, _reference_id, _status and razorpay_signature.
 * A verified return goes on (303) to the order page; a forged or unknown one is a 400 that
 * changes nothing: a page saying so for a browser, `{ error }` for anything else. No session
 * needed: the signature says who sent it.
 */
export const GET = route(async (request: Request) => {
  const outcome = await receivePaymentReturn(new URL(request.url).searchParams);
  if (outcome.kind === "refused") return wantsPage(request) ? paymentFailurePage(outcome.reason) : jsonError(400, outcome.reason);
  if (outcome.kind === "not-paid") return seeOrder(outcome.orderId, "failed");
  if (outcome.result.placed) mailOrderConfirmation(outcome.result.orderId);
  return seeOrder(outcome.result.orderId, "paid");
});
