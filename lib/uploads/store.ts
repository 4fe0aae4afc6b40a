import "server-only";
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { HttpError } from "@/lib/http";
import { resolveUpload, uploadsDir, uploadUrl } from "./files";
import type { CheckedImage } from "./images";
import type { UploadKind } from "./limits";

const OWN_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/** The file of an upload URL this module stored for `kind`, or undefined for any other URL (seeded pictures included). */
function ownedFile(kind: UploadKind, url: string): string | undefined {
  const match = /^\/uploads\/([a-z]+)\/([^/]+)$/.exec(url);
  if (!match || match[1] !== kind || !OWN_FILE.test(match[2]!)) return undefined;
  return path.join(uploadsDir(), kind, match[2]!);
}

/**
 * Stores checked pictures as `DATA_DIR/uploads/<kind>/<uuid>.webp` (a name of our own: the
 * client's file name never becomes a path) and returns their URLs, served by /uploads.
 */
export async function storeImages(kind: UploadKind, images: CheckedImage[]): Promise<string[]> {
  if (images.length === 0) return [];
  const dir = path.join(uploadsDir(), kind);
  await fs.mkdir(dir, { recursive: true });
  const urls: string[] = [];
  try {
    for (const image of images) {
      const name = `${randomUUID()}.webp`;
      await fs.writeFile(path.join(dir, name), image.webp, { flag: "wx", mode: 0o644 });
      urls.push(uploadUrl(path.join(kind, name)));
    }
  } catch (error) {
    await removeUploads(kind, urls);
    throw error;
  }
  return urls;
}

/**
 * Removes the files this module stored for `kind` among `urls`; any other URL (a seeded
 * picture, another kind's) is left alone, and a file already gone is not an error.
 */
export async function removeUploads(kind: UploadKind, urls: readonly (string | null | undefined)[]): Promise<void> {
  for (const url of urls) {
    const file = url ? ownedFile(kind, url) : undefined;
    if (file) await fs.rm(file, { force: true });
  }
}

/**
 * Stores the pictures, then runs `write` with their URLs (the database write that records
 * them); when it fails, the files are removed again, so a failed request leaves no orphan.
 */
export async function withStoredImages<T>(kind: UploadKind, images: CheckedImage[], write: (urls: string[]) => Promise<T>): Promise<T> {
  const urls = await storeImages(kind, images);
  try {
    return await write(urls);
  } catch (error) {
    await removeUploads(kind, urls);
    throw error;
  }
}

/**
 * A picture named by its URL in a JSON body (a picture already uploaded): it must be a file
 * served by /uploads that exists now. Anything else is a 400 naming the field.
 */
export async function assertStoredPicture(url: string, field: string): Promise<string> {
  const invalid = new HttpError(400, `${field}: must be the address of a picture uploaded to the shop (/uploads/...)`);
  if (!url.startsWith("/uploads/") || url.includes("?") || url.includes("#")) throw invalid;
  let segments: string[];
  try {
    segments = url.slice("/uploads/".length).split("/").map(decodeURIComponent);
  } catch {
    throw invalid;
  }
  const upload = resolveUpload(segments);
  if (!upload) throw invalid;
  const stat = await fs.stat(upload.file).catch(() => undefined);
  if (!stat?.isFile()) throw invalid;
  return url;
}
