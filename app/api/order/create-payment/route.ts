import { requireCustomer } from "@/lib/auth/session";
import { privateJson, readJsonBody, route } from "@/lib/http";
import { mailOrderConfirmation } from "@/lib/orders/confirmation";
import { orderMessages } from "@/lib/orders/messages";
import { createPaymentInput } from "@/lib/orders/schemas";
import { confirmCashOnDelivery } from "@/lib/payments/cash-on-delivery";
import { startOnlinePayment } from "@/lib/payments/online-payment";
import type { CashOnDeliveryConfirmedAnswer, PaymentLinkAnswer } from "@/lib/api-answers/payments";

/**
 * { type: COD | ONLINEPAY, orderId } (price and userInfo accepted, never read: the amount is
 * the order's own). COD answers the contract's array, [{ message, orderId }], and places the
 * order; ONLINEPAY answers { data: { data: { instrumentResponse: { redirectInfo: { url } } } } },
 * the payment page to send the browser to. 409 for an order not waiting for payment.
 */
export const POST = route(async (request: Request) => {
  const customer = await requireCustomer(request);
  const input = await readJsonBody(request, createPaymentInput);
  if (input.type === "COD") {
    const orderId = await confirmCashOnDelivery(customer.id, input.orderId);
    mailOrderConfirmation(orderId);
    return privateJson([{ message: orderMessages.codConfirmed, orderId }] satisfies CashOnDeliveryConfirmedAnswer);
  }
  const link = await startOnlinePayment(customer, input.orderId);
  return privateJson({ data: { data: { instrumentResponse: { redirectInfo: { url: link.url } } } } } satisfies PaymentLinkAnswer);
});
