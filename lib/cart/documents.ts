import type { CartAnswer, CartLineDocument } from "@/lib/api-answers/cart";
import { toProductDocument } from "@/lib/catalog/documents";
import type { Cart, CartLineView } from "./read";

/**
 * The cart as the contract spells it (GET /home/product/get-card-product): lines carry the
 * product document as `productInfo`; `card_product_count` and `buy_product_item` are both the
 * item count (the contract names them as one), so the header badge and the checkout agree.
 * `max_per_product` is the shop's limit of one product per order, for the cart to explain it.
 */
function toCartLineDocument(line: CartLineView): CartLineDocument {
  return {
    _id: line.id,
    quantity: line.quantity,
    size: line.size,
    color: line.color,
    limitedByStock: line.limitedByStock,
    productInfo: toProductDocument(line.product),
  };
}

export function toCartDocument(cart: Cart): CartAnswer {
  return {
    card_products: cart.groups.map((group) => ({
      sellerId: group.sellerId,
      shopName: group.shopName,
      price: group.price,
      products: group.lines.map(toCartLineDocument),
    })),
    outOfStockProduct: cart.outOfStock.map(toCartLineDocument),
    price: cart.price,
    shipping_fee: cart.shippingFee,
    card_product_count: cart.itemCount,
    buy_product_item: cart.itemCount,
    max_per_product: cart.maxPerProduct,
  };
}
