import { z } from "zod";
import { id } from "./common";
import { bannerDocument, blogDocument, giftDocument } from "./content";

/** What a seller's writes to the shop's content answer. */

/** POST /api/blog-add (201) */
export const blogAddedAnswer = z.strictObject({ message: z.string(), blog: blogDocument });
export type BlogAddedAnswer = z.infer<typeof blogAddedAnswer>;
/** DELETE /api/blog/{id} */
export const blogDeletedAnswer = z.strictObject({ message: z.string(), blogId: id });
export type BlogDeletedAnswer = z.infer<typeof blogDeletedAnswer>;
/** POST /api/gift-add (201), /api/gift-update, /api/gift-image-update */
export const giftSavedAnswer = z.strictObject({ message: z.string(), gift: giftDocument });
export type GiftSavedAnswer = z.infer<typeof giftSavedAnswer>;
/** DELETE /api/gift-delete/{id} */
export const giftDeletedAnswer = z.strictObject({ message: z.string(), giftId: id });
export type GiftDeletedAnswer = z.infer<typeof giftDeletedAnswer>;
/** POST /api/upload (201): the banners made from the pictures sent. */
export const bannersUploadedAnswer = z.strictObject({ uploadedBanners: z.array(bannerDocument) });
export type BannersUploadedAnswer = z.infer<typeof bannersUploadedAnswer>;
/** DELETE /api/banner-delete/{id} */
export const bannerDeletedAnswer = z.strictObject({ message: z.string(), bannerId: id });
export type BannerDeletedAnswer = z.infer<typeof bannerDeletedAnswer>;
