/**
 * The only place money is computed. Prices are whole rupees; a discount is a percent.
 * Spec §9: displayed price = price - floor(price x discount / 100), everywhere.
 */
export function discountedPrice(price: number, discount: number): number {
  if (!Number.isInteger(price) || price < 0) throw new RangeError(`price must be whole rupees, got ${price}`);
  if (!Number.isInteger(discount) || discount < 0 || discount > 100) {
    throw new RangeError(`discount must be a whole percent from 0 to 100, got ${discount}`);
  }
  return price - Math.floor((price * discount) / 100);
}

/** Razorpay and other gateways take paise. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}
