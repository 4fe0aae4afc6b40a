import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as giftAdd } from "@/app/api/gift-add/route";
import { DELETE as giftDelete } from "@/app/api/gift-delete/[id]/route";
import { GET as giftGet } from "@/app/api/gift-get/[id]/route";
import { POST as giftImageUpdate } from "@/app/api/gift-image-update/route";
import { POST as giftUpdate } from "@/app/api/gift-update/route";
import { uploadsDir } from "@/lib/uploads/files";
import { gifts } from "@/models";
import { BAD_PICTURES, examplePicture } from "../harness/example-pictures";
import { uploadedPicture } from "../harness/staff-examples";
import { withTestDatabase } from "../helpers/test-database";
import { ORIGIN } from "./auth-support";
import { call, type Caller } from "./commerce-support";
import { demoStaff, tagsRevalidatedBy, type Staff } from "./sellers-support";

const db = withTestDatabase();

let seller: Staff;
let otherSeller: Staff;
let admin: Staff;

beforeAll(async () => {
  ({ seller, otherSeller, admin } = await demoStaff(db()));
});

async function sendForm(handler: typeof giftAdd, where: string, caller: Caller, fields: [string, string | File][]) {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  const headers: Record<string, string> = caller ? { authorization: `Bearer ${caller.token}` } : {};
  const response = await handler(new Request(`${ORIGIN}/api${where}`, { method: "POST", headers, body: form }), { params: Promise.resolve({}) });
  return { status: response.status, body: await response.json() };
}

const addJson = (caller: Caller, body: unknown) => call(giftAdd, "POST", "/gift-add", caller, { body });
const update = (caller: Caller, body: unknown) => call(giftUpdate, "POST", "/gift-update", caller, { body });
const remove = (caller: Caller, id: string) => call(giftDelete, "DELETE", `/gift-delete/${id}`, caller, { params: { id } });
const replacePicture = (caller: Caller, giftId: string, oldImage: string, newImage: File) =>
  sendForm(giftImageUpdate, "/gift-image-update", caller, [
    ["giftId", giftId],
    ["oldImage", oldImage],
    ["newImage", newImage],
  ]);
const fileOnDisk = (url: string) => path.join(uploadsDir(), url.slice("/uploads/".length));
const giftFiles = () => (fs.existsSync(path.join(uploadsDir(), "gifts")) ? fs.readdirSync(path.join(uploadsDir(), "gifts")).sort() : []);

/** A gift of `caller`'s shop added through a form; returns the answer's gift. */
async function formGift(caller: Caller, name: string, pictures = 2) {
  const reply = await sendForm(giftAdd, "/gift-add", caller, [
    ["name", name],
    ["price", "799"],
    ["discount", "15"],
    ...Array.from({ length: pictures }, (_, i): [string, File] => ["images", examplePicture(`${i}.png`)]),
  ]);
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body.gift;
}

describe("POST /api/gift-add", () => {
  it("adds a gift from JSON with stored pictures, for the seller's shop; the gift store shows it at once", async () => {
    const picture = await uploadedPicture("gifts");
    let reply!: Awaited<ReturnType<typeof addJson>>;
    const tags = await tagsRevalidatedBy(async () => (reply = await addJson(seller.caller, { name: "Chai Mug", price: 349, discount: 10, images: [picture] })));
    expect(reply.status).toBe(201);
    expect(tags).toEqual(["gifts"]);
    expect(reply.body).toEqual({ message: "Gift added", gift: { _id: expect.any(String), name: "Chai Mug", slug: "chai-mug", images: [picture], price: 349, discount: 10, rating: 0 } });
    const read = await call(giftGet, "GET", `/gift-get/${reply.body.gift._id}`, null, { params: { id: reply.body.gift._id } });
    expect(read.body.gift).toEqual(reply.body.gift);
    const [row] = await db().select().from(gifts).where(eq(gifts.id, reply.body.gift._id));
    expect(row).toMatchObject({ createdBy: seller.id, sellerId: expect.any(String) });
    expect((await addJson(admin.caller, { name: "Chai mug", price: 349, images: [picture] })).body.gift.slug).toBe("chai-mug-2");
  });

  it("adds a gift from a multipart form, its pictures stored as WebP files", async () => {
    const gift = await formGift(seller.caller, "Tote Bag");
    expect(gift).toMatchObject({ name: "Tote Bag", price: 799, discount: 15 });
    expect(gift.images).toHaveLength(2);
    for (const url of gift.images) {
      expect(url).toMatch(/^\/uploads\/gifts\/[0-9a-f-]{36}\.webp$/);
      expect(fs.existsSync(fileOnDisk(url))).toBe(true);
    }
  });

  it.each([
    [{ name: "Free", price: 0, images: ["/uploads/x.webp"] }, /^price: must be a whole number from 1/],
    [{ name: "Text price", price: "349", images: ["/uploads/x.webp"] }, /^price:/],
    [{ name: "Too much off", price: 349, discount: 95, images: ["/uploads/x.webp"] }, /^discount:/],
    [{ name: "", price: 349, images: ["/uploads/x.webp"] }, /^name:/],
    [{ name: "No pictures", price: 349, images: [] }, /^images:/],
    [{ name: "Elsewhere", price: 349, images: ["https://evil.example/x.webp"] }, /^images\.0:/],
  ])("refuses %j with a 400 naming the field", async (body, error) => {
    const reply = await addJson(seller.caller, body);
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatch(error);
  });

  it("refuses a form with a picture that is not one (415) or a price that is not a number (400), storing nothing", async () => {
    const before = giftFiles();
    const bad = await sendForm(giftAdd, "/gift-add", seller.caller, [["name", "Sneaky"], ["price", "349"], ["images", examplePicture()], ["images", BAD_PICTURES["an SVG with a script"]()]]);
    expect(bad.status).toBe(415);
    const nan = await sendForm(giftAdd, "/gift-add", seller.caller, [["name", "Sneaky"], ["price", "3e2"], ["images", examplePicture()]]);
    expect(nan).toMatchObject({ status: 400, body: { error: expect.stringMatching(/^price:/) } });
    expect(giftFiles()).toEqual(before);
    expect(await db().select().from(gifts).where(eq(gifts.name, "Sneaky"))).toEqual([]);
  });
});

describe("POST /api/gift-update", () => {
  it("changes the seller's own gift (slug kept); another shop's seller gets a 404 and nothing changes; an admin may", async () => {
    const gift = await formGift(seller.caller, "Desk Calendar", 1);
    expect(await update(otherSeller.caller, { giftId: gift._id, price: 1 })).toMatchObject({ status: 404, body: { error: "Gift not found" } });
    let reply!: Awaited<ReturnType<typeof update>>;
    const tags = await tagsRevalidatedBy(async () => (reply = await update(seller.caller, { giftId: gift._id, name: "Desk Calendar 2027", price: 299 })));
    expect(reply).toMatchObject({ status: 200, body: { message: "Gift updated", gift: { _id: gift._id, name: "Desk Calendar 2027", slug: "desk-calendar", price: 299, discount: 15 } } });
    expect(tags).toEqual(["gifts"]);
    expect((await update(admin.caller, { giftId: gift._id, discount: 0 })).body.gift.discount).toBe(0);
  });

  it("refuses nothing to change, a bad id or bad values with a 400", async () => {
    const gift = await formGift(seller.caller, "Keyring", 1);
    expect((await update(seller.caller, { giftId: gift._id })).status).toBe(400);
    expect((await update(seller.caller, { giftId: "x", price: 10 })).body.error).toMatch(/^giftId:/);
    expect((await update(seller.caller, { giftId: gift._id, price: -5 })).body.error).toMatch(/^price:/);
  });
});

describe("POST /api/gift-image-update", () => {
  it("puts the new picture in the old one's place and removes the old file", async () => {
    const gift = await formGift(seller.caller, "Poster", 2);
    const [first, second] = gift.images;
    let reply!: Awaited<ReturnType<typeof replacePicture>>;
    const tags = await tagsRevalidatedBy(async () => (reply = await replacePicture(seller.caller, gift._id, second, examplePicture("new.png"))));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(tags).toEqual(["gifts"]);
    expect(reply.body.message).toBe("Gift picture updated");
    expect(reply.body.gift.images[0]).toBe(first);
    expect(reply.body.gift.images[1]).toMatch(/^\/uploads\/gifts\/[0-9a-f-]{36}\.webp$/);
    expect(reply.body.gift.images[1]).not.toBe(second);
    expect(fs.existsSync(fileOnDisk(second))).toBe(false);
    expect(fs.existsSync(fileOnDisk(reply.body.gift.images[1]))).toBe(true);
  });

  it("refuses another shop's gift (404), a picture the gift does not have (400) and a new file that is not a picture (415), storing nothing", async () => {
    const gift = await formGift(seller.caller, "Coaster", 1);
    const before = giftFiles();
    expect((await replacePicture(otherSeller.caller, gift._id, gift.images[0], examplePicture())).status).toBe(404);
    expect(await replacePicture(seller.caller, gift._id, "/uploads/gifts/other.webp", examplePicture())).toMatchObject({ status: 400, body: { error: "oldImage: is not one of this gift's pictures" } });
    expect((await replacePicture(seller.caller, gift._id, gift.images[0], BAD_PICTURES["an HTML file named x.png"]())).status).toBe(415);
    expect(giftFiles()).toEqual(before);
    const [row] = await db().select().from(gifts).where(eq(gifts.id, gift._id));
    expect(row!.images).toEqual(gift.images);
  });
});

describe("DELETE /api/gift-delete/{id}", () => {
  it("removes the seller's own gift with its pictures; another shop's seller gets a 404", async () => {
    const gift = await formGift(seller.caller, "Sticker Pack", 2);
    expect((await remove(otherSeller.caller, gift._id)).status).toBe(404);
    let reply!: Awaited<ReturnType<typeof remove>>;
    const tags = await tagsRevalidatedBy(async () => (reply = await remove(seller.caller, gift._id)));
    expect(reply).toMatchObject({ status: 200, body: { message: "Gift deleted", giftId: gift._id } });
    expect(tags).toEqual(["gifts"]);
    expect(gift.images.some((url: string) => fs.existsSync(fileOnDisk(url)))).toBe(false);
    expect((await remove(seller.caller, gift._id)).status).toBe(404);
  });

  it("keeps a picture another gift still shows", async () => {
    const shared = await uploadedPicture("gifts");
    const a = (await addJson(otherSeller.caller, { name: "Shared A", price: 10, images: [shared] })).body.gift;
    const b = (await addJson(otherSeller.caller, { name: "Shared B", price: 10, images: [shared] })).body.gift;
    expect((await remove(admin.caller, a._id)).status).toBe(200);
    expect(fs.existsSync(fileOnDisk(shared))).toBe(true);
    expect((await remove(otherSeller.caller, b._id)).status).toBe(200);
    expect(fs.existsSync(fileOnDisk(shared))).toBe(false);
  });
});
