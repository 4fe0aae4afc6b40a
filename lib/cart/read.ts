import { desc, eq } from "drizzle-orm";
import { productColumns, toProduct } from "@/lib/catalog/product-rows";
import type { Product } from "@/lib/catalog/types";
import { getConfig } from "@/lib/config";
import { getDb, type Database, type Transaction } from "@/lib/db";
import { cartPrice } from "@/lib/pricing";
import { cartLines, categories, products, sellers } from "@/models";

/** A line of the cart as the shopper sees it, with its product as stored now. */
export type CartLineView = {
  id: string;
  /** What is charged: the line's quantity, lowered to the stock when the stock fell below it. */
  quantity: number;
  size: string;
  color: string;
  /** The stock fell below what the shopper put in the line, so `quantity` shows the stock. */
  limitedByStock: boolean;
  product: Product;
};

/** The in-stock lines of one shop (seller), and what they cost. */
export type CartGroup = { sellerId: string; shopName: string; price: number; lines: CartLineView[] };

export type Cart = {
  /** In-stock lines by shop, the shop of the newest line first; lines newest first. */
  groups: CartGroup[];
  /** Lines whose product is sold out: shown, not charged, not counted. */
  outOfStock: CartLineView[];
  /** Sum of displayed price x quantity over the in-stock lines (lib/pricing.ts). */
  price: number;
  /** The shop's shipping fee (SHIPPING_FEE; 0 is free), or 0 when nothing can be shipped. */
  shippingFee: number;
  /** Items to buy: the quantities of the in-stock lines, summed. */
  itemCount: number;
  /** The most of one product (all sizes and colours) one order may hold: MAX_PER_PRODUCT. */
  maxPerProduct: number;
};

const charged = (line: CartLineView) => ({ price: line.product.price, discount: line.product.discount, quantity: line.quantity });

/**
 * A customer's cart, read from the products as they are now: prices, names and stock never
 * come from what the browser sent. Takes a transaction so order placement can read the cart
 * it is about to turn into an order inside its own transaction.
 *
 * Stock may have changed since a line was filled. A sold-out product's line goes to
 * `outOfStock`; a line holding more than a lowered stock stays in its shop's group, charged
 * and counted at the stock (`limitedByStock`), which is what an order could take. The stored
 * quantity is left alone (a read changes nothing), and the quantity calls work from the
 * quantity shown.
 */
export async function getCart(customerId: string, db: Database | Transaction | null = null): Promise<Cart> {
  const reader = db ?? (await getDb());
  const rows = await reader
    .select({ line: { id: cartLines.id, quantity: cartLines.quantity, size: cartLines.size, color: cartLines.color }, product: productColumns })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(eq(cartLines.customerId, customerId))
    .orderBy(desc(cartLines.createdAt), desc(cartLines.id));

  const groups = new Map<string, CartGroup>();
  const outOfStock: CartLineView[] = [];
  for (const { line, product: row } of rows) {
    const product = toProduct(row);
    if (product.stock === 0) {
      outOfStock.push({ ...line, limitedByStock: false, product });
      continue;
    }
    const view = { ...line, quantity: Math.min(line.quantity, product.stock), limitedByStock: line.quantity > product.stock, product };
    const group = groups.get(product.sellerId) ?? { sellerId: product.sellerId, shopName: product.shopName, price: 0, lines: [] };
    group.lines.push(view);
    groups.set(product.sellerId, group);
  }
  for (const group of groups.values()) group.price = cartPrice(group.lines.map(charged));

  const inStock = [...groups.values()].flatMap((group) => group.lines);
  return {
    groups: [...groups.values()],
    outOfStock,
    price: cartPrice(inStock.map(charged)),
    shippingFee: inStock.length > 0 ? getConfig().shippingFee : 0,
    itemCount: inStock.reduce((sum, line) => sum + line.quantity, 0),
    maxPerProduct: getConfig().maxPerProduct,
  };
}
