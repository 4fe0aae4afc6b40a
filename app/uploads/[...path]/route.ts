import fs from "node:fs/promises";
import { resolveUpload } from "@/lib/uploads/files";

// Serves product, banner, blog and gift images from the uploads folder (UPLOADS_DIR, else DATA_DIR/uploads). File names are never
// reused for different content, so browsers and next/image may keep them for a year.
export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  const upload = resolveUpload(path);
  if (!upload) return Response.json({ error: "Not found" }, { status: 404 });
  try {
    const body = await fs.readFile(upload.file);
    return new Response(new Uint8Array(body), {
      headers: {
        "Content-Type": upload.contentType,
        "Cache-Control": "public, max-age=31536000, immutable",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT" || (error as NodeJS.ErrnoException).code === "EISDIR") {
      return Response.json({ error: "Not found" }, { status: 404 });
    }
    throw error;
  }
}
