import { mailedCodesTable } from "./mailed-codes";

/** A one-time code sent by e-mail: stored hashed, bound to its e-mail, single use. */
export const passwordResetOtps = mailedCodesTable("password_reset_otps");

export type PasswordResetOtp = typeof passwordResetOtps.$inferSelect;
