/** The order detail page (spec §2 route table): where a shopper lands after paying, and mails link. */
export function orderPagePath(orderId: string): string {
  return `/dashboard/order/details/${orderId}`;
}
