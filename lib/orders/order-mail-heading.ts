import { getConfig } from "@/lib/config";
import { orderNumber } from "./order-number";
import { orderPagePath } from "./order-page";

/** Who an order's mail goes to and the links every such mail carries: the order's page and the shop. */
export function orderMailHeading(orderId: string, customer: { email: string; name: string }) {
  const shopUrl = getConfig().publicBaseUrl;
  return {
    to: customer.email,
    customerName: customer.name,
    orderNumber: orderNumber(orderId),
    orderUrl: `${shopUrl}${orderPagePath(orderId)}`,
    shopUrl,
  };
}
