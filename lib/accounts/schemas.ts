import { z } from "zod";
import { storableString } from "@/lib/text/storable";
import { PASSWORD_MAX_BYTES, PASSWORD_MIN_CHARACTERS, passwordBytes, passwordCharacters } from "@/lib/auth/password-rules";

/**
 * The account forms' inputs, one schema each, shared by the route handlers and the modals
 * (safe to import in the browser). Field names are the API contract's. A failure reads
 * "field: problem" through lib/http.ts (e.g. "phone: must be a 10-digit Indian mobile number").
 */

const required = (what: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? "is required" : `must be ${what}`),
});

export const emailField = z
  .string(required("text"))
  .trim()
  .min(1, "is required")
  .max(254, "must be at most 254 characters")
  .toLowerCase()
  .pipe(z.email("must be a valid e-mail address"));

/** A new password (registration, reset): 8 characters or more, at most 72 bytes. */
export const newPasswordField = z
  .string(required("text"))
  .refine((p) => passwordCharacters(p) >= PASSWORD_MIN_CHARACTERS, `must be at least ${PASSWORD_MIN_CHARACTERS} characters`)
  .refine(
    (p) => passwordBytes(p) <= PASSWORD_MAX_BYTES,
    `must be at most ${PASSWORD_MAX_BYTES} bytes (about 72 letters, fewer with emoji or non-Latin letters)`,
  );

/**
 * An Indian mobile number: 10 digits starting 6 to 9. Spaces and dashes are dropped and a
 * leading +91, 91 or 0 is accepted; the stored form is the bare 10 digits.
 */
export const indianMobileField = z
  .union([z.string(), z.number()], required("a 10-digit Indian mobile number"))
  .transform((value) => String(value).replace(/[\s-]/g, "").replace(/^(\+91|91(?=\d{10}$)|0(?=\d{10}$))/, ""))
  .pipe(z.string().regex(/^[6-9]\d{9}$/, "must be a 10-digit Indian mobile number"));

/** A 6-digit code from an e-mail (a reset, a registration); a number is taken as its digits. */
export const emailedCodeField = z
  .union([z.string(), z.number()], required("the 6-digit code from the e-mail"))
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^\d{6}$/, "must be the 6-digit code from the e-mail"));

/**
 * Registration's details; without `otp` they ask for a code by e-mail, with it they open the
 * account (lib/accounts/register.ts). The form checks the details alone first.
 */
export const registerDetails = z.object({
  name: storableString(required("text")).trim().min(1, "is required").max(80, "must be at most 80 characters"),
  phone: indianMobileField,
  email: emailField,
  password: newPasswordField,
});

export const registerInput = registerDetails.extend({ otp: emailedCodeField.optional() });

/** Sign-in takes any password up to 72 bytes: the rules for new passwords may have changed. */
export const loginInput = z.object({
  email: emailField,
  password: z
    .string(required("text"))
    .min(1, "is required")
    .refine((p) => passwordBytes(p) <= PASSWORD_MAX_BYTES, `must be at most ${PASSWORD_MAX_BYTES} bytes`),
});

export const forgotPasswordInput = z.object({ email: emailField });

export const resetPasswordInput = z.object({
  email: emailField,
  otp: emailedCodeField,
  npassword: newPasswordField,
});

export type RegisterInput = z.infer<typeof registerInput>;
export type LoginInput = z.infer<typeof loginInput>;
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInput>;
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;
