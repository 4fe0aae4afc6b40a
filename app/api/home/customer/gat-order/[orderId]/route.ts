import { requireCustomer } from "@/lib/auth/session";
import { privateJson, route } from "@/lib/http";
import { toOrderDetailDocument } from "@/lib/orders/documents";
import { getOrderDetail } from "@/lib/orders/read";
import type { OrderAnswer } from "@/lib/api-answers/orders";

type Context = { params: Promise<{ orderId: string }> };

/** One of the customer's own orders with its lines and timeline: { order }; 404 for any other id. */
export const GET = route(async (request: Request, { params }: Context) => {
  const customer = await requireCustomer(request);
  const order = await getOrderDetail(customer.id, (await params).orderId);
  return privateJson({ order: toOrderDetailDocument(order) } satisfies OrderAnswer);
});
