import "server-only";
import path from "node:path";
import { getConfig } from "@/lib/config";

/**
 * Uploaded and generated images live here (UPLOADS_DIR, else DATA_DIR/uploads), outside the
 * build, so they survive deploys; several servers share one such folder.
 */
export function uploadsDir(): string {
  return getConfig().uploadsDir;
}

/** The public URL of a file stored under the uploads folder. */
export function uploadUrl(relativePath: string): string {
  return `/uploads/${relativePath.split(path.sep).join("/")}`;
}

const contentTypes: Record<string, string> = {
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".avif": "image/avif",
  ".gif": "image/gif",
};

/**
 * The file on disk for a URL's path segments, or undefined when the path is not a servable
 * image inside the uploads folder (no `..`, no hidden files, known image types only).
 */
export function resolveUpload(segments: string[]): { file: string; contentType: string } | undefined {
  if (segments.length === 0 || segments.some((s) => s === "" || s.startsWith(".") || s.includes("\\") || s.includes("\0"))) {
    return undefined;
  }
  const root = uploadsDir();
  const file = path.resolve(root, ...segments);
  if (!file.startsWith(root + path.sep)) return undefined;
  const contentType = contentTypes[path.extname(file).toLowerCase()];
  return contentType ? { file, contentType } : undefined;
}
