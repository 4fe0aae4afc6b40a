import "server-only";
import sharp, { type Metadata } from "sharp";
import { HttpError } from "@/lib/http";
import { MAX_INPUT_PIXELS, MAX_STORED_SIDE } from "./limits";
import { uploadMessages } from "./messages";

/** A picture checked and re-encoded, ready to be stored: WebP bytes with no metadata. */
export type CheckedImage = { webp: Buffer; width: number; height: number };

/**
 * What sharp must find in the bytes themselves: the declared type and the file name are never
 * read. AVIF arrives as HEIF with AV1 compression; HEIC (HEVC) and everything else is refused.
 */
function acceptedFormat(metadata: Metadata): boolean {
  if (metadata.format === "jpeg" || metadata.format === "png" || metadata.format === "webp") return true;
  return metadata.format === "heif" && metadata.compression === "av1";
}

const decoder = (bytes: Buffer) => sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", sequentialRead: true });

/**
 * Checks one uploaded file and makes the picture the shop stores from it. Accepted only when
 * sharp decodes it as JPEG, PNG, WebP or AVIF (SVG, HTML, PDF, GIF ... are a 415); a picture of
 * more than 40 megapixels is a 413 before it is decoded (the header says the size; sharp's
 * limitInputPixels holds too). The result is a new WebP, turned upright by its EXIF orientation,
 * at most 2,400 px on its longer side, with no EXIF, GPS, ICC or XMP, and nothing of the
 * original file's bytes: anything hidden after or inside the picture (a script appended to a
 * PNG) is not carried over.
 */
export async function checkImage(file: Blob, field: string): Promise<CheckedImage> {
  const bytes = Buffer.from(await file.arrayBuffer());
  let metadata: Metadata;
  try {
    // The header only (no pixels are decoded), without the pixel limit, so a bomb is told apart
    // from a file that is not a picture at all.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(415, uploadMessages.notAPicture(field));
  }
  if (!acceptedFormat(metadata) || !metadata.width || !metadata.height) throw new HttpError(415, uploadMessages.notAPicture(field));
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw new HttpError(413, uploadMessages.tooManyPixels(field));
  try {
    const { data, info } = await decoder(bytes)
      .rotate()
      .resize({ width: MAX_STORED_SIDE, height: MAX_STORED_SIDE, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { webp: data, width: info.width, height: info.height };
  } catch {
    // The header was a picture's but the data is not (truncated, corrupt): not a picture.
    throw new HttpError(415, uploadMessages.notAPicture(field));
  }
}

/** Checks every file of a request before any is stored, so one bad file stores none. */
export function checkImages(files: { file: Blob; field: string }[]): Promise<CheckedImage[]> {
  // One at a time: a request may hold ten 40-megapixel pictures, and the machine is shared.
  return files.reduce<Promise<CheckedImage[]>>(async (done, { file, field }) => [...(await done), await checkImage(file, field)], Promise.resolve([]));
}
