import { z } from "zod";
import { ConfigError } from "@/lib/config";

/**
 * How shoppers reach the shop: phone, the WhatsApp number behind Help, e-mail and postal
 * address, from SHOP_PHONE, SHOP_WHATSAPP, SHOP_EMAIL and SHOP_ADDRESS.
 *
 * They are read when the shop is BUILT. The footer, the phone bottom bar and the policy pages
 * are stored pages rendered at build time, so a value read from the environment while rendering
 * would be the build's until some later re-render swapped it for the server's: two numbers on
 * one site. next.config.ts therefore inlines the four variables into the build (its `env`), so
 * every render, at build or on a server, shows the same details; `npm start` refuses to start
 * when the environment names other values than the build holds (lib/startup.ts,
 * contactMismatches), so a changed number is never silently ignored: build again to change it.
 */

export const CONTACT_VARIABLES = ["SHOP_PHONE", "SHOP_WHATSAPP", "SHOP_EMAIL", "SHOP_ADDRESS"] as const;
export type ContactVariable = (typeof CONTACT_VARIABLES)[number];
export type ContactEnv = Readonly<Partial<Record<string, string | undefined>>>;

export type ShopContact = {
  /** As shown: "+91 00000 00000". */
  phone: string;
  /** For tel: links: "+910000000000". */
  phoneHref: string;
  /** Digits with the country code, as wa.me wants them: "910000000000". */
  whatsapp: string;
  /** Help in the phone bottom bar: a WhatsApp chat with a message ready to send. */
  helpChatUrl: string;
  email: string;
  address: string;
};

/** Demo values. The spec's phone number is a placeholder, and so is this one: set real ones. */
export const DEMO_CONTACT = {
  SHOP_PHONE: "+91 00000 00000",
  SHOP_EMAIL: "care@teerang.in",
  SHOP_ADDRESS: "2nd Floor, Printers Lane, Jaipur, Rajasthan 302001",
} as const;

const HELP_MESSAGE = "Hi TeeRang, I need help with my order.";

const unsetIsDefault = (fallback: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : fallback));

const schema = z.object({
  SHOP_PHONE: unsetIsDefault(DEMO_CONTACT.SHOP_PHONE).pipe(
    z.string().regex(/^\+?[\d\s()-]{6,24}$/, "must be a phone number: digits, spaces, dashes, brackets, a leading +"),
  ),
  // Unset: the shop's phone number (most shops answer WhatsApp on it).
  SHOP_WHATSAPP: z
    .string()
    .trim()
    .optional()
    .pipe(z.string().regex(/^\+?[\d\s()-]*$/, "must be a phone number with its country code, e.g. +91 98765 43210").optional()),
  SHOP_EMAIL: unsetIsDefault(DEMO_CONTACT.SHOP_EMAIL).pipe(z.email("must be an e-mail address")),
  SHOP_ADDRESS: unsetIsDefault(DEMO_CONTACT.SHOP_ADDRESS).pipe(z.string().max(200, "must be at most 200 characters")),
});

const digitsOf = (phone: string) => phone.replace(/\D/g, "");

/** The contact details an environment names (defaults for what it leaves unset); ConfigError naming a bad variable. */
export function parseShopContact(env: ContactEnv): ShopContact {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = result.data;
  const whatsapp = digitsOf(e.SHOP_WHATSAPP || e.SHOP_PHONE);
  if (whatsapp.length < 8 || whatsapp.length > 15) {
    const name = e.SHOP_WHATSAPP ? "SHOP_WHATSAPP" : "SHOP_PHONE";
    throw new ConfigError(`Invalid configuration:\n  ${name}: the WhatsApp number needs 8 to 15 digits with its country code, e.g. +91 98765 43210`);
  }
  return {
    phone: e.SHOP_PHONE,
    phoneHref: `${e.SHOP_PHONE.trim().startsWith("+") ? "+" : ""}${digitsOf(e.SHOP_PHONE)}`,
    whatsapp,
    helpChatUrl: `https://wa.me/${whatsapp}?text=${encodeURIComponent(HELP_MESSAGE)}`,
    email: e.SHOP_EMAIL,
    address: e.SHOP_ADDRESS,
  };
}

/**
 * The values this build was made with. Each is written out as `process.env.NAME`, the form
 * next.config.ts's `env` replaces at build; under vitest (no build) they are the process's own.
 */
export function builtContactEnv(): ContactEnv {
  return {
    SHOP_PHONE: process.env.SHOP_PHONE,
    SHOP_WHATSAPP: process.env.SHOP_WHATSAPP,
    SHOP_EMAIL: process.env.SHOP_EMAIL,
    SHOP_ADDRESS: process.env.SHOP_ADDRESS,
  };
}

/** The shop's contact details, as built. */
export function shopContact(): ShopContact {
  return parseShopContact(builtContactEnv());
}

/**
 * The variables the running environment sets (non-empty) to something else than the build holds;
 * one it leaves unset keeps the build's value. `runtime` must be read without the
 * `process.env.NAME` form (which the build replaced): lib/startup.ts passes process.env itself.
 */
export function contactMismatches(built: ContactEnv, runtime: ContactEnv): ContactVariable[] {
  const value = (env: ContactEnv, name: ContactVariable) => env[name]?.trim() ?? "";
  return CONTACT_VARIABLES.filter((name) => value(runtime, name) !== "" && value(built, name) !== value(runtime, name));
}

/**
 * At server start: the built contact details are valid, and the environment does not name other
 * ones (ConfigError saying to build again), so what a shopper sees is what the operator set.
 */
export function checkShopContact(runtime: ContactEnv): ShopContact {
  const contact = shopContact();
  const differing = contactMismatches(builtContactEnv(), runtime);
  if (differing.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n${differing
        .map((name) => `  ${name}: differs from the value this build was made with; contact details are part of the built pages, so run \`npm run build\` again with the new value`)
        .join("\n")}`,
    );
  }
  return contact;
}
