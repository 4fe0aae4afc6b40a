import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows, withTransaction } from "@/lib/db";
import { cartLines, customers, products, reviews, wishlistEntries } from "@/models";
import { withTestDatabase } from "../helpers/test-database";

const db = withTestDatabase();

async function aProduct() {
  const [product] = await db().select().from(products).limit(1);
  if (!product) throw new Error("the seeded template has products");
  return product;
}

async function aCustomer(email: string) {
  const [customer] = await db()
    .insert(customers)
    .values({ name: "Test Shopper", email, passwordHash: "x" })
    .returning();
  return customer!;
}

/** Postgres reports constraint failures with the constraint's name; drizzle wraps the error. */
async function violation(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    const cause = (error as { cause?: { message?: string; constraint?: string } }).cause;
    return `${cause?.constraint ?? ""} ${cause?.message ?? (error as Error).message}`;
  }
  throw new Error("expected the database to refuse the write");
}

describe("migrated schema", () => {
  it("has every table of the data model", async () => {
    const rows = await queryRows<{ tablename: string }>(
      db(),
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    );
    const tables = rows.map((r) => r.tablename);
    expect(tables).toEqual(
      expect.arrayContaining([
        "customers", "sellers", "categories", "products", "banners", "blogs", "blog_sections", "gifts",
        "wishlist_entries", "cart_lines", "coupons", "coupon_redemptions", "reviews", "orders", "order_lines",
        "payments", "password_reset_otps", "design_queries", "chat_conversations", "chat_messages", "rate_limit_buckets",
      ]),
    );
  });

  it("indexes product names with trigrams for search inside words", async () => {
    const rows = await queryRows<{ indexdef: string }>(
      db(),
      sql`select indexdef from pg_indexes where indexname = 'products_name_trgm_idx'`,
    );
    expect(rows[0]?.indexdef).toMatch(/gin \(name gin_trgm_ops\)/);
  });

  it("indexes every foreign key column", async () => {
    // Each column that references another table leads some index, so joins and cascades stay fast.
    const unindexed = await queryRows<{ table_name: string; column_name: string }>(db(), sql`
      select c.conrelid::regclass::text as table_name, a.attname as column_name
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace
        and not exists (
          select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1]
        )`);
    expect(unindexed).toEqual([]);
  });

  it("refuses stock below zero, discounts outside 0..100, ratings outside 0..5 and pictures per colour that are not a map", async () => {
    const product = await aProduct();
    expect(await violation(db().update(products).set({ stock: -1 }).where(sql`id = ${product.id}`))).toContain("products_stock_chk");
    expect(await violation(db().update(products).set({ discount: 101 }).where(sql`id = ${product.id}`))).toContain("products_discount_chk");
    expect(await violation(db().update(products).set({ rating: 5.5 }).where(sql`id = ${product.id}`))).toContain("products_rating_chk");
    expect(await violation(db().execute(sql`update products set color_images = '[]'::jsonb where id = ${product.id}`))).toContain("products_color_images_chk");
    const [unchanged] = await db().select().from(products).where(sql`id = ${product.id}`);
    expect(unchanged).toEqual(product);
  });

  it("refuses a cart line with quantity below 1 and a second wishlist entry for the same product", async () => {
    const product = await aProduct();
    const customer = await aCustomer("schema-test@example.in");
    expect(
      await violation(
        db().insert(cartLines).values({ customerId: customer.id, productId: product.id, size: "M", color: "White", quantity: 0 }),
      ),
    ).toContain("cart_lines_quantity_chk");
    await db().insert(wishlistEntries).values({ customerId: customer.id, productId: product.id });
    expect(await violation(db().insert(wishlistEntries).values({ customerId: customer.id, productId: product.id }))).toContain(
      "wishlist_entries_customer_id_product_id_idx",
    );
  });

  it("keeps e-mail addresses unique and lower-case", async () => {
    await aCustomer("unique@example.in");
    expect(await violation(aCustomer("unique@example.in"))).toContain("customers_email_idx");
    expect(await violation(aCustomer("Upper@Example.in"))).toContain("customers_email_lower_chk");
  });

  it("refuses review ratings outside 1..5", async () => {
    const product = await aProduct();
    expect(
      await violation(db().insert(reviews).values({ productId: product.id, name: "A", review: "Nice", rating: 0 })),
    ).toContain("reviews_rating_chk");
  });

  it("stores all of a transaction or none of it", async () => {
    const product = await aProduct();
    await expect(
      withTransaction(async (tx) => {
        await tx.update(products).set({ stock: product.stock + 10 }).where(sql`id = ${product.id}`);
        await tx.update(products).set({ stock: -1 }).where(sql`id = ${product.id}`);
      }),
    ).rejects.toThrow();
    const [after] = await db().select({ stock: products.stock }).from(products).where(sql`id = ${product.id}`);
    expect(after?.stock).toBe(product.stock);
  });
});
