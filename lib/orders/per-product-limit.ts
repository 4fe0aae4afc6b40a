import { cartMessages } from "@/lib/cart/messages";
import { HttpError } from "@/lib/http";

/**
 * One order takes at most `max` (MAX_PER_PRODUCT) of a product, all its sizes and colours
 * together, so no one account can buy a product's whole stock. The cart refuses adds past it,
 * but a cart filled before the limit, or past it by two adds of different sizes at once, is
 * checked here again, inside the order's transaction: a 409 naming the product.
 */
export function assertWithinPerProductLimit(lines: readonly { product: { id: string; name: string }; quantity: number }[], max: number): void {
  const held = new Map<string, { name: string; quantity: number }>();
  for (const line of lines) {
    const product = held.get(line.product.id) ?? { name: line.product.name, quantity: 0 };
    product.quantity += line.quantity;
    held.set(line.product.id, product);
  }
  for (const product of held.values()) {
    if (product.quantity > max) throw new HttpError(409, cartMessages.overPerProduct(product.name, max));
  }
}
