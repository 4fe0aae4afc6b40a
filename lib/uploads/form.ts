import "server-only";
import { HttpError, readLimitedBytes } from "@/lib/http";
import { isStorableText, UNSTORABLE_TEXT } from "@/lib/text/storable";
import { MAX_UPLOAD_FILE_BYTES, MAX_UPLOAD_FILES, MAX_UPLOAD_REQUEST_BYTES } from "./limits";
import { uploadMessages } from "./messages";

/** A multipart form as the upload routes read it: text fields and files, each by name. */
export type UploadForm = {
  /** The field's text (its first value), or undefined when absent; a file there is a 400. */
  text(name: string): string | undefined;
  /** Every text value of a field (repeated fields), in order. */
  texts(name: string): string[];
  /** The field's files, in order (none: an empty list). Text there is a 400. */
  files(name: string): File[];
};

/** Whether the body is declared as multipart/form-data (any parameters). */
export function isMultipart(request: Request): boolean {
  return (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase() === "multipart/form-data";
}

/**
 * Reads an upload request's multipart body with the platform's own parser (`formData()`), within
 * the limits: 415 unless it is declared multipart; 413 past 20 MB (on the declared length before
 * a byte is read, else while it streams), past 5 MB for one file, or past 10 files; 400 for a
 * body that does not parse or text PostgreSQL cannot store. Nothing is written anywhere: the
 * files are only bytes in memory until ./images.ts has checked them and ./store.ts stores them.
 */
export async function readUploadForm(request: Request): Promise<UploadForm> {
  if (!isMultipart(request)) throw new HttpError(415, uploadMessages.notMultipart);
  const bytes = await readLimitedBytes(request, MAX_UPLOAD_REQUEST_BYTES, uploadMessages.requestTooLarge);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(bytes), { headers: { "content-type": request.headers.get("content-type")! } }).formData();
  } catch {
    throw new HttpError(400, uploadMessages.malformed);
  }
  let files = 0;
  for (const [name, value] of form) {
    if (!isStorableText(name)) throw new HttpError(400, `A field name ${UNSTORABLE_TEXT}.`);
    if (typeof value === "string") {
      if (!isStorableText(value)) throw new HttpError(400, `${name}: ${UNSTORABLE_TEXT}`);
      continue;
    }
    files++;
    if (files > MAX_UPLOAD_FILES) throw new HttpError(413, uploadMessages.tooManyFiles);
    if (value.size > MAX_UPLOAD_FILE_BYTES) throw new HttpError(413, uploadMessages.fileTooLarge(name));
  }
  const texts = (name: string) =>
    form.getAll(name).map((value) => {
      if (typeof value !== "string") throw new HttpError(400, uploadMessages.notText(name));
      return value;
    });
  return {
    texts,
    text: (name) => texts(name)[0],
    files: (name) =>
      form
        .getAll(name)
        // A file input left empty sends a nameless, empty file (or, from some clients, "").
        .filter((value) => (typeof value === "string" ? value !== "" : !(value.size === 0 && value.name === "")))
        .map((value) => {
          if (typeof value === "string") throw new HttpError(400, `${name}: must be a picture file`);
          return value;
        }),
  };
}
