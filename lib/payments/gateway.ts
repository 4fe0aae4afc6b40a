import "server-only";
import { createHmac, randomBytes } from "node:crypto";
import Razorpay from "razorpay";
import { getJwtSecret } from "@/lib/auth/jwt-secret";
import { getConfig, type Config } from "@/lib/config";

/**
 * Where a shopper pays online. With RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET set: Razorpay
 * Payment Links (UPI, cards, wallets, net banking on Razorpay's page). Without them: the shop's
 * own sandbox page, which returns through the same callback with a payload signed the same
 * way, so the whole flow runs locally, in the demo and in the end-to-end tests.
 */
export type PaymentLinkRequest = {
  orderId: string;
  amountPaise: number;
  description: string;
  customer: { name: string; email: string; phone?: string };
  /** Our GET callback; the provider appends the payment's fields and signature. */
  callbackUrl: string;
  /** When the link stops taking payments: when the unpaid order would be cancelled anyway. */
  expireBy: Date;
};

export type PaymentLink = { provider: "razorpay" | "sandbox"; id: string; url: string };

export type PaymentGateway = {
  provider: PaymentLink["provider"];
  /** The secret the callback signature is made with. */
  keySecret: string;
  createPaymentLink(request: PaymentLinkRequest): Promise<PaymentLink>;
};

/**
 * The sandbox's signing key, derived from the session secret rather than kept in a file of its
 * own, so every server of a shop (sharing JWT_SECRET) checks the same signatures.
 */
export function sandboxKeySecret(config: Config = getConfig()): string {
  return createHmac("sha256", getJwtSecret(config)).update("teerang sandbox payment gateway").digest("hex");
}

function sandboxGateway(config: Config): PaymentGateway {
  return {
    provider: "sandbox",
    keySecret: sandboxKeySecret(config),
    async createPaymentLink() {
      const id = `plink_sandbox_${randomBytes(12).toString("base64url")}`;
      // A path, not an address: the sandbox page is on whatever host and port the shopper reached
      // (`npm start -p 8080` with PUBLIC_BASE_URL left at its default still works).
      return { provider: "sandbox", id, url: `/payment/sandbox/${id}` };
    },
  };
}

function razorpayGateway(keys: NonNullable<Config["razorpay"]>): PaymentGateway {
  const client = new Razorpay({ key_id: keys.keyId, key_secret: keys.keySecret });
  return {
    provider: "razorpay",
    keySecret: keys.keySecret,
    async createPaymentLink(request) {
      const link = await client.paymentLink.create({
        amount: request.amountPaise,
        currency: "INR",
        reference_id: request.orderId,
        description: request.description,
        customer: { name: request.customer.name, email: request.customer.email, contact: request.customer.phone },
        // The shop mails its own confirmation; the shopper is already on the payment page.
        notify: { sms: false, email: false },
        callback_url: request.callbackUrl,
        callback_method: "get",
        expire_by: Math.floor(request.expireBy.getTime() / 1000),
      });
      return { provider: "razorpay", id: link.id, url: link.short_url };
    },
  };
}

export function paymentGateway(config: Config = getConfig()): PaymentGateway {
  return config.razorpay ? razorpayGateway(config.razorpay) : sandboxGateway(config);
}
