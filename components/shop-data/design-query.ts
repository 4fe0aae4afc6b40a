import { ApiError, FALLBACK_ERROR, messageOf } from "./api";

/**
 * The query form's one call (spec §7 design-add): the form as multipart, picture included.
 * Not through callApi, which sends JSON; the same rules otherwise (same origin, never cached,
 * the server's `error` text on a refusal). The form loads this module when it is sent.
 */
export async function sendDesignQuery(form: FormData): Promise<string> {
  let response: Response;
  try {
    // No Content-Type: the browser writes multipart/form-data with its boundary.
    response = await fetch("/api/design-add", { method: "POST", credentials: "same-origin", cache: "no-store", headers: { Accept: "application/json" }, body: form });
  } catch {
    throw new ApiError(0, FALLBACK_ERROR);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = body && typeof body === "object" && "error" in body && typeof body.error === "string" ? body.error : FALLBACK_ERROR;
    throw new ApiError(response.status, error);
  }
  return messageOf(body, "Form submitted");
}
