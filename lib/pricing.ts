/**
 * The only place money is computed. Prices are whole rupees; a discount is a percent.
 * Displayed price = price - floor(price x discount / 100), everywhere.
 */
export function discountedPrice(price: number, discount: number): number {
  if (!Number.isInteger(price) || price < 0) throw new RangeError(`price must be whole rupees, got ${price}`);
  if (!Number.isInteger(discount) || discount < 0 || discount > 100) {
    throw new RangeError(`discount must be a whole percent from 0 to 100, got ${discount}`);
  }
  return price - Math.floor((price * discount) / 100);
}

/**
 * The same displayed price, computed by the database (filters and sorts on the price a shopper
 * sees). Written beside the schema, whose indexes are built on it; given out here so services
 * find every money rule in one module. (drizzle-orm is side-effect free, so client bundles
 * importing discountedPrice drop it.)
 */
export { displayedPriceSql } from "@/models/displayed-price";

/** Razorpay and other gateways take paise. */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** What a cart line costs: the displayed price of one, times how many. */
export function lineTotal(price: number, discount: number, quantity: number): number {
  if (!Number.isInteger(quantity) || quantity < 0) throw new RangeError(`quantity must be a whole number, got ${quantity}`);
  return discountedPrice(price, discount) * quantity;
}

/** A cart's price (the contract's `price`): the sum of its lines' totals. */
export function cartPrice(lines: readonly { price: number; discount: number; quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + lineTotal(line.price, line.discount, line.quantity), 0);
}

/**
 * What a coupon takes off a cart's price: floor(price x discount / 100), the same flooring as
 * the displayed price, so the shopper never pays a fraction of a rupee less than the rule.
 */
export function couponDiscount(price: number, discount: number): number {
  if (!Number.isInteger(price) || price < 0) throw new RangeError(`price must be whole rupees, got ${price}`);
  if (!Number.isInteger(discount) || discount < 0 || discount > 100) {
    throw new RangeError(`discount must be a whole percent from 0 to 100, got ${discount}`);
  }
  return Math.floor((price * discount) / 100);
}

/** What one shop's in-stock lines of a cart cost (its `price`) and how many items they are. */
export type ShopSubtotal = { sellerId: string; price: number; items: number };

/**
 * The part of a cart a coupon covers: the lines of the coupon's own shop, or of every shop when
 * the coupon has none (an admin's). Its price is what the coupon's minimum is checked against
 * and what its percent is taken of.
 */
export function couponBase(shops: readonly ShopSubtotal[], couponSellerId: string | null): { price: number; items: number } {
  const covered = shops.filter((shop) => couponSellerId === null || shop.sellerId === couponSellerId);
  return {
    price: covered.reduce((sum, shop) => sum + shop.price, 0),
    items: covered.reduce((sum, shop) => sum + shop.items, 0),
  };
}

/** Rupees a cart still needs to reach a minimum (0 once it does). */
export function shortOf(price: number, minimum: number): number {
  return Math.max(0, minimum - price);
}

/** What the shopper pays: the cart's price, less the coupon's discount (rupees), plus shipping. */
export function amountToPay(amounts: { price: number; couponDiscount: number; shippingFee: number }): number {
  const { price, couponDiscount: off, shippingFee } = amounts;
  for (const [what, value] of Object.entries(amounts)) {
    if (!Number.isInteger(value) || value < 0) throw new RangeError(`${what} must be whole rupees, got ${value}`);
  }
  if (off > price) throw new RangeError(`a coupon cannot take off more than the price (${off} > ${price})`);
  return price - off + shippingFee;
}

/** A cart's price less its coupon's discount: what an order's products cost (its `price`). */
export function priceAfterCoupon(price: number, off: number): number {
  return amountToPay({ price, couponDiscount: off, shippingFee: 0 });
}

/**
 * What an order costs the shopper: its price (products after discounts and coupon) plus shipping,
 * plus the cash-on-delivery fee once the shopper chose cash on delivery. The fee is kept in paise
 * (orders.cod_fee) and is always whole rupees.
 */
export function orderTotal({ price, shippingFee, codFee = 0 }: { price: number; shippingFee: number; codFee?: number }): number {
  for (const [what, value] of Object.entries({ price, shippingFee })) {
    if (!Number.isInteger(value) || value < 0) throw new RangeError(`${what} must be whole rupees, got ${value}`);
  }
  return price + shippingFee + codFeeRupees(codFee);
}

/** Whole rupees of a cash-on-delivery fee held in paise. */
export function codFeeRupees(codFeePaise: number): number {
  if (!Number.isInteger(codFeePaise) || codFeePaise < 0 || codFeePaise % 100 !== 0) throw new RangeError(`codFee must be whole rupees in paise, got ${codFeePaise}`);
  return codFeePaise / 100;
}

/** Rupees of an amount a gateway holds in paise (the sandbox page shows what it will charge). */
export function rupeesFromPaise(paise: number): number {
  if (!Number.isInteger(paise) || paise < 0) throw new RangeError(`paise must be a whole number, got ${paise}`);
  return paise / 100;
}
