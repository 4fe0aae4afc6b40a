/** 4:05 pm, as shoppers in India read a time. */
function timeInIndia(at: Date): string {
  return new Intl.DateTimeFormat("en-IN", { hour: "numeric", minute: "2-digit", timeZone: "Asia/Kolkata" }).format(at);
}

/** What the order and payment calls answer; refusals name the product or the reason. */
export const orderMessages = {
  placed: "Your order has been placed.",
  notFound: "Order not found",
  notYourAccount: "You can only see and change your own orders.",
  emptyCart: "Your cart is empty. Add a product to your cart first.",
  soldOut: (names: string[]) =>
    `${names.join(", ")} ${names.length === 1 ? "has" : "have"} just sold out, so your cart has nothing in stock to order.`,
  shortStock: (name: string, left: number) =>
    left === 0 ? `${name} has just sold out. Remove it from your cart to order the rest.` : `Only ${left} of ${name} left in stock. Lower the quantity in your cart to order.`,
  tooManyUnpaid: (max: number) =>
    `You have ${max} ${max === 1 ? "order" : "orders"} waiting for payment. Pay for one, or take it back to your cart from My Orders, before placing another.`,
  cancelled: "Your order has been cancelled.",
  alreadyCancelled: "This order is already cancelled.",
  leftWarehouse: "This order has left our warehouse, so it can no longer be cancelled.",
  codConfirmed: "Your order was placed. Pay in cash when it is delivered.",
  alreadyPaid: "This order is already paid.",
  notPayable: (status: string) => `This order is ${status}, so it cannot be paid for.`,
  payWindowOver: "The time to pay for this order has ended, so it will be cancelled and its items go back on sale. Please order again.",
  returnedToCart: "Your items are back in your cart.",
  notReturnable: (status: string) =>
    status === "cancelled" ? "This order is cancelled, so its items are no longer held for you." : `This order is already ${status === "warehouse" ? "packed" : status}, so its items stay in the order.`,
  paymentStillOpen: (until: Date | null) =>
    `Your payment for this order is still open with the payment provider${until ? ` until ${timeInIndia(until)}` : ""}. Finish it there, or wait until it ends: its items then come back to your cart.`,
  gatewayDown: "The payment provider did not answer. Please try again in a moment.",
} as const;
