import { z } from "zod";
import { requireCustomer } from "@/lib/auth/session";
import { HttpError, privateJson, route } from "@/lib/http";
import { toOrderDocument } from "@/lib/orders/documents";
import { assertOwnCustomerId } from "@/lib/orders/ownership";
import { listOrders } from "@/lib/orders/read";
import { ORDER_FILTERS } from "@/lib/orders/status";
import type { OrdersAnswer } from "@/lib/api-answers/orders";

type Context = { params: Promise<{ customerId: string; status: string }> };

const filter = z.enum(ORDER_FILTERS);

/** The customer's own orders, newest first: { orders }; status is all, placed, pending, cancelled or warehouse. */
export const GET = route(async (request: Request, { params }: Context) => {
  const customer = await requireCustomer(request);
  const { customerId, status } = await params;
  assertOwnCustomerId(customer, customerId);
  const chosen = filter.safeParse(status);
  if (!chosen.success) throw new HttpError(400, `status: must be one of ${ORDER_FILTERS.join(", ")}`);
  return privateJson({ orders: (await listOrders(customer.id, chosen.data)).map(toOrderDocument) } satisfies OrdersAnswer);
});
