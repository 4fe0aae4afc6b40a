import "server-only";
/**
 * What one upload request may hold. The front door's table (server/door/body-limits.mjs) lets
 * MAX_UPLOAD_REQUEST_BYTES through to the upload routes; a unit test keeps the two equal.
 */
export const MAX_UPLOAD_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_UPLOAD_FILES = 10;
export const MAX_UPLOAD_REQUEST_BYTES = 20 * 1024 * 1024;

/** Decompression bombs: a picture that would decode to more pixels than this is refused. */
export const MAX_INPUT_PIXELS = 40_000_000;

/** Stored pictures are at most this many pixels on their longer side. */
export const MAX_STORED_SIDE = 2400;

/** The folders under the uploads folder (UPLOADS_DIR, else DATA_DIR/uploads) that uploads go to, one per kind of record. */
export const UPLOAD_KINDS = ["banners", "blogs", "gifts", "queries", "reviews", "returns"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
