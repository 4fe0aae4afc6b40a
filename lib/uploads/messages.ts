import "server-only";
import { MAX_INPUT_PIXELS, MAX_UPLOAD_FILE_BYTES, MAX_UPLOAD_FILES, MAX_UPLOAD_REQUEST_BYTES } from "./limits";

const mb = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

/** What the upload module answers (JSON `{ error }` through lib/http.ts). */
export const uploadMessages = {
  notMultipart: "Send the pictures as multipart/form-data.",
  malformed: "The form could not be read: send it as multipart/form-data.",
  requestTooLarge: `The upload is too large: at most ${mb(MAX_UPLOAD_REQUEST_BYTES)} a request.`,
  fileTooLarge: (field: string) => `${field}: a picture may be at most ${mb(MAX_UPLOAD_FILE_BYTES)}.`,
  tooManyFiles: `At most ${MAX_UPLOAD_FILES} pictures a request.`,
  notAPicture: (field: string) => `${field}: must be a JPEG, PNG, WebP or AVIF picture.`,
  tooManyPixels: (field: string) => `${field}: the picture is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels.`,
  missing: (field: string) => `${field}: is required`,
  notText: (field: string) => `${field}: must be text, not a file`,
} as const;
