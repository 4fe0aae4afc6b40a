import { HttpError } from "@/lib/http";

/** A webhook's body is a few kilobytes; Razorpay's largest events stay far below this. */
export const MAX_WEBHOOK_BODY_BYTES = 1024 * 1024;

/**
 * The body exactly as sent, as text: a signature is computed over these bytes, so it is read
 * before any parsing (never re-serialised). A declared length over the limit is refused before a
 * byte is read, and a body without one is abandoned once past the limit (413).
 */
export async function readRawBody(request: Request, limit = MAX_WEBHOOK_BODY_BYTES): Promise<string> {
  const tooLarge = new HttpError(413, "The request is too large.");
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > limit) throw tooLarge;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
