import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as addCouponRoute } from "@/app/api/add-coupon/route";
import { DELETE as deleteCouponRoute } from "@/app/api/delete-coupon/[id]/route";
import { GET as getCoupons } from "@/app/api/get-coupon/route";
import { POST as applyCoupon } from "@/app/api/home/product/apply-coupon/route";
import { couponsForShop } from "@/lib/content/coupons";
import { couponRedemptions, coupons, sellers } from "@/models";
import { withTestDatabase } from "../helpers/test-database";
import { as, call, newShopper, seededProducts, type Caller } from "./commerce-support";
import { addToCart, orderRow, placedOrderId } from "./orders-support";
import { demoStaff, tagsRevalidatedBy, type Staff } from "./sellers-support";

const db = withTestDatabase();

let seller: Staff;
let otherSeller: Staff;
let admin: Staff;

beforeAll(async () => {
  ({ seller, otherSeller, admin } = await demoStaff(db()));
});

const add = (caller: Caller, body: unknown) => call(addCouponRoute, "POST", "/add-coupon", caller, { body });
const remove = (caller: Caller, id: string) => call(deleteCouponRoute, "DELETE", `/delete-coupon/${id}`, caller, { params: { id } });
const stored = (name: string) => db().select().from(coupons).where(eq(sql`upper(${coupons.name})`, name.toUpperCase()));

describe("POST /api/add-coupon", () => {
  it("adds a seller's coupon to their shop, keeps who made it, and shows it on the coupon tiles at once", async () => {
    let reply!: Awaited<ReturnType<typeof add>>;
    const tags = await tagsRevalidatedBy(async () => (reply = await add(seller.caller, { name: "DIWALI25", price: 999, discount: 25, userlimit: 2 })));
    expect(reply.status).toBe(201);
    const [shop] = await db().select().from(sellers).where(eq(sellers.customerId, seller.id));
    // The contract's fields, and the shop it is for.
    expect(reply.body).toEqual({
      message: "Coupon added",
      coupon: { _id: expect.any(String), name: "DIWALI25", price: 999, discount: 25, userlimit: 2, shopId: shop!.id, shopName: "TeeRang Originals" },
    });
    expect(tags).toEqual(["coupons"]);
    const [row] = await stored("DIWALI25");
    expect(row).toMatchObject({ sellerId: shop!.id, createdBy: seller.id, minOrderAmount: 999, userLimit: 2 });
    const list = await call(getCoupons, "GET", "/get-coupon", null);
    expect(list.body.couponData).toContainEqual(reply.body.coupon);
  });

  it("gives an admin's coupon to the whole shop (no seller), made by the admin", async () => {
    const reply = await add(admin.caller, { name: "ADMIN5", price: 0, discount: 5, userlimit: 1 });
    expect(reply.status).toBe(201);
    expect((await stored("ADMIN5"))[0]).toMatchObject({ sellerId: null, createdBy: admin.id });
    expect(reply.body.coupon).toMatchObject({ shopId: null, shopName: null });
  });

  it("offers a product only the coupons that apply to it: its own shop's and every shop's", async () => {
    const [ownShop] = await db().select().from(sellers).where(eq(sellers.customerId, seller.id));
    const [otherShop] = await db().select().from(sellers).where(eq(sellers.customerId, otherSeller.id));
    expect((await add(seller.caller, { name: "MINEONLY", price: 0, discount: 10, userlimit: 1 })).status).toBe(201);
    expect((await add(admin.caller, { name: "EVERYONE", price: 0, discount: 5, userlimit: 1 })).status).toBe(201);
    const names = async (sellerId: string) => (await couponsForShop(sellerId)).map((coupon) => coupon.name);
    expect(await names(ownShop!.id)).toEqual(expect.arrayContaining(["MINEONLY", "EVERYONE", "WELCOME10"]));
    expect(await names(otherShop!.id)).toEqual(expect.arrayContaining(["EVERYONE", "WELCOME10"]));
    expect(await names(otherShop!.id)).not.toContain("MINEONLY");
  });

  it("refuses a code taken in any case with 409, and changes nothing", async () => {
    expect((await add(seller.caller, { name: "FESTIVE", price: 0, discount: 10, userlimit: 1 })).status).toBe(201);
    const again = await add(otherSeller.caller, { name: "festive", price: 100, discount: 20, userlimit: 3 });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/FESTIVE|festive/);
    expect(await stored("FESTIVE")).toHaveLength(1);
    expect((await stored("FESTIVE"))[0]).toMatchObject({ discount: 10 });
  });

  it.each([
    [{ name: "AB", price: 0, discount: 10, userlimit: 1 }, /^name: must be 3 to 20 letters or digits/],
    [{ name: "A".repeat(21), price: 0, discount: 10, userlimit: 1 }, /^name:/],
    [{ name: "SAVE 10", price: 0, discount: 10, userlimit: 1 }, /^name:/],
    [{ name: "<script>", price: 0, discount: 10, userlimit: 1 }, /^name:/],
    [{ name: "SAVE10", price: -1, discount: 10, userlimit: 1 }, /^price:/],
    [{ name: "SAVE10", price: 10.5, discount: 10, userlimit: 1 }, /^price:/],
    [{ name: "SAVE10", price: 0, discount: 0, userlimit: 1 }, /^discount: must be a whole number from 1 to 90/],
    [{ name: "SAVE10", price: 0, discount: 91, userlimit: 1 }, /^discount:/],
    [{ name: "SAVE10", price: 0, discount: "10", userlimit: 1 }, /^discount:/],
    [{ name: "SAVE10", price: 0, discount: 10, userlimit: 0 }, /^userlimit:/],
    [{ name: "SAVE10", price: 0, discount: 10 }, /^userlimit: is required/],
  ])("refuses %j with a 400 naming the field", async (body, error) => {
    const reply = await add(seller.caller, body);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatch(error);
    expect(await stored("SAVE10")).toHaveLength(0);
  });

  it("is for staff only: 401 without a bearer token (a cookie is not one), 403 for a shopper", async () => {
    const shopper = await newShopper(db(), "coupon-shopper");
    const body = { name: "SNEAKY", price: 0, discount: 90, userlimit: 9 };
    expect((await add(null, body)).status).toBe(401);
    expect((await add({ token: seller.caller!.token }, body)).status).toBe(401); // as a cookie
    expect((await add(as(shopper), body)).status).toBe(401);
    expect((await add({ token: shopper.token, bearer: true }, body)).status).toBe(403);
    expect(await stored("SNEAKY")).toHaveLength(0);
  });
});

describe("DELETE /api/delete-coupon/{id}", () => {
  async function couponOf(caller: Caller, name: string, terms: { price?: number; discount?: number } = {}): Promise<string> {
    const reply = await add(caller, { name, price: terms.price ?? 0, discount: terms.discount ?? 10, userlimit: 5 });
    expect(reply.status).toBe(201);
    return reply.body.coupon._id;
  }

  it("lets the seller remove their own coupon, not another shop's (404, kept); an admin removes any", async () => {
    const id = await couponOf(seller.caller, "OWNED1");
    expect(await remove(otherSeller.caller, id)).toMatchObject({ status: 404, body: { error: "Coupon not found" } });
    expect(await stored("OWNED1")).toHaveLength(1);
    const tags = await tagsRevalidatedBy(async () => expect(await remove(seller.caller, id)).toMatchObject({ status: 200, body: { message: "Coupon deleted" } }));
    expect(tags).toEqual(["coupons"]);
    expect(await stored("OWNED1")).toHaveLength(0);
    expect(await remove(seller.caller, id)).toMatchObject({ status: 404 });

    const another = await couponOf(otherSeller.caller, "OWNED2");
    expect((await remove(admin.caller, another)).status).toBe(200);
    const adminOwn = await couponOf(admin.caller, "OWNED3");
    expect((await remove(seller.caller, adminOwn)).status).toBe(404); // the whole shop's: an admin's to remove
  });

  it("answers 404 for an id that is not one, and 401/403 for visitors and shoppers", async () => {
    expect((await remove(seller.caller, "not-a-uuid")).status).toBe(404);
    const id = await couponOf(seller.caller, "KEEPME");
    const shopper = await newShopper(db(), "coupon-deleter");
    expect((await remove(null, id)).status).toBe(401);
    expect((await remove({ token: shopper.token, bearer: true }, id)).status).toBe(403);
    expect(await stored("KEEPME")).toHaveLength(1);
  });

  it("stops the code working at the cart and at checkout; an order that used it keeps its discount", async () => {
    const [product] = await seededProducts(db(), 1, { stock: 100 });
    const id = await couponOf(seller.caller, "GONESOON", { discount: 20 });
    const shopper = await newShopper(db(), "coupon-user");
    await addToCart(shopper, product!, 1);
    const orderId = await placedOrderId(shopper, { couponCode: "gonesoon" });
    const before = await orderRow(db(), orderId);
    expect(before.couponDiscount).toBeGreaterThan(0);

    expect((await remove(seller.caller, id)).status).toBe(200);
    const after = await orderRow(db(), orderId);
    expect({ price: after.price, couponDiscount: after.couponDiscount }).toEqual({ price: before.price, couponDiscount: before.couponDiscount });
    expect(await db().select().from(couponRedemptions).where(eq(couponRedemptions.couponId, id))).toEqual([]);

    await addToCart(shopper, product!, 1);
    const check = await call(applyCoupon, "POST", "/home/product/apply-coupon", as(shopper), { body: { code: "GONESOON" } });
    expect(check).toMatchObject({ status: 404, body: { error: "Invalid coupon code." } });
  });
});
