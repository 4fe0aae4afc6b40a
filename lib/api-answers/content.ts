import { z } from "zod";
import { id, isoTime, whole } from "./common";

/** Blog posts, gifts, banners and the coupon list: what the public pages read. */

export const blogDocument = z.strictObject({
  _id: id,
  name: z.string(),
  slug: z.string(),
  images: z.array(z.string()),
  description: z.array(z.string()),
  additionalDescription: z.array(z.strictObject({ heading: z.string(), description: z.string(), image: z.string().nullable() })),
  createdAt: isoTime,
  updatedAt: isoTime,
});
export type BlogDocument = z.infer<typeof blogDocument>;

/** GET /api/blog-gets */
export const blogsAnswer = z.strictObject({ blogData: z.array(blogDocument) });
export type BlogsAnswer = z.infer<typeof blogsAnswer>;
/** GET /api/single-blog/{id} */
export const blogAnswer = z.strictObject({ blogData: blogDocument });
export type BlogAnswer = z.infer<typeof blogAnswer>;

export const giftDocument = z.strictObject({
  _id: id,
  name: z.string(),
  slug: z.string(),
  images: z.array(z.string()),
  price: whole,
  discount: whole,
  rating: z.number(),
});
export type GiftDocument = z.infer<typeof giftDocument>;

/** GET /api/gifts-get */
export const giftsAnswer = z.strictObject({ gifts: z.array(giftDocument) });
export type GiftsAnswer = z.infer<typeof giftsAnswer>;
/** GET /api/gift-get/{id} */
export const giftAnswer = z.strictObject({ gift: giftDocument });
export type GiftAnswer = z.infer<typeof giftAnswer>;

export const bannerDocument = z.strictObject({
  _id: id,
  url: z.string(),
  /** 'Home Page', or a theme such as 'fitness'. */
  category: z.string(),
  /** The phone crop, or null when the banner has only its wide picture. */
  phoneUrl: z.string().nullable(),
  alt: z.string(),
  link: z.string().nullable(),
});
export type BannerDocument = z.infer<typeof bannerDocument>;

/** GET /api/get-banner */
export const bannersAnswer = z.strictObject({ bannerData: z.array(bannerDocument) });
export type BannersAnswer = z.infer<typeof bannersAnswer>;

/** A coupon as listed: `price` is the least order amount; shopId/shopName null for every shop's. */
export const couponDocument = z.strictObject({
  _id: id,
  name: z.string(),
  price: whole,
  discount: whole,
  userlimit: whole,
  shopId: id.nullable(),
  shopName: z.string().nullable(),
});
export type CouponDocument = z.infer<typeof couponDocument>;

/** GET /api/get-coupon */
export const couponsAnswer = z.strictObject({ couponData: z.array(couponDocument) });
export type CouponsAnswer = z.infer<typeof couponsAnswer>;
