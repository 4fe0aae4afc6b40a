import { getConfig } from "@/lib/config";
import { orderNumber } from "./order-number";
import { orderPagePath } from "./order-page";

/**
 * Who an order's mail goes to and the links every such mail carries: the order's page, the
 * tracking page with the order number filled in (for a phone where the shopper is not signed
 * in; the number is no secret: it is printed on the parcel), and the shop.
 */
export function orderMailHeading(orderId: string, customer: { email: string; name: string }) {
  const shopUrl = getConfig().publicBaseUrl;
  return {
    to: customer.email,
    customerName: customer.name,
    orderNumber: orderNumber(orderId),
    orderUrl: `${shopUrl}${orderPagePath(orderId)}`,
    trackUrl: `${shopUrl}/track?order=${orderNumber(orderId).slice(1)}`,
    shopUrl,
  };
}
