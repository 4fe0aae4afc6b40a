import { z } from "zod";
import { customerRole } from "@/models/enums";
import { id } from "./common";

/** Signing in and out, registering, and who is signed in. */

/** POST /api/customer/customer-login, and POST /api/customer/customer-register with its code (201). */
export const signedInAnswer = z.strictObject({ token: z.string(), message: z.string() });
export type SignedInAnswer = z.infer<typeof signedInAnswer>;

/** POST /api/customer/customer-register without a code (202: the code was mailed), or with one (201). */
export const registerAnswer = z.union([signedInAnswer, z.strictObject({ message: z.string() })]);
export type RegisterAnswer = z.infer<typeof registerAnswer>;

/** POST /api/seller/login */
export const staffSignedInAnswer = z.strictObject({ token: z.string(), role: z.enum(customerRole.enumValues).exclude(["customer"]), message: z.string() });
export type StaffSignedInAnswer = z.infer<typeof staffSignedInAnswer>;

/** GET /api/useringfo */
export const userInfoAnswer = z.strictObject({
  data: z.strictObject({ id, name: z.string(), email: z.string(), address: z.string().nullable() }),
  message: z.string(),
});
export type UserInfoAnswer = z.infer<typeof userInfoAnswer>;
