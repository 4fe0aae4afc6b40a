import { requireCustomer } from "@/lib/auth/session";
import { privateJson, readJsonBody, route } from "@/lib/http";
import { readReturnForm } from "@/lib/returns/form";
import { returnRequestInput } from "@/lib/returns/input";
import { returnMessages } from "@/lib/returns/messages";
import { orderReturns, requestReturn } from "@/lib/returns/request";
import { isMultipart, readUploadForm } from "@/lib/uploads";
import type { OrderReturnsAnswer, ReturnAnswer } from "@/lib/api-answers/returns";

type Context = { params: Promise<{ orderId: string }> };

/**
 * GET (the order's customer) -> { returns, returnableUntil, returnable }: the order's returns and
 * how many pieces of each line can still go back. 404 for an order not the caller's.
 */
export const GET = route(async (request: Request, { params }: Context) => {
  const customer = await requireCustomer(request);
  const { orderId } = await params;
  return privateJson((await orderReturns(customer, orderId)) satisfies OrderReturnsAnswer);
});

/**
 * POST { lines: [{ lineId, quantity }], reason, note?, refundTo? } (JSON, or a multipart form with
 * up to 3 `photos`) -> 201 { message, return }: a return request of the caller's own delivered
 * order, within the return window. 400 for bad lines or quantities beyond what is left, a damaged
 * or wrong item without a photo, a cash-on-delivery order without a UPI ID or bank account; 404
 * for an order not the caller's; 409 for one not delivered or past the window.
 */
export const POST = route(async (request: Request, { params }: Context) => {
  const customer = await requireCustomer(request);
  const { orderId } = await params;
  if (isMultipart(request)) {
    const { input, photos } = await readReturnForm(await readUploadForm(request));
    const written = await requestReturn(customer, orderId, input, photos);
    return privateJson({ message: returnMessages.requested, return: written } satisfies ReturnAnswer, { status: 201 });
  }
  const input = await readJsonBody(request, returnRequestInput);
  const written = await requestReturn(customer, orderId, input, []);
  return privateJson({ message: returnMessages.requested, return: written } satisfies ReturnAnswer, { status: 201 });
});
