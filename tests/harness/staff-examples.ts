import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/db";
import { checkImage, storeImages, type UploadKind } from "@/lib/uploads";
import { banners, blogs, coupons, gifts } from "@/models";
import { examplePicture } from "./example-pictures";
import type { World } from "./world";

/**
 * Records of the world's first seller's shop, made afresh for each example of a staff route
 * (the matrix deletes one per cell), so the other shop's seller meets a record that is not theirs.
 */

/** A code no other example has used: 3 to 20 letters and digits. */
export const freshCouponCode = () => `EX${randomUUID().replaceAll("-", "").slice(0, 12).toUpperCase()}`;

/** A new coupon of the first seller's shop; returns its id. */
export async function couponOfSeller(w: World): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .insert(coupons)
    .values({ name: freshCouponCode(), minOrderAmount: 499, discount: 10, userLimit: 1, sellerId: w.seller.shopId, createdBy: w.seller.id })
    .returning({ id: coupons.id });
  return row!.id;
}

/** A picture stored as an upload of `kind` (as a multipart add would have), by its /uploads address. */
export async function uploadedPicture(kind: UploadKind): Promise<string> {
  const [url] = await storeImages(kind, [await checkImage(examplePicture(), "images")]);
  return url!;
}

/** A new blog post of the first seller's shop; returns its id. */
export async function blogOfSeller(w: World): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .insert(blogs)
    .values({ name: "Example post", slug: `example-post-${randomUUID()}`, images: [await uploadedPicture("blogs")], description: ["A paragraph."], sellerId: w.seller.shopId, createdBy: w.seller.id })
    .returning({ id: blogs.id });
  return row!.id;
}

/** A new banner of the first seller's shop, with its uploaded picture; returns its id. */
export async function bannerOfSeller(w: World): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .insert(banners)
    .values({ url: await uploadedPicture("banners"), category: "Home Page", sellerId: w.seller.shopId, createdBy: w.seller.id })
    .returning({ id: banners.id });
  return row!.id;
}

/** A new gift of the first seller's shop, with an uploaded picture; returns its id and that picture's address. */
export async function giftOfSeller(w: World): Promise<{ id: string; image: string }> {
  const db = await getDb();
  const image = await uploadedPicture("gifts");
  const [row] = await db
    .insert(gifts)
    .values({ name: "Example mug", slug: `example-mug-${randomUUID()}`, images: [image], price: 499, discount: 0, sellerId: w.seller.shopId, createdBy: w.seller.id })
    .returning({ id: gifts.id });
  return { id: row!.id, image };
}
