import { requireCustomer } from "@/lib/auth/session";
import { toCartDocument } from "@/lib/cart/documents";
import { getCart } from "@/lib/cart/read";
import { assertOwnUserId } from "@/lib/customer-owned";
import { privateJson, route } from "@/lib/http";

type Context = { params: Promise<{ userId: string }> };

/**
 * The signed-in customer's cart: { card_products (by shop), outOfStockProduct, price,
 * shipping_fee, card_product_count, buy_product_item, max_per_product (the most of one product an
 * order may hold) }; 403 for another account's userId.
 */
export const GET = route(async (request: Request, { params }: Context) => {
  const customer = await requireCustomer(request);
  assertOwnUserId(customer, (await params).userId);
  return privateJson(toCartDocument(await getCart(customer.id)));
});
