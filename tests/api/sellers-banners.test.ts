import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as bannerDelete } from "@/app/api/banner-delete/[id]/route";
import { GET as getBanner } from "@/app/api/get-banner/route";
import { POST as upload } from "@/app/api/upload/route";
import { uploadsDir } from "@/lib/uploads/files";
import { banners } from "@/models";
import { BAD_PICTURES, examplePicture } from "../harness/example-pictures";
import { withTestDatabase } from "../helpers/test-database";
import { ORIGIN } from "./auth-support";
import { call, newShopper, type Caller } from "./commerce-support";
import { demoStaff, tagsRevalidatedBy, type Staff } from "./sellers-support";

const db = withTestDatabase();

let seller: Staff;
let otherSeller: Staff;
let admin: Staff;

beforeAll(async () => {
  ({ seller, otherSeller, admin } = await demoStaff(db()));
});

async function send(caller: Caller, form: FormData | string, contentType?: string) {
  const headers: Record<string, string> = caller ? { authorization: `Bearer ${caller.token}` } : {};
  if (contentType) headers["content-type"] = contentType;
  const response = await upload(new Request(`${ORIGIN}/api/upload`, { method: "POST", headers, body: form }), { params: Promise.resolve({}) });
  return { status: response.status, body: await response.json() };
}

function bannerForm(category: string | null, ...files: File[]): FormData {
  const form = new FormData();
  if (category !== null) form.append("category", category);
  for (const file of files) form.append("images", file);
  return form;
}

const remove = (caller: Caller, id: string) => call(bannerDelete, "DELETE", `/banner-delete/${id}`, caller, { params: { id } });
const fileOnDisk = (url: string) => path.join(uploadsDir(), url.slice("/uploads/".length));
const bannerFiles = () => (fs.existsSync(path.join(uploadsDir(), "banners")) ? fs.readdirSync(path.join(uploadsDir(), "banners")).sort() : []);
const bannerCount = async () => (await db().select({ id: banners.id }).from(banners)).length;

describe("POST /api/upload", () => {
  it("stores each banner picture and records it for the seller's shop; the banner list shows them at once", async () => {
    let reply!: Awaited<ReturnType<typeof send>>;
    const tags = await tagsRevalidatedBy(async () => (reply = await send(seller.caller, bannerForm("Home Page", examplePicture("a.png"), examplePicture("b.png")))));
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(tags).toEqual(["banners"]);
    expect(reply.body.uploadedBanners).toEqual([
      { _id: expect.any(String), url: expect.stringMatching(/^\/uploads\/banners\/[0-9a-f-]{36}\.webp$/), category: "Home Page", phoneUrl: null, alt: "TeeRang offer", link: null },
      { _id: expect.any(String), url: expect.stringMatching(/^\/uploads\/banners\/[0-9a-f-]{36}\.webp$/), category: "Home Page", phoneUrl: null, alt: "TeeRang offer", link: null },
    ]);
    for (const banner of reply.body.uploadedBanners) expect(fs.existsSync(fileOnDisk(banner.url))).toBe(true);
    const [row] = await db().select().from(banners).where(eq(banners.id, reply.body.uploadedBanners[0]._id));
    expect(row).toMatchObject({ createdBy: seller.id, sellerId: expect.any(String) });
    const list = await call(getBanner, "GET", "/get-banner", null);
    expect(list.body.bannerData).toEqual(expect.arrayContaining(reply.body.uploadedBanners));
  });

  it("keeps each banner's words, link and phone crop, paired with its picture by order; deleting removes both files", async () => {
    const form = bannerForm("Home Page", examplePicture("a.png"), examplePicture("b.png"));
    form.append("alt", "Monsoon sale: 30% off hoodies");
    form.append("alt", "New kids' tees");
    form.append("link", "/products/search?gender=Kids");
    form.append("phoneImages", examplePicture("a-phone.png"));
    form.append("phoneImages", examplePicture("b-phone.png"));
    const reply = await send(seller.caller, form);
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const [first, second] = reply.body.uploadedBanners;
    expect(first).toMatchObject({ alt: "Monsoon sale: 30% off hoodies", link: "/products/search?gender=Kids", phoneUrl: expect.stringMatching(/^\/uploads\/banners\//) });
    expect(second).toMatchObject({ alt: "New kids' tees", link: "/products/search?gender=Kids" });
    expect(new Set([first.url, first.phoneUrl, second.url, second.phoneUrl]).size).toBe(4);
    expect((await remove(seller.caller, first._id)).status).toBe(200);
    expect(fs.existsSync(fileOnDisk(first.url))).toBe(false);
    expect(fs.existsSync(fileOnDisk(first.phoneUrl))).toBe(false);
    expect(fs.existsSync(fileOnDisk(second.phoneUrl))).toBe(true);
  });

  const withFields = (fields: Record<string, string[]>, phonePictures = 0) => () => {
    const form = bannerForm("Home Page", examplePicture(), examplePicture());
    for (const [name, values] of Object.entries(fields)) for (const value of values) form.append(name, value);
    for (let i = 0; i < phonePictures; i++) form.append("phoneImages", examplePicture());
    return form;
  };

  it.each([
    ["a link to another site", withFields({ link: ["https://evil.example/login"] }), 400, /^link\.0: must be a path of this shop/],
    ["a protocol-relative link", withFields({ link: ["//evil.example"] }), 400, /^link\.0: must be a path/],
    ["a backslash link", withFields({ link: ["/\\evil.example"] }), 400, /^link\.0: must be a path/],
    ["a javascript: link", withFields({ link: ["javascript:alert(1)"] }), 400, /^link\.0: must be a path/],
    ["three alt texts for two pictures", withFields({ alt: ["a", "b", "c"] }), 400, /^alt: give one value for all/],
    ["alt text over 200 characters", withFields({ alt: ["x".repeat(201)] }), 400, /^alt\.0: must be at most 200/],
    ["one phone picture for two banners", withFields({}, 1), 400, /^phoneImages: give one phone picture for each/],
    ["no category", () => bannerForm(null, examplePicture()), 400, /^category:/],
    ["a blank category", () => bannerForm("  ", examplePicture()), 400, /^category:/],
    ["no pictures", () => bannerForm("Home Page"), 400, /^images: is required/],
    ["an HTML file named x.png", () => bannerForm("Home Page", BAD_PICTURES["an HTML file named x.png"]()), 415, /JPEG, PNG, WebP or AVIF/],
    ["an SVG with a script", () => bannerForm("Home Page", BAD_PICTURES["an SVG with a script"]()), 415, /JPEG/],
    ["a 6 MB file", () => bannerForm("Home Page", BAD_PICTURES["a 6 MB file"]()), 413, /5 MB/],
    ["a good picture then an empty file", () => bannerForm("Home Page", examplePicture(), BAD_PICTURES["an empty file"]()), 415, /images/],
    ["11 pictures", () => bannerForm("Home Page", ...Array.from({ length: 11 }, () => examplePicture())), 413, /At most 10/],
  ])("refuses %s, storing no file and no row", async (_, form, status, error) => {
    const [files, count] = [bannerFiles(), await bannerCount()];
    const reply = await send(seller.caller, form());
    expect(reply.status).toBe(status);
    expect(reply.body.error).toMatch(error);
    expect(bannerFiles()).toEqual(files);
    expect(await bannerCount()).toBe(count);
  });

  it("refuses a body that is not multipart (415) and an empty one (400)", async () => {
    expect((await send(seller.caller, JSON.stringify({ category: "Home Page" }), "application/json")).status).toBe(415);
    expect((await send(seller.caller, "", "multipart/form-data; boundary=abc")).status).toBe(400);
  });

  it("is for staff only: 401 for a visitor, 403 for a shopper, before the body is read", async () => {
    const shopper = await newShopper(db(), "banner-shopper");
    expect((await send(null, bannerForm("Home Page", examplePicture()))).status).toBe(401);
    expect((await send({ token: shopper.token, bearer: true }, bannerForm("Home Page", examplePicture()))).status).toBe(403);
  });
});

describe("DELETE /api/banner-delete/{id}", () => {
  it("removes the seller's own banner and its picture; another shop's seller gets a 404; an admin removes any", async () => {
    const [mine, second] = (await send(seller.caller, bannerForm("fitness", examplePicture(), examplePicture()))).body.uploadedBanners;
    expect(await remove(otherSeller.caller, mine._id)).toMatchObject({ status: 404, body: { error: "Banner not found" } });
    expect(fs.existsSync(fileOnDisk(mine.url))).toBe(true);
    let reply!: Awaited<ReturnType<typeof remove>>;
    const tags = await tagsRevalidatedBy(async () => (reply = await remove(seller.caller, mine._id)));
    expect(reply).toMatchObject({ status: 200, body: { message: "Banner deleted", bannerId: mine._id } });
    expect(tags).toEqual(["banners"]);
    expect(fs.existsSync(fileOnDisk(mine.url))).toBe(false);
    expect((await remove(seller.caller, mine._id)).status).toBe(404);
    expect((await remove(admin.caller, second._id)).status).toBe(200);
  });

  it("lets an admin remove a seeded banner without touching files outside the uploads of banners; 404 for a malformed id", async () => {
    const [seeded] = await db().select().from(banners).where(eq(banners.category, "Home Page")).limit(1);
    expect((await remove(seller.caller, seeded!.id)).status).toBe(404); // the whole shop's: an admin's
    expect((await remove(admin.caller, seeded!.id)).status).toBe(200);
    expect((await remove(admin.caller, "not-an-id")).status).toBe(404);
  });
});
