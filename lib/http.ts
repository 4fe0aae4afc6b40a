import { connection } from "next/server";
import { unstable_rethrow } from "next/navigation";
import { z } from "zod";
import type { ErrorAnswer } from "@/lib/api-answers/common";
import { getConfig } from "@/lib/config";
import { findUnstorableText, isStorableText, UNSTORABLE_TEXT } from "@/lib/text/storable";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { log } from "@/server/log/log.mjs";
import { forwardedOverHttps } from "@/lib/reached-over-https";

/**
 * An error the caller caused: answered as JSON `{ error }` with its 4xx status (and any
 * headers it names, e.g. Retry-After on a 429).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export function jsonError(status: number, message: string, headers: Record<string, string> = {}): Response {
  return Response.json({ error: message } satisfies ErrorAnswer, { status, headers: { ...headers, "Cache-Control": "no-store" } });
}

/** A JSON answer meant for one caller only (accounts, carts, orders): never stored by a cache. */
export function privateJson(body: unknown, init: { status?: number; headers?: HeadersInit } = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Cache-Control", "no-store");
  return Response.json(body, { status: init.status ?? 200, headers });
}

/** The answer while the database cannot be reached (a restart, a failover): try again shortly. */
export const DATABASE_UNAVAILABLE = "The shop is briefly unavailable. Please try again in a moment.";

/** The largest JSON body any call takes; the front door (server/index.mjs) refuses far larger ones sooner. */
export const MAX_JSON_BODY_BYTES = 16 * 1024;

const TOO_LARGE = "The request is too large.";

/** application/json, or any +json type, with or without parameters (charset). */
export function isJsonContentType(value: string | null): boolean {
  const type = value?.split(";")[0]?.trim().toLowerCase() ?? "";
  return type === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

/**
 * The body's bytes, read as they arrive and abandoned at `limit` bytes: a declared length over
 * the limit is refused before a byte is read, and a body without one (chunked) is never held
 * past the limit. `tooLarge` is the 413's message.
 */
export async function readLimitedBytes(request: Request, limit: number, tooLarge = TOO_LARGE): Promise<Buffer> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > limit) throw new HttpError(413, tooLarge);
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limit) {
      await reader.cancel().catch(() => undefined);
      throw new HttpError(413, tooLarge);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The body's text, read as readLimitedBytes reads it. */
export async function readLimitedText(request: Request, limit: number): Promise<string> {
  return (await readLimitedBytes(request, limit)).toString("utf8");
}

/**
 * Reads a JSON request body and parses it with `schema` (a failure becomes a 400 naming the
 * field). Refused first: a body that is not declared as JSON (415: a form post or text/plain is
 * how another site's page would send one), one over 16 kB (413), malformed JSON (400), and any
 * text in it PostgreSQL cannot store (400 naming the field: lib/text/storable.ts).
 */
export async function readJsonBody<T>(request: Request, schema: z.ZodType<T>): Promise<T> {
  if (!isJsonContentType(request.headers.get("content-type"))) {
    throw new HttpError(415, "Send the details as JSON, with Content-Type: application/json.");
  }
  const text = await readLimitedText(request, MAX_JSON_BODY_BYTES);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, "Send the details as JSON.");
  }
  const unstorable = findUnstorableText(body);
  if (unstorable) throw new HttpError(400, `${unstorable.path ? `${unstorable.path}: ` : ""}${UNSTORABLE_TEXT}`);
  return schema.parse(body);
}

/**
 * Refuses an address whose path or query holds text that names nothing we could store: broken
 * %-encoding in the path, or a NUL character or unpaired surrogate once decoded. Every API call
 * passes here before its handler, so no handler sees such text (lib/text/storable.ts).
 */
export function assertStorableAddress(request: Request): void {
  const url = new URL(request.url);
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    throw new HttpError(400, "The address has broken %-encoding.");
  }
  if (!isStorableText(path)) throw new HttpError(400, `The address ${UNSTORABLE_TEXT}.`);
  for (const [key, value] of url.searchParams) {
    if (!isStorableText(key) || !isStorableText(value)) throw new HttpError(400, `${key}: ${UNSTORABLE_TEXT}`);
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The origins this server answers as: its own URL, the forwarded one, and PUBLIC_BASE_URL. */
function ownOrigins(request: Request): string[] {
  const origins = [new URL(request.url).origin];
  // Browsers cannot set X-Forwarded-* on a cross-site request (not CORS-safelisted), so these
  // come from our own proxy (or Next's server) and name the address the shopper used.
  const host = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  if (host) origins.push(`${forwardedOverHttps(request) ? "https" : "http"}://${host}`);
  origins.push(new URL(getConfig().publicBaseUrl).origin);
  return origins;
}

/**
 * Refuses a request a browser sent on behalf of another site (cross-site request forgery):
 * Sec-Fetch-Site cross-site, or an Origin that is not ours (including the opaque "null").
 * A request with neither header is not from a browser page (curl, a seller's script) and passes.
 */
export function assertSameOrigin(request: Request): void {
  const refused = new HttpError(403, "This request came from another website, so we refused it.");
  if (request.headers.get("sec-fetch-site")?.trim().toLowerCase() === "cross-site") throw refused;
  const origin = request.headers.get("origin");
  if (origin === null) return;
  let normalised: string;
  try {
    normalised = new URL(origin).origin;
  } catch {
    throw refused; // "null" and other opaque origins
  }
  if (normalised === "null" || !ownOrigins(request).includes(normalised)) throw refused;
}

/**
 * Marks the work that follows as request-time: it never runs while the build prerenders.
 * Outside a request (a route handler called from a test or a script) there is nothing to defer.
 */
export async function atRequestTime(): Promise<void> {
  try {
    await connection();
  } catch (error) {
    unstable_rethrow(error);
    if (error instanceof Error && /outside a request scope/.test(error.message)) return;
    throw error;
  }
}

/** Reads the first problem of a zod failure as one sentence for the caller. */
export function describeInvalid(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid request";
  const where = issue.path.length ? `${issue.path.join(".")}: ` : "";
  return `${where}${issue.message}`;
}

/**
 * Wraps a route handler: runs it at request time, refuses state-changing calls (any method but
 * GET, HEAD, OPTIONS) sent from another website and addresses holding unstorable text, turns HttpError and bad input into a clear 4xx
 * JSON answer, a database that cannot be reached into a 503 with Retry-After, and anything
 * unexpected into a logged 500 with no details leaked.
 */
export function route<Context>(handler: (request: Request, context: Context) => Promise<Response>) {
  return async (request: Request, context: Context): Promise<Response> => {
    await atRequestTime();
    try {
      if (!SAFE_METHODS.has(request.method.toUpperCase())) assertSameOrigin(request);
      assertStorableAddress(request);
      return await handler(request, context);
    } catch (error) {
      unstable_rethrow(error);
      if (error instanceof HttpError) return jsonError(error.status, error.message, error.headers);
      if (error instanceof z.ZodError) return jsonError(400, describeInvalid(error));
      const where = { method: request.method, path: new URL(request.url).pathname };
      if (isDatabaseUnavailable(error)) {
        log.error({ err: error, ...where }, "A call failed: the database is unavailable");
        return jsonError(503, DATABASE_UNAVAILABLE, { "Retry-After": "5" });
      }
      log.error({ err: error, ...where }, "A call failed");
      return jsonError(500, "Something went wrong on our side. Please try again.");
    }
  };
}
