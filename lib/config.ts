import "server-only";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_DELIVERY, DELIVERY_ZONES, type DeliverySettings, type DeliveryZone } from "@/lib/delivery/settings";
import { policies } from "@/lib/policies";
import { parseTrustedProxies, type TrustedProxies } from "@/lib/net/trusted-proxies";

/**
 * Every setting the shop reads from the environment, validated once. `.env.example` lists them
 * with their defaults. A bad value stops start-up with a message naming the variable.
 */
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const deliveryDays = optionalText.pipe(
  z
    .string()
    .regex(/^([1-9]|[1-2]\d|30)$/, "must be a whole number of working days, 1 to 30")
    .transform(Number)
    .optional(),
);

const nameList = optionalText.pipe(
  z
    .string()
    .transform((names) => names.split(",").map((name) => name.trim()).filter(Boolean))
    .optional(),
);

const schema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\/.+/, "must be a postgres:// or postgresql:// connection URL")
        .optional(),
    ),
    DATABASE_POOL_MAX: optionalText.pipe(
      z
        .string()
        .regex(/^[1-9]\d{0,3}$/, "must be a whole number of connections, 1 or more")
        .transform(Number)
        .optional(),
    ),
    // Read by the cache handler itself (server/redis/connection.mjs), outside the app's bundle.
    REDIS_URL: optionalText.pipe(z.string().regex(/^rediss?:\/\/.+/, "must be a redis:// or rediss:// URL").optional()),
    DATA_DIR: optionalText.transform((v) => v ?? ".data"),
    UPLOADS_DIR: optionalText,
    JWT_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
    PUBLIC_BASE_URL: optionalText.pipe(
      z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional(),
    ),
    SMTP_URL: optionalText.pipe(
      z.string().regex(/^smtps?:\/\/.+/, "must be an smtp:// or smtps:// URL").optional(),
    ),
    MAIL_FROM: optionalText,
    RAZORPAY_KEY_ID: optionalText,
    RAZORPAY_KEY_SECRET: optionalText,
    RAZORPAY_WEBHOOK_SECRET: optionalText,
    // Read by the server's caches themselves (server/cache/*.mjs, outside the app's bundle);
    // checked here so a bad value stops start-up like any other.
    IMAGE_CACHE_MB: optionalText.pipe(z.string().regex(/^\d+(\.\d+)?$/, "must be a number of megabytes, 0 or more").optional()),
    SHARED_CACHE_MB: optionalText.pipe(z.string().regex(/^\d+(\.\d+)?$/, "must be a number of megabytes, 0 or more").optional()),
    SHARED_CACHE_SECONDS: optionalText.pipe(z.string().regex(/^\d+$/, "must be a whole number of seconds, 0 or more").optional()),
    TRUST_PROXY: optionalText.transform((value, ctx) => {
      const parsed = parseTrustedProxies(value);
      if ("problem" in parsed) {
        ctx.addIssue({ code: "custom", message: parsed.problem });
        return z.NEVER;
      }
      return parsed.proxies;
    }),
    ACCESS_LOG: optionalText.pipe(z.enum(["0", "1"], { error: "must be 1 (a line per request) or 0" }).optional()),
    LOG_LEVEL: optionalText.pipe(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], { error: "must be fatal, error, warn, info, debug, trace or silent" }).optional()),
    SHIPPING_FEE: optionalText.pipe(
      z
        .string()
        .regex(/^\d+$/, "must be a whole number of rupees, 0 or more")
        .transform(Number)
        .optional(),
    ),
    MAX_PER_PRODUCT: optionalText.pipe(
      z
        .string()
        .regex(/^(100|[1-9]\d?)$/, "must be a whole number from 1 to 100")
        .transform(Number)
        .optional(),
    ),
    MAX_UNPAID_ORDERS: optionalText.pipe(
      z
        .string()
        .regex(/^[1-9]\d{0,3}$/, "must be a whole number of orders, 1 or more")
        .transform(Number)
        .optional(),
    ),
    COD_MAX_OPEN_ORDERS: optionalText.pipe(
      z
        .string()
        .regex(/^[1-9]\d{0,3}$/, "must be a whole number of orders, 1 or more")
        .transform(Number)
        .optional(),
    ),
    COD_MAX_ORDER_VALUE: optionalText.pipe(
      z
        .string()
        .regex(/^\d{1,9}$/, "must be a whole number of rupees, 0 or more")
        .transform(Number)
        .optional(),
    ),
    RETURN_WINDOW_DAYS: optionalText.pipe(
      z
        .string()
        .regex(/^([1-9]|[1-8]\d|90)$/, "must be a whole number of days, 1 to 90")
        .transform(Number)
        .optional(),
    ),
    WAREHOUSE_PIN: optionalText.pipe(z.string().regex(/^[1-9]\d{5}$/, "must be a 6-digit PIN code").optional()),
    DISPATCH_CUTOFF: optionalText.pipe(
      z
        .string()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a time of day in India, HH:MM (24-hour)")
        .transform((time) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3)))
        .optional(),
    ),
    DELIVERY_DAYS_LOCAL: deliveryDays,
    DELIVERY_DAYS_STATE: deliveryDays,
    DELIVERY_DAYS_METRO: deliveryDays,
    DELIVERY_DAYS_REST: deliveryDays,
    DELIVERY_DAYS_REMOTE: deliveryDays,
    METRO_DISTRICTS: nameList,
    REMOTE_STATES: nameList,
    DELIVERY_HOLIDAYS: optionalText.pipe(
      z
        .string()
        .regex(/^((0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]))(,(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]))*$/, "must be days of the year, MM-DD, comma-separated")
        .transform((days) => days.split(","))
        .optional(),
    ),
    COD_FEE: optionalText.pipe(
      z
        .string()
        .regex(/^\d{1,5}$/, "must be a whole number of rupees, 0 or more")
        .transform(Number)
        .optional(),
    ),
    COD_OFF_PINS: optionalText.pipe(
      z
        .string()
        .regex(/^[1-9]\d{5}(,[1-9]\d{5})*$/, "must be 6-digit PIN codes, comma-separated")
        .transform((pins) => pins.split(","))
        .optional(),
    ),
    COD_OFF_ZONES: optionalText.pipe(
      z
        .string()
        .transform((zones) => zones.split(",").map((zone) => zone.trim()).filter(Boolean))
        .pipe(z.array(z.enum(DELIVERY_ZONES, { error: `must be zones among ${DELIVERY_ZONES.join(", ")}, comma-separated` })))
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.JWT_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["JWT_SECRET"],
        message: "is required in production with DATABASE_URL (at least 32 random characters)",
      });
    }
    if (Boolean(env.RAZORPAY_KEY_ID) !== Boolean(env.RAZORPAY_KEY_SECRET)) {
      ctx.addIssue({
        code: "custom",
        path: [env.RAZORPAY_KEY_ID ? "RAZORPAY_KEY_SECRET" : "RAZORPAY_KEY_ID"],
        message: "RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET must be set together",
      });
    }
  });

export type Config = {
  nodeEnv: "development" | "production" | "test";
  databaseUrl: string | undefined;
  /**
   * Most connections this server opens to PostgreSQL (default 10). Every server of the shop
   * holds up to this many: servers x this must stay below the database's max_connections.
   */
  databasePoolMax: number;
  /** Absolute path of the folder holding the embedded database, mail outbox and uploads. */
  dataDir: string;
  /**
   * Absolute path of the folder holding uploaded and generated pictures: UPLOADS_DIR, else
   * DATA_DIR/uploads. Several servers of one shop name one folder they all share (a network or
   * shared volume), so a picture uploaded through one is served by all (docs/DEPLOY.md).
   */
  uploadsDir: string;
  jwtSecret: string | undefined;
  publicBaseUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  razorpay: { keyId: string; keySecret: string; webhookSecret: string | undefined } | undefined;
  /**
   * RAZORPAY_WEBHOOK_SECRET on its own: checking a webhook's signature needs only this secret,
   * whichever gateway makes the links (the sandbox's tests deliver signed webhooks too).
   */
  razorpayWebhookSecret: string | undefined;
  /** Rupees added to every order; 0 means the free shipping the shop advertises. */
  shippingFee: number;
  /**
   * The most of one product (all its sizes and colours together) one order may hold (default
   * 10; at most 100, what one cart line may ever hold): refused at the cart and at the order.
   */
  maxPerProduct: number;
  /**
   * The most orders one customer may have waiting for payment at once (default 3): each holds
   * its stock until paid or expired, so without it one account could hold a product's whole
   * stock with order after order.
   */
  maxUnpaidOrders: number;
  /**
   * Cash on delivery's limits: the most open (placed, packed or shipped) cash-on-delivery orders
   * one customer may have (default 2), and the largest order total it takes (default ₹5,000).
   */
  cashOnDelivery: { maxOpenOrders: number; maxOrderValue: number; fee: number; offPins: readonly string[]; offZones: readonly DeliveryZone[] };
  /** Delivery promises by PIN code (lib/delivery/): where parcels leave from, when, and each zone's working days. */
  delivery: DeliverySettings;
  /** Proxies whose X-Forwarded-For names the client (lib/net/client-address.ts); none by default. */
  /** Days after delivery a customer may ask to return lines (RETURN_WINDOW_DAYS). */
  returnWindowDays: number;
  trustProxy: TrustedProxies;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Validates an environment; throws ConfigError naming every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = result.data;
  return {
    nodeEnv: e.NODE_ENV,
    databaseUrl: e.DATABASE_URL,
    databasePoolMax: e.DATABASE_POOL_MAX ?? 10,
    dataDir: path.resolve(e.DATA_DIR),
    // A folder named at run time, outside the build: nothing for the bundler to trace.
    uploadsDir: path.resolve(/*turbopackIgnore: true*/ e.UPLOADS_DIR ?? path.join(e.DATA_DIR, "uploads")),
    jwtSecret: e.JWT_SECRET,
    publicBaseUrl: (e.PUBLIC_BASE_URL ?? "http://localhost:3000").replace(/\/+$/, ""),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? '"TeeRang" <no-reply@teerang.in>',
    razorpay:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET
        ? { keyId: e.RAZORPAY_KEY_ID, keySecret: e.RAZORPAY_KEY_SECRET, webhookSecret: e.RAZORPAY_WEBHOOK_SECRET }
        : undefined,
    razorpayWebhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
    shippingFee: e.SHIPPING_FEE ?? 0,
    maxPerProduct: e.MAX_PER_PRODUCT ?? 10,
    maxUnpaidOrders: e.MAX_UNPAID_ORDERS ?? 3,
    cashOnDelivery: {
      maxOpenOrders: e.COD_MAX_OPEN_ORDERS ?? 2,
      maxOrderValue: e.COD_MAX_ORDER_VALUE ?? 5000,
      fee: e.COD_FEE ?? DEFAULT_DELIVERY.codFee,
      offPins: e.COD_OFF_PINS ?? [],
      offZones: e.COD_OFF_ZONES ?? DEFAULT_DELIVERY.codOffZones,
    },
    delivery: {
      warehousePin: e.WAREHOUSE_PIN ?? DEFAULT_DELIVERY.warehousePin,
      dispatchCutoffMinutes: e.DISPATCH_CUTOFF ?? DEFAULT_DELIVERY.dispatchCutoffMinutes,
      days: {
        local: e.DELIVERY_DAYS_LOCAL ?? DEFAULT_DELIVERY.days.local,
        state: e.DELIVERY_DAYS_STATE ?? DEFAULT_DELIVERY.days.state,
        metro: e.DELIVERY_DAYS_METRO ?? DEFAULT_DELIVERY.days.metro,
        rest: e.DELIVERY_DAYS_REST ?? DEFAULT_DELIVERY.days.rest,
        remote: e.DELIVERY_DAYS_REMOTE ?? DEFAULT_DELIVERY.days.remote,
      },
      metroDistricts: e.METRO_DISTRICTS ?? DEFAULT_DELIVERY.metroDistricts,
      remoteStates: e.REMOTE_STATES ?? DEFAULT_DELIVERY.remoteStates,
      holidays: e.DELIVERY_HOLIDAYS ?? DEFAULT_DELIVERY.holidays,
    },
    // The policy pages state the window (lib/policies.ts); the setting defaults to it.
    returnWindowDays: e.RETURN_WINDOW_DAYS ?? policies.returnWindowDays,
    trustProxy: e.TRUST_PROXY,
  };
}

let cached: Config | undefined;

/** The process's configuration, read from process.env on first use. */
export function getConfig(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}
