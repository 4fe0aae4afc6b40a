import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as addToCard } from "@/app/api/home/product/add-to-card/route";
import { DELETE as deleteCardProduct } from "@/app/api/home/product/delete-card-product/[id]/route";
import { GET as getCardProduct } from "@/app/api/home/product/get-card-product/[userId]/route";
import { PUT as quantityDec } from "@/app/api/home/product/quantity-dec/[id]/route";
import { PUT as quantityInc } from "@/app/api/home/product/quantity-inc/[id]/route";
import { discountedPrice } from "@/lib/pricing";
import { products } from "@/models";
import { withTestDatabase } from "../helpers/test-database";
import { documentOf, storedProducts } from "./catalog-support";
import {
  as,
  call,
  commerceTables,
  newShopper,
  seededProducts,
  setStock,
  staffCaller,
  storedCartLines,
  type Caller,
  type SeededProduct,
  type Shopper,
} from "./commerce-support";

// The cart's shipping fee is the shop's SHIPPING_FEE; a non-zero one shows it is read from there.
vi.stubEnv("SHIPPING_FEE", "70");

const db = withTestDatabase();

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";
const SIGN_IN = { error: "Please sign in to continue." };
const NOT_YOURS = { error: "You can only see and change your own cart and wishlist." };
const LINE_NOT_FOUND = { error: "That cart item was not found in your cart." };
const OVER_STOCK = { error: "Cannot exceed available stock" };
const BELOW_ONE = { error: "Quantity cannot be less than 1" };

let shopperA: Shopper;
let shopperB: Shopper;

beforeAll(async () => {
  shopperA = await newShopper(db(), "cart-a");
  shopperB = await newShopper(db(), "cart-b");
});

const variantOf = (product: SeededProduct) => ({ productId: product.id, size: product.sizes[0]!, color: product.colors[0]! });

const add = (caller: Caller, body: unknown) => call(addToCard, "POST", "/home/product/add-to-card", caller, { body });
const cartOf = (caller: Caller, userId: string) =>
  call(getCardProduct, "GET", `/home/product/get-card-product/${userId}`, caller, { params: { userId } });
const inc = (caller: Caller, id: string, body?: unknown) => call(quantityInc, "PUT", `/home/product/quantity-inc/${id}`, caller, { params: { id }, body });
const dec = (caller: Caller, id: string, body?: unknown) => call(quantityDec, "PUT", `/home/product/quantity-dec/${id}`, caller, { params: { id }, body });
const remove = (caller: Caller, id: string) => call(deleteCardProduct, "DELETE", `/home/product/delete-card-product/${id}`, caller, { params: { id } });

/** A fresh shopper with one line of `product` holding `quantity`, and that line's id. */
async function shopperWithLine(tag: string, product: SeededProduct, quantity = 1) {
  const shopper = await newShopper(db(), tag);
  expect((await add(as(shopper), { userId: shopper.id, quantity, ...variantOf(product) })).status).toBe(200);
  const [line] = await storedCartLines(db(), shopper.id);
  return { shopper, lineId: line!.id };
}

const quantityOf = async (customerId: string) => (await storedCartLines(db(), customerId)).map((line) => line.quantity);

describe("POST /api/home/product/add-to-card", () => {
  it("puts the product in the size and colour picked into the caller's cart, read back from the product", async () => {
    const [product] = await seededProducts(db(), 1, { stock: 10 });
    const answer = await add(as(shopperA), { userId: shopperA.id, quantity: 2, ...variantOf(product!) });
    expect(answer).toEqual({ status: 200, cacheControl: "no-store", body: { message: "Added to your cart" } });
    expect(await storedCartLines(db(), shopperA.id)).toEqual([
      expect.objectContaining({ productId: product!.id, size: product!.sizes[0], color: product!.colors[0], quantity: 2 }),
    ]);
  });

  it("merges the same product, size and colour into one line, whatever case the choice is sent in", async () => {
    const [product] = await seededProducts(db(), 1, { stock: 10 });
    const shopper = await newShopper(db(), "merge");
    const { productId, size, color } = variantOf(product!);
    expect((await add(as(shopper), { userId: shopper.id, quantity: 1, productId, size, color })).status).toBe(200);
    expect((await add(as(shopper), { userId: shopper.id, quantity: 2, productId, size: size.toLowerCase(), color: color.toUpperCase() })).status).toBe(200);
    expect((await add(as(shopper), { userId: shopper.id, quantity: 1, productId, size: product!.sizes[1], color })).status).toBe(200);
    const lines = await storedCartLines(db(), shopper.id);
    expect(lines.map(({ size, color, quantity }) => ({ size, color, quantity }))).toEqual([
      { size, color, quantity: 3 },
      { size: product!.sizes[1], color, quantity: 1 },
    ]);
  });

  it("takes the session as the customer: userId may be left out, and the contract's copies are ignored", async () => {
    const [product] = await seededProducts(db(), 1, { stock: 10 });
    const shopper = await newShopper(db(), "copies");
    const tampered = { ...variantOf(product!), quantity: 1, price: 1, discount: 100, name: "Free tee", image: "/x.png", rating: 5, slug: "free" };
    expect((await add(as(shopper), tampered)).status).toBe(200);
    const cart = await cartOf(as(shopper), shopper.id);
    expect(cart.body.price).toBe(discountedPrice(product!.price, product!.discount));
    expect(cart.body.card_products[0].products[0].productInfo).toMatchObject({ price: product!.price, discount: product!.discount, name: product!.name });
  });

  it("answers 401 to a visitor and 403 for another account's userId, writing nothing", async () => {
    const [product] = await seededProducts(db(), 1);
    const before = await commerceTables(db());
    expect(await add(null, { userId: shopperA.id, quantity: 1, ...variantOf(product!) })).toMatchObject({ status: 401, body: SIGN_IN });
    for (const userId of [shopperA.id, "not-an-id", UNKNOWN_ID]) {
      expect(await add(as(shopperB), { userId, quantity: 1, ...variantOf(product!) })).toMatchObject({ status: 403, body: NOT_YOURS });
    }
    expect(await commerceTables(db())).toEqual(before);
  });

  it("refuses a quantity that is not a whole number from 1 to 100, and tampered copies, with a 400 that writes nothing", async () => {
    const [product] = await seededProducts(db(), 1, { stock: 500 });
    const before = await commerceTables(db());
    const valid = { userId: shopperA.id, quantity: 1, ...variantOf(product!) };
    // "2" is refused too: the contract's clients send numbers, and strings are not converted.
    for (const quantity of [0, -1, 1e9, 101, 1.5, "x", "2", null, true, [1], {}]) {
      const answer = await add(as(shopperA), { ...valid, quantity });
      expect(answer.status, JSON.stringify(quantity)).toBe(400);
      expect(answer.body.error).toMatch(/^quantity: (must be a whole number from 1 to 100|is required)$/);
    }
    expect(await add(as(shopperA), { ...valid, quantity: undefined })).toMatchObject({ status: 400, body: { error: "quantity: is required" } });
    for (const [field, value] of [["price", 0], ["price", -1], ["price", 1e9], ["price", 1.5], ["price", "x"], ["discount", -1], ["discount", 1e9], ["discount", 1.5], ["discount", "x"]] as const) {
      const answer = await add(as(shopperA), { ...valid, [field]: value });
      expect(answer.status, `${field} ${value}`).toBe(400);
      expect(answer.body.error).toMatch(new RegExp(`^${field}: `));
    }
    expect(await commerceTables(db())).toEqual(before);
  });

  it("answers 404 for an unknown product, 400 for a malformed id and for a size or colour the product does not come in", async () => {
    const [product] = await seededProducts(db(), 1);
    const before = await commerceTables(db());
    const valid = { userId: shopperA.id, quantity: 1, ...variantOf(product!) };
    expect(await add(as(shopperA), { ...valid, productId: UNKNOWN_ID })).toMatchObject({ status: 404, body: { error: "Product not found" } });
    expect(await add(as(shopperA), { ...valid, productId: "abc" })).toMatchObject({ status: 400, body: { error: "productId: must be a product id" } });
    const size = await add(as(shopperA), { ...valid, size: "XXXL" });
    expect(size.status).toBe(400);
    expect(size.body.error).toBe(`size: must be one of this product's sizes: ${product!.sizes.join(", ")}`);
    const colour = await add(as(shopperA), { ...valid, color: "Plaid" });
    expect(colour.status).toBe(400);
    expect(colour.body.error).toMatch(/^color: must be one of this product's colours: /);
    expect(await add(as(shopperA), { ...valid, size: "" })).toMatchObject({ status: 400 });
    expect(await commerceTables(db())).toEqual(before);
  });

  it("refuses a sold-out product, and a quantity past the stock, with a 409 that leaves the line as it was", async () => {
    const [soldOut, scarce] = await seededProducts(db(), 2, { skip: 1 });
    await setStock(db(), soldOut!.id, 0);
    await setStock(db(), scarce!.id, 3);
    const shopper = await newShopper(db(), "scarce");
    expect(await add(as(shopper), { quantity: 1, ...variantOf(soldOut!) })).toMatchObject({ status: 409, body: { error: "This product is sold out." } });
    expect(await add(as(shopper), { quantity: 4, ...variantOf(scarce!) })).toMatchObject({ status: 409, body: OVER_STOCK });
    expect(await storedCartLines(db(), shopper.id)).toEqual([]);
    expect((await add(as(shopper), { quantity: 2, ...variantOf(scarce!) })).status).toBe(200);
    expect(await add(as(shopper), { quantity: 2, ...variantOf(scarce!) })).toMatchObject({ status: 409, body: OVER_STOCK });
    expect(await quantityOf(shopper.id)).toEqual([2]);
    expect((await add(as(shopper), { quantity: 1, ...variantOf(scarce!) })).status).toBe(200);
    expect(await quantityOf(shopper.id)).toEqual([3]);
  });

  it("lets one order take at most MAX_PER_PRODUCT (10) of a product, in the shop's words, whatever the stock", async () => {
    const [product] = await seededProducts(db(), 1, { stock: 500 });
    const [row] = await db().select({ name: products.name }).from(products).where(eq(products.id, product!.id));
    const overLimit = { error: `You can buy at most 10 of ${row!.name} in one order.` };
    const shopper = await newShopper(db(), "bulk");
    expect(await add(as(shopper), { quantity: 11, ...variantOf(product!) })).toMatchObject({ status: 409, body: overLimit });
    expect(await storedCartLines(db(), shopper.id)).toEqual([]);
    expect((await add(as(shopper), { quantity: 6, ...variantOf(product!) })).status).toBe(200);
    // A merge into the line past the limit is refused and leaves the line as it was.
    expect(await add(as(shopper), { quantity: 5, ...variantOf(product!) })).toMatchObject({ status: 409, body: overLimit });
    expect(await quantityOf(shopper.id)).toEqual([6]);
    // Another size or colour of the same product counts towards the same limit.
    const other = { productId: product!.id, size: product!.sizes[1]!, color: product!.colors[0]! };
    expect(await add(as(shopper), { quantity: 5, ...other })).toMatchObject({ status: 409, body: overLimit });
    expect((await add(as(shopper), { quantity: 4, ...other })).status).toBe(200);
    expect(await quantityOf(shopper.id)).toEqual([6, 4]);
    const [line] = await storedCartLines(db(), shopper.id);
    expect(await inc(as(shopper), line!.id)).toMatchObject({ status: 409, body: overLimit });
    expect(await quantityOf(shopper.id)).toEqual([6, 4]);
  });

  it("answers the limit with the cart, so the stepper can say it before the shopper hits it", async () => {
    const shopper = await newShopper(db(), "limit-shown");
    expect((await cartOf(as(shopper), shopper.id)).body).toMatchObject({ max_per_product: 10 });
  });

  it("lets 20 adds at once of a product with stock 3 fill the line to exactly 3; the rest get 409", async () => {
    const [product] = await seededProducts(db(), 1, { stock: 3, skip: 3 });
    const shopper = await newShopper(db(), "race-add");
    const answers = await Promise.all(Array.from({ length: 20 }, () => add(as(shopper), { userId: shopper.id, quantity: 1, ...variantOf(product!) })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.error === OVER_STOCK.error)).toBe(true);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(17);
    expect(await quantityOf(shopper.id)).toEqual([3]);
  });

  it("refuses a body that is not JSON with a 415 and writes nothing", async () => {
    const [product] = await seededProducts(db(), 1);
    const before = await commerceTables(db());
    const form = `productId=${product!.id}&quantity=1&size=M&color=Black`;
    const answer = await call(addToCard, "POST", "/home/product/add-to-card", as(shopperA), {
      rawBody: form,
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(answer.status).toBe(415);
    expect(await commerceTables(db())).toEqual(before);
  });
});

describe("GET /api/home/product/get-card-product/{userId}", () => {
  it("answers an empty cart with zeros and no shipping fee", async () => {
    const shopper = await newShopper(db(), "empty");
    expect(await cartOf(as(shopper), shopper.id)).toEqual({
      status: 200,
      cacheControl: "no-store",
      body: { card_products: [], outOfStockProduct: [], price: 0, shipping_fee: 0, card_product_count: 0, buy_product_item: 0, max_per_product: 10 },
    });
  });

  it("groups in-stock lines by shop with each product's document, its displayed price and the item count", async () => {
    const catalogue = await storedProducts(db());
    const inStock = catalogue.filter((p) => p.stock > 0 && p.sizes.length > 0 && p.colors.length > 0);
    const first = inStock.find((p) => p.discount > 0)!;
    const sameShop = inStock.find((p) => p.sellerId === first.sellerId && p.id !== first.id)!;
    const otherShop = inStock.find((p) => p.sellerId !== first.sellerId)!;
    const shopper = await newShopper(db(), "groups");
    const addOf = (p: (typeof inStock)[number], quantity: number) =>
      add(as(shopper), { userId: shopper.id, quantity, productId: p.id, size: p.sizes[0], color: p.colors[0] });
    expect((await addOf(first, 2)).status).toBe(200);
    expect((await addOf(otherShop, 1)).status).toBe(200);
    expect((await addOf(sameShop, 1)).status).toBe(200);

    const { body } = await cartOf(as(shopper), shopper.id);
    const line = (p: (typeof inStock)[number], quantity: number) => ({
      _id: expect.any(String),
      quantity,
      size: p.sizes[0],
      color: p.colors[0],
      limitedByStock: false,
      productInfo: documentOf(p),
    });
    // The shop of the newest line first; lines newest first.
    expect(body.card_products).toEqual([
      { sellerId: first.sellerId, shopName: first.shopName, price: sameShop.displayed + first.displayed * 2, products: [line(sameShop, 1), line(first, 2)] },
      { sellerId: otherShop.sellerId, shopName: otherShop.shopName, price: otherShop.displayed, products: [line(otherShop, 1)] },
    ]);
    expect(body.price).toBe(first.displayed * 2 + sameShop.displayed + otherShop.displayed);
    expect(body.shipping_fee).toBe(70);
    expect(body.card_product_count).toBe(4);
    expect(body.buy_product_item).toBe(4);
    expect(body.outOfStockProduct).toEqual([]);
  });

  it("prices lines from the product as it is now, not as it was when added", async () => {
    const [product] = await seededProducts(db(), 1, { skip: 5 });
    const shopper = await newShopper(db(), "reprice");
    expect((await add(as(shopper), { quantity: 2, ...variantOf(product!) })).status).toBe(200);
    await db().update(products).set({ price: 1000, discount: 25 }).where(eq(products.id, product!.id));
    const { body } = await cartOf(as(shopper), shopper.id);
    expect(body.price).toBe(1500);
    expect(body.card_products[0].price).toBe(1500);
    await db().update(products).set({ price: product!.price, discount: product!.discount }).where(eq(products.id, product!.id));
  });

  it("moves a sold-out product's line out of the groups, uncharged and uncounted", async () => {
    const [kept, goingOut] = await seededProducts(db(), 2, { stock: 5, skip: 6 });
    const shopper = await newShopper(db(), "sold-out");
    expect((await add(as(shopper), { quantity: 1, ...variantOf(kept!) })).status).toBe(200);
    expect((await add(as(shopper), { quantity: 2, ...variantOf(goingOut!) })).status).toBe(200);
    await setStock(db(), goingOut!.id, 0);
    const { body } = await cartOf(as(shopper), shopper.id);
    expect(body.card_products.flatMap((g: { products: { productInfo: { _id: string } }[] }) => g.products.map((p) => p.productInfo._id))).toEqual([kept!.id]);
    expect(body.outOfStockProduct).toEqual([expect.objectContaining({ quantity: 2, productInfo: expect.objectContaining({ _id: goingOut!.id, stock: 0 }) })]);
    expect(body.price).toBe(discountedPrice(kept!.price, kept!.discount));
    expect(body.card_product_count).toBe(1);
  });

  it("shows, charges and counts a line at the stock when the stock fell below it, and flags it", async () => {
    const [product] = await seededProducts(db(), 1, { stock: 5, skip: 8 });
    const shopper = await newShopper(db(), "lowered");
    expect((await add(as(shopper), { quantity: 5, ...variantOf(product!) })).status).toBe(200);
    await setStock(db(), product!.id, 3);
    const { body } = await cartOf(as(shopper), shopper.id);
    expect(body.card_products[0].products[0]).toMatchObject({ quantity: 3, limitedByStock: true });
    expect(body.price).toBe(discountedPrice(product!.price, product!.discount) * 3);
    expect(body.card_product_count).toBe(3);
    expect(await quantityOf(shopper.id)).toEqual([5]); // a read changes nothing
  });

  it("answers 401 to a visitor and 403 for anyone else's userId; B's own cart never holds A's lines", async () => {
    const [product] = await seededProducts(db(), 1);
    const owner = await newShopper(db(), "owner");
    expect((await add(as(owner), { quantity: 1, ...variantOf(product!) })).status).toBe(200);
    expect(await cartOf(null, owner.id)).toMatchObject({ status: 401, body: SIGN_IN });
    for (const userId of [owner.id, owner.id.toUpperCase().replace(/./, "X"), "x", UNKNOWN_ID]) {
      expect(await cartOf(as(shopperB), userId)).toMatchObject({ status: 403, body: NOT_YOURS });
    }
    expect((await cartOf(as(owner), owner.id.toUpperCase())).status).toBe(200); // ids are not case-sensitive
    const ownCart = await cartOf(as(shopperB), shopperB.id);
    expect(JSON.stringify(ownCart.body)).not.toContain(owner.id);
  });
});

describe("PUT /api/home/product/quantity-inc/{id} and quantity-dec/{id}", () => {
  it("adds one and takes one away, answering { message }", async () => {
    const [product] = await seededProducts(db(), 1, { stock: 5, skip: 9 });
    const { shopper, lineId } = await shopperWithLine("stepper", product!, 2);
    expect(await inc(as(shopper), lineId, { cardId: lineId, userId: shopper.id })).toEqual({
      status: 200,
      cacheControl: "no-store",
      body: { message: "Quantity increased" },
    });
    expect(await quantityOf(shopper.id)).toEqual([3]);
    expect(await dec(as(shopper), lineId, { cardId: lineId, userId: shopper.id })).toMatchObject({ status: 200, body: { message: "Quantity decreased" } });
    expect(await quantityOf(shopper.id)).toEqual([2]);
    // The contract's body may be left out entirely.
    expect((await inc(as(shopper), lineId)).status).toBe(200);
    expect(await quantityOf(shopper.id)).toEqual([3]);
  });

  it("stops at the stock ('Cannot exceed available stock') and at 1 ('Quantity cannot be less than 1')", async () => {
    const [product] = await seededProducts(db(), 1, { stock: 2, skip: 10 });
    const { shopper, lineId } = await shopperWithLine("limits", product!, 1);
    expect(await dec(as(shopper), lineId)).toMatchObject({ status: 409, body: BELOW_ONE });
    expect((await inc(as(shopper), lineId)).status).toBe(200);
    expect(await inc(as(shopper), lineId)).toMatchObject({ status: 409, body: OVER_STOCK });
    expect(await quantityOf(shopper.id)).toEqual([2]);
  });

  it("counts down from the stock shown when the stock fell below the line; a sold-out line can only go down", async () => {
    const [product] = await seededProducts(db(), 1, { stock: 5, skip: 11 });
    const { shopper, lineId } = await shopperWithLine("clamped", product!, 5);
    await setStock(db(), product!.id, 3);
    expect(await inc(as(shopper), lineId)).toMatchObject({ status: 409, body: OVER_STOCK });
    expect((await dec(as(shopper), lineId)).status).toBe(200);
    expect(await quantityOf(shopper.id)).toEqual([2]);
    await setStock(db(), product!.id, 0);
    expect(await inc(as(shopper), lineId)).toMatchObject({ status: 409, body: OVER_STOCK });
    expect((await dec(as(shopper), lineId)).status).toBe(200);
    expect(await quantityOf(shopper.id)).toEqual([1]);
    await setStock(db(), product!.id, 5);
  });

  it("changes the line in the address, never the cardId of the body", async () => {
    const [first, second] = await seededProducts(db(), 2, { stock: 9, skip: 12 });
    const shopper = await newShopper(db(), "card-id");
    expect((await add(as(shopper), { quantity: 1, ...variantOf(first!) })).status).toBe(200);
    expect((await add(as(shopper), { quantity: 1, ...variantOf(second!) })).status).toBe(200);
    const [lineOne, lineTwo] = await storedCartLines(db(), shopper.id);
    expect((await inc(as(shopper), lineOne!.id, { cardId: lineTwo!.id, userId: shopper.id })).status).toBe(200);
    expect(await quantityOf(shopper.id)).toEqual([2, 1]);
  });

  it("lets 20 presses of + at once stop exactly at the stock; the rest get 409", async () => {
    const [product] = await seededProducts(db(), 1, { stock: 5, skip: 14 });
    const { shopper, lineId } = await shopperWithLine("race-inc", product!, 1);
    const answers = await Promise.all(Array.from({ length: 20 }, () => inc(as(shopper), lineId, { cardId: lineId, userId: shopper.id })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(4);
    expect(answers.filter((a) => a.status === 409 && a.body.error === OVER_STOCK.error)).toHaveLength(16);
    expect(await quantityOf(shopper.id)).toEqual([5]);
  });

  it("lets 20 presses of - at once stop exactly at 1", async () => {
    const [product] = await seededProducts(db(), 1, { stock: 50, skip: 15 });
    const { shopper, lineId } = await shopperWithLine("race-dec", product!, 6);
    const answers = await Promise.all(Array.from({ length: 20 }, () => dec(as(shopper), lineId)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 409 && a.body.error === BELOW_ONE.error)).toHaveLength(15);
    expect(await quantityOf(shopper.id)).toEqual([1]);
  });

  it("answers 401 to a visitor, 404 for another customer's line or a made-up id, 403 for another's userId; nothing changes", async () => {
    const [product] = await seededProducts(db(), 1, { stock: 9, skip: 16 });
    const { shopper: owner, lineId } = await shopperWithLine("own-line", product!, 2);
    const before = await commerceTables(db());
    for (const change of [inc, dec]) {
      expect(await change(null, lineId)).toMatchObject({ status: 401, body: SIGN_IN });
      expect(await change(as(shopperB), lineId)).toMatchObject({ status: 404, body: LINE_NOT_FOUND });
      expect(await change(as(shopperB), lineId, { cardId: lineId, userId: shopperB.id })).toMatchObject({ status: 404, body: LINE_NOT_FOUND });
      expect(await change(as(shopperB), lineId, { cardId: lineId, userId: owner.id })).toMatchObject({ status: 403, body: NOT_YOURS });
      expect(await change(as(owner), lineId, { userId: shopperB.id })).toMatchObject({ status: 403, body: NOT_YOURS });
      for (const id of [UNKNOWN_ID, "abc", "1 or 1=1"]) {
        expect(await change(as(owner), id)).toMatchObject({ status: 404, body: LINE_NOT_FOUND });
      }
      expect((await change(as(owner), lineId, { userId: 42 })).status).toBe(400);
    }
    expect(await commerceTables(db())).toEqual(before);
  });
});

describe("DELETE /api/home/product/delete-card-product/{id}", () => {
  it("removes the caller's own line; a second delete is a 404", async () => {
    const [product] = await seededProducts(db(), 1, { skip: 17 });
    const { shopper, lineId } = await shopperWithLine("delete", product!);
    expect(await remove(as(shopper), lineId)).toEqual({ status: 200, cacheControl: "no-store", body: { message: "Removed from your cart" } });
    expect(await storedCartLines(db(), shopper.id)).toEqual([]);
    expect(await remove(as(shopper), lineId)).toMatchObject({ status: 404, body: LINE_NOT_FOUND });
  });

  it("answers 401 to a visitor and 404 for another customer's line or a made-up id, deleting nothing", async () => {
    const [product] = await seededProducts(db(), 1, { skip: 18 });
    const { shopper: owner, lineId } = await shopperWithLine("keep", product!);
    const before = await commerceTables(db());
    expect(await remove(null, lineId)).toMatchObject({ status: 401, body: SIGN_IN });
    expect(await remove(as(shopperB), lineId)).toMatchObject({ status: 404, body: LINE_NOT_FOUND });
    expect(await remove(as(owner), UNKNOWN_ID)).toMatchObject({ status: 404, body: LINE_NOT_FOUND });
    expect(await remove(as(owner), "not-an-id")).toMatchObject({ status: 404, body: LINE_NOT_FOUND });
    expect(await commerceTables(db())).toEqual(before);
  });
});

describe("sellers and admins are accounts too: they have a cart of their own and no other", () => {
  it("keeps a staff member's cart to themselves and keeps them out of a shopper's", async () => {
    const [product] = await seededProducts(db(), 1, { stock: 9, skip: 19 });
    const { shopper: owner, lineId } = await shopperWithLine("staff-target", product!);
    for (const [email, password] of [["seller@teerang.in", "Seller@1234"], ["admin@teerang.in", "Admin@1234"]] as const) {
      const staff = await staffCaller(db(), email, password);
      expect((await add(staff.caller, { userId: staff.id, quantity: 1, ...variantOf(product!) })).status).toBe(200);
      const own = await cartOf(staff.caller, staff.id);
      expect(own.status).toBe(200);
      expect(own.body.card_product_count).toBe(1);
      const [staffLine] = await storedCartLines(db(), staff.id);
      expect((await inc(staff.caller, staffLine!.id)).status).toBe(200);

      const before = await commerceTables(db());
      expect(await cartOf(staff.caller, owner.id)).toMatchObject({ status: 403, body: NOT_YOURS });
      expect(await add(staff.caller, { userId: owner.id, quantity: 1, ...variantOf(product!) })).toMatchObject({ status: 403 });
      expect(await inc(staff.caller, lineId)).toMatchObject({ status: 404, body: LINE_NOT_FOUND });
      expect(await dec(staff.caller, lineId)).toMatchObject({ status: 404, body: LINE_NOT_FOUND });
      expect(await remove(staff.caller, lineId)).toMatchObject({ status: 404, body: LINE_NOT_FOUND });
      expect(await commerceTables(db())).toEqual(before);
    }
  });
});
