import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { withTransaction } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { takeStock } from "@/lib/orders/stock";
import { products } from "@/models";
import { withTestDatabase } from "../helpers/test-database";

const db = withTestDatabase();

async function twoProducts() {
  const rows = await db().select({ id: products.id, name: products.name }).from(products).limit(2);
  await db().update(products).set({ stock: 5 }).where(eq(products.id, rows[0]!.id));
  await db().update(products).set({ stock: 2 }).where(eq(products.id, rows[1]!.id));
  return rows as [{ id: string; name: string }, { id: string; name: string }];
}

async function stockOf(id: string) {
  const [row] = await db().select({ stock: products.stock }).from(products).where(eq(products.id, id));
  return row!.stock;
}

describe("taking stock for an order", () => {
  it("takes every product's quantity, counting a product's lines together", async () => {
    const [a, b] = await twoProducts();
    await withTransaction((tx) =>
      takeStock(tx, [
        { productId: a.id, name: a.name, quantity: 2 },
        { productId: b.id, name: b.name, quantity: 1 },
        { productId: a.id, name: a.name, quantity: 3 },
      ]),
    );
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([0, 1]);
  });

  it("refuses with a 409 naming the product that is short, and the order's transaction takes nothing", async () => {
    const [a, b] = await twoProducts();
    const attempt = withTransaction((tx) =>
      takeStock(tx, [
        { productId: a.id, name: a.name, quantity: 4 },
        { productId: b.id, name: b.name, quantity: 3 },
      ]),
    );
    await expect(attempt).rejects.toThrow(HttpError);
    await expect(attempt).rejects.toMatchObject({ status: 409, message: `Only 2 of ${b.name} left in stock. Lower the quantity in your cart to order.` });
    expect([await stockOf(a.id), await stockOf(b.id)]).toEqual([5, 2]);
  });

  it("never lets stock go below 0", async () => {
    const [, b] = await twoProducts();
    await expect(withTransaction((tx) => takeStock(tx, [{ productId: b.id, name: b.name, quantity: 3 }]))).rejects.toMatchObject({ status: 409 });
    await withTransaction((tx) => takeStock(tx, [{ productId: b.id, name: b.name, quantity: 2 }]));
    await expect(withTransaction((tx) => takeStock(tx, [{ productId: b.id, name: b.name, quantity: 1 }]))).rejects.toMatchObject({
      status: 409,
      message: `${b.name} has just sold out. Remove it from your cart to order the rest.`,
    });
    expect(await stockOf(b.id)).toBe(0);
  });
});
