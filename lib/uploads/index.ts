// The one way into the shop's uploads (banners, blogs, gifts, design queries):
// read the form (./form.ts), check and re-encode the pictures (./images.ts), store them (./store.ts).
import "server-only";
export { isMultipart, readUploadForm, type UploadForm } from "./form";
export { checkImage, checkImages, type CheckedImage } from "./images";
export { MAX_UPLOAD_FILE_BYTES, MAX_UPLOAD_FILES, MAX_UPLOAD_REQUEST_BYTES, type UploadKind } from "./limits";
export { uploadMessages } from "./messages";
export { assertStoredPicture, removeUploads, storeImages, withStoredImages } from "./store";
