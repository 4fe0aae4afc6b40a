import { afterResponse } from "@/lib/after-response";
import { now } from "@/lib/clock";
import { getConfig } from "@/lib/config";
import { getDb } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { designQueryAcknowledgementMail, designQueryAlertMail, type DesignQueryMailInput } from "@/lib/mail/design-query-mails";
import { sendMail } from "@/lib/mail/transport";
import { limitKeyOf } from "@/lib/net/client-address";
import { orderNumber } from "@/lib/orders/order-number";
import { hitRateLimits, refundRateLimits, waitText, type RateLimitRule } from "@/lib/rate-limit";
import { shopContact } from "@/lib/shop-contact";
import { checkImage, withStoredImages, type UploadForm } from "@/lib/uploads";
import { designQueries } from "@/models";
import { toDesignQueryDocument, type DesignQueryDocument } from "./document";
import { designQueryInput } from "./input";
import { designQueryMessages } from "./messages";

/**
 * Spec issue: 5 queries a day per e-mail and per address. A fixed window of 24 hours from the
 * first query (lib/rate-limit.ts), counted only once a query is complete and its picture
 * checked, so a form sent back for a typo costs the shopper nothing.
 */
export const DESIGN_QUERIES_PER_EMAIL: RateLimitRule = { name: "design-queries-email", limit: 5, windowSeconds: 24 * 60 * 60 };
export const DESIGN_QUERIES_PER_SOURCE: RateLimitRule = { name: "design-queries-source", limit: 5, windowSeconds: 24 * 60 * 60 };

/**
 * Every attempt from one address, refused ones too, counted before the body is read: the form
 * needs no sign-in, and each attempt may make the server read 20 MB and decode a picture.
 */
export const DESIGN_QUERY_ATTEMPTS_PER_SOURCE: RateLimitRule = { name: "design-query-attempts-source", limit: 30, windowSeconds: 60 * 60 };

/** Counts one attempt to send the form from `client`; 429 past 30 an hour. */
export async function countDesignQueryAttempt(client: string): Promise<void> {
  await hitRateLimits([
    { rule: DESIGN_QUERY_ATTEMPTS_PER_SOURCE, subject: limitKeyOf(client), refusal: (hit) => designQueryMessages.tooManyAttempts(waitText(hit)) },
  ]);
}

/** Who sent the form: the client's address (limits) and the signed-in account, if any. */
export type DesignQuerySender = { client: string; customerId: string | null };

/**
 * Stores a design query from the form (name, email, phone, message, image). In order, so a refusal stores nothing: the fields (400 naming one), exactly one
 * picture (400), the picture itself through the upload module (415 not a picture, 413 too
 * large), the day's limits (429); then the picture goes to DATA_DIR/uploads/queries and the row
 * is written (the file is removed again if the insert fails). The shop's alert and the
 * shopper's acknowledgement are mailed after the response.
 */
export async function submitDesignQuery(form: UploadForm, sender: DesignQuerySender): Promise<DesignQueryDocument> {
  const input = designQueryInput.parse({ name: form.text("name"), email: form.text("email"), phone: form.text("phone"), message: form.text("message") });
  const files = form.files("image");
  if (files.length === 0) throw new HttpError(400, designQueryMessages.noPicture);
  if (files.length > 1) throw new HttpError(400, designQueryMessages.onePicture);
  const picture = await checkImage(files[0]!, "image");

  const hits = await hitRateLimits([
    { rule: DESIGN_QUERIES_PER_EMAIL, subject: input.email, refusal: (hit) => designQueryMessages.tooManyForEmail(waitText(hit)) },
    { rule: DESIGN_QUERIES_PER_SOURCE, subject: limitKeyOf(sender.client), refusal: (hit) => designQueryMessages.tooManyFromAddress(waitText(hit)) },
  ]);
  let row: typeof designQueries.$inferSelect;
  try {
    row = await withStoredImages("queries", [picture], async ([image]) => {
      const db = await getDb();
      const [inserted] = await db
        .insert(designQueries)
        .values({ ...input, image: image!, customerId: sender.customerId, createdAt: now() })
        .returning();
      return inserted!;
    });
  } catch (error) {
    // Not stored, so not one of the day's queries.
    await refundRateLimits(hits);
    throw error;
  }

  mailAboutQuery(row);
  return toDesignQueryDocument(row);
}

/** The shop's alert and the shopper's acknowledgement, each on its own after the response (one failing does not stop the other). */
function mailAboutQuery(row: typeof designQueries.$inferSelect): void {
  const config = getConfig();
  const mail: DesignQueryMailInput = {
    number: orderNumber(row.id),
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    pictureUrl: `${config.publicBaseUrl}${row.image}`,
    shopUrl: config.publicBaseUrl,
  };
  afterResponse("design query alert mail", async () => void (await sendMail(designQueryAlertMail(mail, shopContact().email), config)));
  afterResponse("design query acknowledgement mail", async () => void (await sendMail(designQueryAcknowledgementMail(mail), config)));
}
