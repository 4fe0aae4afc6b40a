/**
 * The one way browser code calls the shop's `/api` (cart, wishlist, coupons, orders, payment,
 * reviews, session, sign-in, the menu and the search's suggestions). Every call is same-origin
 * with the session cookie, never cached unless it is a public catalogue read, and
 * sends JSON as JSON (the server refuses anything else with 415), or a FormData as multipart. A refusal becomes an
 * `ApiError` carrying the server's own `error` text, or that call's own fallback, so
 * a toast can show it as it is.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** What a failed cart or wishlist call says when the server said nothing usable. */
export const FALLBACK_ERROR = "An error occurred";

type CallOptions = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  body?: unknown;
  /** Sent as `Idempotency-Key`: a retried or double-clicked submit reaches one order. */
  idempotencyKey?: string;
  /** The message when the server gives none (each call names its own). */
  fallback?: string;
  /** Finish the call even if the shopper leaves the page meanwhile (a small write such as a read mark). */
  keepalive?: boolean;
  /** A public catalogue read (menu, suggestions) the browser may keep by the server's own cache headers. */
  cacheable?: boolean;
  /** Stops the call (a newer keystroke); it then fails as a network failure (status 0). */
  signal?: AbortSignal;
};

function errorText(body: unknown): string | null {
  if (body && typeof body === "object" && "error" in body && typeof body.error === "string" && body.error.trim()) return body.error;
  return null;
}

export async function callApi<T>(path: string, options: CallOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  // A form with files goes as multipart: no Content-Type, the browser writes it with its boundary.
  const multipart = typeof FormData !== "undefined" && options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers["Content-Type"] = "application/json";
  if (options.idempotencyKey) headers["Idempotency-Key"] = options.idempotencyKey;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? "GET",
      credentials: "same-origin",
      cache: options.cacheable ? "default" : "no-store",
      headers,
      body: options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
      keepalive: options.keepalive,
      signal: options.signal,
    });
  } catch {
    throw new ApiError(0, options.fallback ?? FALLBACK_ERROR);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, errorText(body) ?? options.fallback ?? FALLBACK_ERROR);
  return body as T;
}

/** The `message` of a success answer, or `fallback`. */
export function messageOf(body: unknown, fallback: string): string {
  if (body && typeof body === "object" && "message" in body && typeof body.message === "string" && body.message.trim()) return body.message;
  return fallback;
}

/** The path segment for an id sent by the browser: always encoded. */
export const segment = (value: string) => encodeURIComponent(value);

/** What a toast says of a failed call: the server's words, or the call's own fallback. */
export function refusalText(error: unknown): string {
  return error instanceof ApiError ? error.message : FALLBACK_ERROR;
}
