/**
 * The API's answers as the browser receives them: the types come from their schemas in
 * lib/api-answers (one source for the server, the tests and the browser), under the names the
 * pages already use. `export type` only, so no schema and no server code reaches the bundle.
 */
export type { ProductDocument as ProductInfo } from "@/lib/api-answers/catalog";
export type { CartLineDocument as CartLine, CartAnswer as CartDocument } from "@/lib/api-answers/cart";
export type { WishlistDocument as WishlistEntry, WishlistAnswer as WishlistDocument } from "@/lib/api-answers/cart";
export type { CouponCoverage, CouponQuoteAnswer as CouponQuote } from "@/lib/api-answers/coupons";
export type {
  ShippingInfoDocument as ShippingInfo,
  DeliveryStatusField as OrderStatus,
  OrderLineDocument as OrderLine,
  OrderDocument,
  OrderDetailDocument,
} from "@/lib/api-answers/orders";
export type { OrderFilter } from "@/lib/orders/status";
export type { OrderReturnsAnswer, ReturnDocument } from "@/lib/api-answers/returns";
export type { DeliveryAnswer } from "@/lib/api-answers/delivery";
export type { TrackedOrderDocument } from "@/lib/api-answers/tracking";

/** ProductInfo may carry a picture per colour (front first); the line shows its own colour's. */
export function linePicture(product: { images: string[]; colorImages?: Record<string, string[]> }, color: string): string | null {
  return product.colorImages?.[color]?.[0] ?? product.images[0] ?? null;
}
