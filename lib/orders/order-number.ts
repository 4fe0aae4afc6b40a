/** How the shop shows an order to people: '#' and the id's last 8 characters, upper-case. */
export function orderNumber(orderId: string): string {
  return `#${orderId.slice(-8).toUpperCase()}`;
}
