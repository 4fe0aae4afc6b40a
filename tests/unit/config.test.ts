import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "@/lib/config";

describe("configuration", () => {
  it("runs on the embedded database with defaults when nothing is set", () => {
    const config = parseConfig({});
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve(".data"));
    expect(config.uploadsDir).toBe(path.resolve(".data/uploads"));
    expect(config.shippingFee).toBe(0);
    expect(config.publicBaseUrl).toBe("http://localhost:3000");
    expect(config.razorpay).toBeUndefined();
    expect(config.mailFrom).toContain("TeeRang");
    expect(config.trustProxy).toEqual([]); // no proxy trusted: X-Forwarded-For is ignored
  });

  it("keeps pictures under DATA_DIR unless UPLOADS_DIR names a folder several servers share", () => {
    expect(parseConfig({ DATA_DIR: "/srv/a" }).uploadsDir).toBe("/srv/a/uploads");
    expect(parseConfig({ DATA_DIR: "/srv/a", UPLOADS_DIR: "" }).uploadsDir).toBe("/srv/a/uploads");
    expect(parseConfig({ DATA_DIR: "/srv/a", UPLOADS_DIR: "shared/pictures" }).uploadsDir).toBe(path.resolve("shared/pictures"));
  });

  it("treats empty values as unset, as .env.example leaves them", () => {
    const config = parseConfig({ DATABASE_URL: "", SMTP_URL: " ", SHIPPING_FEE: "" });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.shippingFee).toBe(0);
  });

  it("reads every variable", () => {
    const config = parseConfig({
      DATABASE_URL: "postgres://shop@127.0.0.1:5432/shop",
      DATA_DIR: "/srv/shop-data",
      UPLOADS_DIR: "/mnt/shared/shop-pictures",
      JWT_SECRET: "x".repeat(32),
      PUBLIC_BASE_URL: "https://teerang.in/",
      SMTP_URL: "smtps://user:pass@mail.example:465",
      MAIL_FROM: "TeeRang <care@teerang.in>",
      RAZORPAY_KEY_ID: "rzp_test_1",
      RAZORPAY_KEY_SECRET: "secret",
      RAZORPAY_WEBHOOK_SECRET: "hook",
      SHIPPING_FEE: "70",
      TRUST_PROXY: "loopback, 10.0.0.0/8",
    });
    expect(config.trustProxy).toHaveLength(3);
    expect(config).toMatchObject({
      databaseUrl: "postgres://shop@127.0.0.1:5432/shop",
      dataDir: "/srv/shop-data",
      uploadsDir: "/mnt/shared/shop-pictures",
      publicBaseUrl: "https://teerang.in",
      smtpUrl: "smtps://user:pass@mail.example:465",
      mailFrom: "TeeRang <care@teerang.in>",
      razorpay: { keyId: "rzp_test_1", keySecret: "secret", webhookSecret: "hook" },
      razorpayWebhookSecret: "hook",
      shippingFee: 70,
    });
  });

  it("sizes the PostgreSQL pool from DATABASE_POOL_MAX, 10 by default", () => {
    expect(parseConfig({}).databasePoolMax).toBe(10);
    expect(parseConfig({ DATABASE_POOL_MAX: "4" }).databasePoolMax).toBe(4);
  });

  it("reads the shop's buying limits: 10 of a product per order, 2 open cash-on-delivery orders, up to ₹5,000 by default", () => {
    expect(parseConfig({})).toMatchObject({ maxPerProduct: 10, cashOnDelivery: { maxOpenOrders: 2, maxOrderValue: 5000 } });
    expect(parseConfig({ MAX_PER_PRODUCT: "4", COD_MAX_OPEN_ORDERS: "1", COD_MAX_ORDER_VALUE: "2500" })).toMatchObject({
      maxPerProduct: 4,
      cashOnDelivery: { maxOpenOrders: 1, maxOrderValue: 2500 },
    });
  });

  it("reads the return window in days, 7 by default as the policy pages say, 1 to 90", () => {
    expect(parseConfig({}).returnWindowDays).toBe(7);
    expect(parseConfig({ RETURN_WINDOW_DAYS: "14" }).returnWindowDays).toBe(14);
    for (const bad of ["0", "91", "7.5", "seven"]) expect(() => parseConfig({ RETURN_WINDOW_DAYS: bad })).toThrow(/RETURN_WINDOW_DAYS/);
  });

  it("keeps the webhook secret without the keys: a webhook's signature needs only its own secret", () => {
    const config = parseConfig({ RAZORPAY_WEBHOOK_SECRET: "hook" });
    expect(config.razorpay).toBeUndefined();
    expect(config.razorpayWebhookSecret).toBe("hook");
    expect(parseConfig({}).razorpayWebhookSecret).toBeUndefined();
  });

  it.each([
    ["SHIPPING_FEE", { SHIPPING_FEE: "-5" }],
    ["SHIPPING_FEE", { SHIPPING_FEE: "seventy" }],
    ["SHIPPING_FEE", { SHIPPING_FEE: "70.5" }],
    ["DATABASE_URL", { DATABASE_URL: "mysql://localhost/shop" }],
    ["MAX_PER_PRODUCT", { MAX_PER_PRODUCT: "0" }],
    ["MAX_PER_PRODUCT", { MAX_PER_PRODUCT: "101" }],
    ["COD_MAX_OPEN_ORDERS", { COD_MAX_OPEN_ORDERS: "0" }],
    ["COD_MAX_ORDER_VALUE", { COD_MAX_ORDER_VALUE: "5,000" }],
    ["DATABASE_POOL_MAX", { DATABASE_POOL_MAX: "0" }],
    ["LOG_LEVEL", { LOG_LEVEL: "loud" }],
    ["ACCESS_LOG", { ACCESS_LOG: "yes" }],
    ["REDIS_URL", { REDIS_URL: "http://cache:6379" }],
    ["DATABASE_POOL_MAX", { DATABASE_POOL_MAX: "many" }],
    ["PUBLIC_BASE_URL", { PUBLIC_BASE_URL: "not a url" }],
    ["SMTP_URL", { SMTP_URL: "http://mail" }],
    ["JWT_SECRET", { JWT_SECRET: "short" }],
    ["RAZORPAY_KEY_SECRET", { RAZORPAY_KEY_ID: "rzp_test_1" }],
    ["SHARED_CACHE_SECONDS", { SHARED_CACHE_SECONDS: "a minute" }],
    ["SHARED_CACHE_MB", { SHARED_CACHE_MB: "-1" }],
    ["IMAGE_CACHE_MB", { IMAGE_CACHE_MB: "lots" }],
    ["TRUST_PROXY", { TRUST_PROXY: "localhost" }],
    ["TRUST_PROXY", { TRUST_PROXY: "10.0.0.0/33" }],
    ["TRUST_PROXY", { TRUST_PROXY: "0.0.0.0/0" }],
  ])("stops with a message naming %s when it is bad", (name, env) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n\\s+${name}:`));
  });

  it("requires JWT_SECRET in production on a PostgreSQL server, but not on the embedded database", () => {
    expect(() => parseConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://localhost/shop" })).toThrow(/JWT_SECRET/);
    expect(() => parseConfig({ NODE_ENV: "production" })).not.toThrow();
  });
});
