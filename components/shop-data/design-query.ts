import { callApi, messageOf } from "./api";

/**
 * The query form's one call (design-add): the form as multipart, picture included,
 * through callApi (the server's `error` text on a refusal). The form loads this module when it
 * is sent.
 */
/**
 * The shopper's reference for a sent query: "Q-" and the first 8 characters of its id, which
 * the seller's list of queries shows too (the id starts with them), so the two can be matched
 * without storing anything more.
 */
export function queryReference(id: string): string {
  return `Q-${id.replace(/-/g, "").slice(0, 8).toUpperCase()}`;
}

export type SentQuery = { message: string; reference: string | null };

export async function sendDesignQuery(form: FormData): Promise<SentQuery> {
  const body = await callApi<unknown>("/design-add", { method: "POST", body: form });
  const id = body && typeof body === "object" && "query" in body && body.query && typeof body.query === "object" && "_id" in body.query ? body.query._id : null;
  return { message: messageOf(body, "Form submitted"), reference: typeof id === "string" && id ? queryReference(id) : null };
}
