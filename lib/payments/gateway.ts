import "server-only";
import { createHash, createHmac, randomBytes } from "node:crypto";
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

/**
 * Money sent back for a captured payment. `idempotencyKey` (10 to 64 letters, digits, - and _)
 * goes as Razorpay's X-Refund-Idempotency header: the same key asked again, with the same body,
 * is the same refund at the gateway, so a retry after a lost answer never refunds twice. The key
 * also travels in the refund's notes, so its webhook finds our row even before the gateway's
 * answer has been stored.
 */
export type RefundRequest = { paymentId: string; amountPaise: number; idempotencyKey: string };
export type GatewayRefund = { id: string; status: "pending" | "processed" | "failed" };

export type PaymentGateway = {
  provider: PaymentLink["provider"];
  /** The secret the callback signature is made with. */
  keySecret: string;
  createPaymentLink(request: PaymentLinkRequest): Promise<PaymentLink>;
  refund(request: RefundRequest): Promise<GatewayRefund>;
};

/** The refund's notes: how its webhook is matched to our row (lib/refunds/settle.ts). */
export const REFUND_KEY_NOTE = "refund_key";

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
    async refund(request) {
      // As Razorpay: one key, one refund. The id follows from the key, so asking again answers
      // the same refund; it settles later through the sandbox's webhook (lib/refunds/sandbox.ts).
      const id = `rfnd_sandbox_${createHash("sha256").update(request.idempotencyKey).digest("base64url").slice(0, 14)}`;
      return { id, status: "pending" };
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
    async refund(request) {
      // Razorpay's REST call itself: the SDK's refund takes no per-call headers, and its client
      // drops every header but its own two, so it cannot send X-Refund-Idempotency.
      const response = await fetch(`https://api.razorpay.com/v1/payments/${encodeURIComponent(request.paymentId)}/refund`, {
        method: "POST",
        headers: {
          authorization: `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString("base64")}`,
          "content-type": "application/json",
          "x-refund-idempotency": request.idempotencyKey,
        },
        body: JSON.stringify({ amount: request.amountPaise, speed: "normal", notes: { [REFUND_KEY_NOTE]: request.idempotencyKey } }),
        signal: AbortSignal.timeout(15_000),
      });
      const body = (await response.json().catch(() => null)) as { id?: string; status?: GatewayRefund["status"]; error?: { description?: string } } | null;
      if (!response.ok || !body?.id || !body.status) {
        throw new Error(`Razorpay refused the refund (${response.status}): ${body?.error?.description ?? "no reason given"}`);
      }
      return { id: body.id, status: body.status };
    },
  };
}

export function paymentGateway(config: Config = getConfig()): PaymentGateway {
  return config.razorpay ? razorpayGateway(config.razorpay) : sandboxGateway(config);
}
