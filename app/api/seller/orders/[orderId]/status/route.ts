import { requireStaff } from "@/lib/auth/staff";
import { privateJson, readJsonBody, route } from "@/lib/http";
import { moveOrder } from "@/lib/orders/fulfilment";
import { orderMoveInput } from "@/lib/orders/fulfilment-input";
import { fulfilmentMessages } from "@/lib/orders/fulfilment-rules";
import type { OrderMovedAnswer } from "@/lib/api-answers/orders";

type Context = { params: Promise<{ orderId: string }> };

/**
 * POST /api/seller/orders/{orderId}/status (staff): { status, courier?, trackingNumber? } ->
 * { message, order }. Moves the order one allowed step (409 otherwise, nothing changed); 404 for
 * an order with no line of the seller's shop.
 */
export const POST = route(async (request: Request, { params }: Context) => {
  const staff = await requireStaff(request);
  const { orderId } = await params;
  const input = await readJsonBody(request, orderMoveInput);
  const order = await moveOrder(staff, orderId, input);
  return privateJson({ message: fulfilmentMessages.moved(input.status), order } satisfies OrderMovedAnswer);
});
