import { z } from "zod";
import { required } from "@/lib/customer-input";
import { HttpError } from "@/lib/http";
import { storableString } from "@/lib/text/storable";
import { checkImage, type CheckedImage, type UploadForm } from "@/lib/uploads";

/** The gift calls' bodies (name, price, discount, images). Prices in whole rupees. */

export const MAX_GIFT_PRICE = 10_000_000;
const MAX_GIFT_IMAGES = 10;

const name = storableString(required("text")).trim().min(1, "is required").max(150, "must be at most 150 characters");
const wholeNumber = (min: number, max: number) =>
  z
    .number(required(`a whole number from ${min} to ${max}`))
    .int(`must be a whole number from ${min} to ${max}`)
    .min(min, `must be a whole number from ${min} to ${max}`)
    .max(max, `must be a whole number from ${min} to ${max}`);
const price = wholeNumber(1, MAX_GIFT_PRICE);
const discount = wholeNumber(0, 90);
const picturePath = storableString(required("the address of an uploaded picture")).max(300, "must be the address of an uploaded picture");
export const giftIdField = storableString(required("a gift id"))
  .trim()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, "must be a gift id")
  .transform((id) => id.toLowerCase());

/** POST /gift-add as JSON: the pictures named by their /uploads addresses. */
export const giftInput = z.object({
  name,
  price,
  discount: discount.default(0),
  images: z
    .array(picturePath, required("a list of picture addresses"))
    .min(1, "must have at least one picture")
    .max(MAX_GIFT_IMAGES, `must have at most ${MAX_GIFT_IMAGES} pictures`),
});
export type GiftInput = z.infer<typeof giftInput>;

/** POST /gift-update: the gift and what changes (name, price, discount; at least one). */
export const giftUpdateInput = z
  .object({ giftId: giftIdField, name: name.optional(), price: price.optional(), discount: discount.optional() })
  .refine((input) => input.name !== undefined || input.price !== undefined || input.discount !== undefined, "Send at least one of name, price or discount to change.");
export type GiftUpdateInput = z.infer<typeof giftUpdateInput>;

/** A whole number sent as form text ("499"); anything else stays as text for zod to refuse. */
const formNumber = (value: string | undefined) => (value !== undefined && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value);

/** POST /gift-add as a multipart form: `name`, `price`, `discount` and `images` files. */
export async function readGiftForm(form: UploadForm): Promise<{ input: Omit<GiftInput, "images">; images: CheckedImage[] }> {
  const input = giftInput.omit({ images: true }).parse({ name: form.text("name"), price: formNumber(form.text("price")), discount: formNumber(form.text("discount")) });
  const files = form.files("images");
  if (files.length === 0) throw new HttpError(400, "images: must have at least one picture");
  const images: CheckedImage[] = [];
  for (const file of files) images.push(await checkImage(file, "images"));
  return { input, images };
}

/** POST /gift-image-update (multipart): `giftId`, `oldImage` (the address of the picture to replace) and the `newImage` file. */
export async function readGiftImageForm(form: UploadForm): Promise<{ giftId: string; oldImage: string; newImage: CheckedImage }> {
  const { giftId, oldImage } = z
    .object({ giftId: giftIdField, oldImage: picturePath.trim().min(1, "is required") })
    .parse({ giftId: form.text("giftId"), oldImage: form.text("oldImage") });
  const [file, extra] = form.files("newImage");
  if (!file) throw new HttpError(400, "newImage: is required (the new picture)");
  if (extra) throw new HttpError(400, "newImage: one picture at a time");
  return { giftId, oldImage, newImage: await checkImage(file, "newImage") };
}
