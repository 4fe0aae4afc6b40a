import { HttpError } from "@/lib/http";
import { checkImages, type CheckedImage, type UploadForm } from "@/lib/uploads";
import { REVIEW_MAX_PHOTOS } from "./limits";
import { reviewMessages } from "./messages";
import { submitReviewInput, type SubmitReviewInput } from "./schemas";

/** A whole number sent as form text ("4"); anything else stays as text for zod to refuse. */
const formNumber = (value: string | undefined) => (value !== undefined && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value);

/**
 * POST /home/customer/submit-review as a multipart form: the JSON call's fields as text
 * (`name`, `review`, `rating`, `productId`) and up to REVIEW_MAX_PHOTOS `images` files, each
 * checked and re-encoded (lib/uploads) before anything is stored.
 */
export async function readReviewForm(form: UploadForm): Promise<{ input: SubmitReviewInput; images: CheckedImage[] }> {
  const input = submitReviewInput.parse({
    name: form.text("name"),
    review: form.text("review"),
    rating: formNumber(form.text("rating")),
    productId: form.text("productId"),
  });
  const files = form.files("images");
  if (files.length > REVIEW_MAX_PHOTOS) throw new HttpError(400, reviewMessages.tooManyPhotos);
  return { input, images: await checkImages(files.map((file) => ({ file, field: "images" }))) };
}
