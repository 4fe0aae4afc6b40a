import type { z } from "zod";
import { readJsonBody } from "@/lib/http";

/**
 * For calls whose body only repeats what the address already says (quantity-inc/dec send
 * { cardId, userId }): a request with no body at all, and no content type, is read as {}.
 * Anything sent goes through readJsonBody and its checks (415, 413, 400).
 */
export async function readOptionalJsonBody<T>(request: Request, schema: z.ZodType<T>): Promise<T> {
  const sentNothing = request.body === null || request.headers.get("content-length") === "0";
  if (sentNothing && !request.headers.has("content-type")) return schema.parse({});
  return readJsonBody(request, schema);
}
