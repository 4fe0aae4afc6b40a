import { shop } from "@/lib/shop";

/** What the account calls say, in one place (the modals show these texts as they are). */
export const accountMessages = {
  registered: (name: string) => `Welcome to ${shop.name}, ${name}! Your account is ready.`,
  tooManyRegistrations: (wait: string) => `Too many accounts were opened from your network. Please try again in ${wait}.`,
  // The same for an e-mail with an account and one without: only the mail says which.
  registrationCodeSent: (validity: string) =>
    `We have sent a 6-digit code to your e-mail. Enter it here to finish creating your account; it is valid for ${validity}. If the e-mail already has an account, the mail says how to sign in instead.`,
  registrationCodeTooSoon: "We just sent a code to this e-mail. Please wait a minute before asking for another.",
  registrationCodeTooMany: (wait: string) => `Too many codes were asked for this e-mail. Please try again in ${wait}.`,
  registrationTooManyTries: (wait: string) => `Too many wrong codes were tried from your network. Please try again in ${wait}.`,
  // Only after a right code (the mailbox is proven): an account was opened for the e-mail meanwhile.
  emailTaken: "An account with this e-mail already exists. Please sign in, or reset your password if you forgot it.",
  signedIn: (name: string) => `Welcome back, ${name}!`,
  staffSignedIn: (name: string) => `Signed in as ${name}.`,
  invalidLogin: "Invalid email or password",
  notStaff: "This sign-in is for sellers and admins. Shoppers sign in on the shop.",
  tooManyLogins: (wait: string) => `Too many failed sign-in attempts for this e-mail. Please try again in ${wait}.`,
  tooManyLoginsFromNetwork: (wait: string) => `Too many failed sign-in attempts from your network. Please try again in ${wait}.`,
  tooManyLoginsEverywhere: (wait: string) =>
    `Too many failed sign-in attempts for this e-mail from many places. Please try again in ${wait}.`,
  userInfo: "Signed in",
  signedOut: "You have been signed out.",
  otpSent:
    "If an account exists for this e-mail, we have sent it a 6-digit code. It is valid for 2 minutes.",
  otpTooSoon: "We just sent a code to this e-mail. Please wait a minute before asking for another.",
  otpTooMany: (wait: string) => `Too many codes were asked for this e-mail. Please try again in ${wait}.`,
  otpTooManyFromNetwork: (wait: string) => `Too many codes were asked for from your network. Please try again in ${wait}.`,
  resetTooManyFromNetwork: (wait: string) => `Too many wrong codes were tried from your network. Please try again in ${wait}.`,
  // One answer for a wrong, expired, voided or used code and for an e-mail with no code or no
  // account: a count of tries left would tell a registered e-mail from an unknown one.
  otpRefused: "This code is wrong or has expired. Check the e-mail or request a new code.",
  passwordReset: "Your password has been changed. Please sign in with your new password.",
} as const;
