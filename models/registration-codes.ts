import { mailedCodesTable } from "./mailed-codes";

/**
 * A code mailed to finish a registration (lib/accounts/register.ts): proof that the registrant
 * reads the e-mail. Stored hashed and bound to its e-mail like a reset code; nothing else of
 * the registration is kept until the code comes back. Only e-mails without an account get one.
 */
export const registrationCodes = mailedCodesTable("registration_codes");
