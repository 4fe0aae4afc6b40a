import { getSessionCustomer } from "@/lib/auth/session";
import { designQueryMessages } from "@/lib/design-queries/messages";
import { countDesignQueryAttempt, submitDesignQuery } from "@/lib/design-queries/submit";
import { privateJson, route } from "@/lib/http";
import { clientAddress } from "@/lib/net/client-address";
import { readUploadForm } from "@/lib/uploads";
import type { DesignQuerySentAnswer } from "@/lib/api-answers/design-queries";

/**
 * POST /api/design-add (multipart: name, email, phone, message, image; no sign-in needed) ->
 * 201 { message: 'Form submitted', query }. A signed-in shopper's query keeps their account.
 * 400 a missing or bad field or no picture, 415 not multipart or not a picture, 413 too large,
 * 429 past 5 a day per e-mail or per address (or 30 attempts an hour from one address).
 */
export const POST = route(async (request) => {
  const client = clientAddress(request);
  await countDesignQueryAttempt(client);
  const customer = await getSessionCustomer(request);
  const query = await submitDesignQuery(await readUploadForm(request), { client, customerId: customer?.id ?? null });
  return privateJson({ message: designQueryMessages.submitted, query } satisfies DesignQuerySentAnswer, { status: 201 });
});
