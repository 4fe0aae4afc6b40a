/** The order detail page: where a shopper lands after paying, and mails link. */
export function orderPagePath(orderId: string): string {
  return `/dashboard/order/details/${orderId}`;
}
