import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { PUT as cancelOrder } from "@/app/api/home/customer/cancel-order/[orderId]/route";
import { cacheTags } from "@/lib/cache-tags";
import { products } from "@/models";
import { revalidatedTags } from "../support/next-cache";
import { withTestDatabase } from "../helpers/test-database";
import { as, call, newShopper, seededProducts, setStock, type SeededProduct } from "./commerce-support";
import { addToCart, placeOrderAs, placedOrderId } from "./orders-support";

/** Product pages are stored; an order that changes what their stock line says revalidates them. */
const db = withTestDatabase();

async function slugOf(product: SeededProduct): Promise<string> {
  const [row] = await db().select({ slug: products.slug }).from(products).where(eq(products.id, product.id));
  return row!.slug;
}

beforeEach(() => {
  revalidatedTags.length = 0;
});

describe("stored product pages after an order", () => {
  it("revalidates a page whose stock line the order changed, and only that one", async () => {
    const [nearlyGone, plenty] = (await seededProducts(db(), 2, { stock: 40 })) as [SeededProduct, SeededProduct];
    await setStock(db(), nearlyGone.id, 3);
    const shopper = await newShopper(db(), "stockline");
    await addToCart(shopper, nearlyGone, 1);
    await addToCart(shopper, plenty, 2);
    revalidatedTags.length = 0;

    const orderId = await placedOrderId(shopper);
    // 3 -> 2 ("Only 2 left"); 40 -> 38 still reads "In stock".
    expect(revalidatedTags).toEqual([cacheTags.product(await slugOf(nearlyGone))]);

    revalidatedTags.length = 0;
    expect((await call(cancelOrder, "PUT", `/home/customer/cancel-order/${orderId}`, as(shopper), { params: { orderId } })).status).toBe(200);
    expect(revalidatedTags).toEqual([cacheTags.product(await slugOf(nearlyGone))]);
  });

  it("revalidates nothing when a refused order took nothing", async () => {
    const [product] = (await seededProducts(db(), 1, { skip: 2, stock: 2 })) as [SeededProduct];
    const shopper = await newShopper(db(), "nostock");
    await addToCart(shopper, product, 1);
    await setStock(db(), product.id, 0);
    revalidatedTags.length = 0;
    expect((await placeOrderAs(as(shopper), {})).status).toBe(409);
    expect(revalidatedTags).toEqual([]);
  });
});
