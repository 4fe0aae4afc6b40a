import "server-only";
import { HttpError } from "@/lib/http";
import { checkImages, type CheckedImage, type UploadForm } from "@/lib/uploads";
import { RETURN_MAX_PHOTOS, returnRequestInput, type ReturnRequestInput } from "./input";
import { returnMessages } from "./messages";

/** JSON sent as a form field (`lines`, `refundTo`); text that is not JSON stays text for zod to refuse. */
function formJson(value: string | undefined): unknown {
  if (value === undefined) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/**
 * A return request as a multipart form: `lines` and `refundTo` as JSON text, `reason` and `note`
 * as text, and up to RETURN_MAX_PHOTOS `photos` files, each checked and re-encoded (lib/uploads)
 * before anything is stored, as a review's photos are.
 */
export async function readReturnForm(form: UploadForm): Promise<{ input: ReturnRequestInput; photos: CheckedImage[] }> {
  const input = returnRequestInput.parse({
    lines: formJson(form.text("lines")),
    reason: form.text("reason"),
    resolution: form.text("resolution") || undefined,
    note: form.text("note") || undefined,
    refundTo: formJson(form.text("refundTo")),
  });
  const files = form.files("photos");
  if (files.length > RETURN_MAX_PHOTOS) throw new HttpError(400, returnMessages.tooManyPhotos);
  return { input, photos: await checkImages(files.map((file) => ({ file, field: "photos" }))) };
}
