import { z } from "zod";
import { required } from "@/lib/customer-input";
import { isUuid } from "@/lib/catalog/params";
import { storableString } from "@/lib/text/storable";
import { CHAT_MESSAGE_MAX_LENGTH } from "./limits";

/** The chat's inputs (browser-safe, so the message box checks the same rules). */

const idField = (what: string) =>
  z
    .string(required(what))
    .trim()
    .refine(isUuid, `must be ${what}`)
    .transform((id) => id.toLowerCase());

/** A message: text only, trimmed, 1 to 2,000 characters, no NUL (storableString refuses it). */
export const chatTextField = storableString(required("text"))
  .trim()
  .min(1, "is required")
  .max(CHAT_MESSAGE_MAX_LENGTH, `must be at most ${CHAT_MESSAGE_MAX_LENGTH.toLocaleString("en-IN")} characters`);

/** POST /chat/customer/add-customer-friend: the seller (shop) to talk to. */
export const addFriendInput = z.object({ sellerId: idField("a seller id") });

/**
 * POST /chat/customer/send-message-to-seller: the conversation by its id, or the seller (the
 * conversation with them is opened when there is none); both may come, and must then agree.
 */
export const sendToSellerInput = z
  .object({
    sellerId: idField("a seller id").optional(),
    conversationId: idField("a conversation id").optional(),
    message: chatTextField,
  })
  .refine((input) => input.sellerId !== undefined || input.conversationId !== undefined, {
    message: "is required (or conversationId)",
    path: ["sellerId"],
  });

/** POST /seller/chat/{conversationId}/reply. */
export const replyInput = z.object({ message: chatTextField });

/** PUT /chat/customer/read/{conversationId}: the latest message the shopper has seen. */
export const markReadInput = z.object({ messageId: idField("a message id") });

/** `?after=`: the id of the last message the caller holds (anything not an id is a 400). */
export const afterQuery = z.object({ after: idField("a message id").optional() });

export type SendToSellerInput = z.infer<typeof sendToSellerInput>;
