import "server-only";
import { readLimitedText } from "@/lib/http";

/** A webhook's body is a few kilobytes; Razorpay's largest events stay far below this. */
export const MAX_WEBHOOK_BODY_BYTES = 1024 * 1024;

/**
 * The body exactly as sent, as text: a signature is computed over these bytes, so it is read
 * before any parsing (never re-serialised). A declared length over the limit is refused before a
 * byte is read, and a body without one is abandoned once past the limit (413).
 */
export function readRawBody(request: Request, limit = MAX_WEBHOOK_BODY_BYTES): Promise<string> {
  return readLimitedText(request, limit);
}
