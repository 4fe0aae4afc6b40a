import { z } from "zod";
import { emailField, indianMobileField } from "@/lib/accounts/schemas";
import { storableString } from "@/lib/text/storable";
import { DESIGN_QUERY_LIMITS } from "./limits";

/**
 * The query form's fields (name, email, phone, message, all required), checked by
 * POST /api/design-add. The lengths are the form's maxLength too (./limits.ts), so a shopper
 * cannot type more than the server takes.
 */

const required = (what: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? "is required" : `must be ${what}`),
});

/** Control characters have no place in a name (it goes into a mail's subject line). */
const NO_CONTROL_CHARACTERS = /^[^\p{Cc}]*$/u;

export const designQueryInput = z.object({
  name: storableString(required("text"))
    .trim()
    .min(1, "is required")
    .max(DESIGN_QUERY_LIMITS.name, `must be at most ${DESIGN_QUERY_LIMITS.name} characters`)
    .regex(NO_CONTROL_CHARACTERS, "must be one line of text"),
  email: emailField,
  phone: indianMobileField,
  message: storableString(required("text"))
    // A form sends its line breaks as CRLF (HTML's form encoding); one kind of line break is stored.
    .transform((text) => text.replace(/\r\n?/g, "\n"))
    .pipe(
      z
        .string()
        .trim()
        .min(1, "is required")
        .max(DESIGN_QUERY_LIMITS.message, `must be at most ${DESIGN_QUERY_LIMITS.message} characters`),
    ),
});

export type DesignQueryInput = z.infer<typeof designQueryInput>;
