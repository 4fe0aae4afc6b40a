import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { POST as sandboxPay } from "@/app/api/order/sandbox-pay/[linkId]/route";
import { POST as webhook } from "@/app/api/webhooks/razorpay/route";
import { paymentGateway } from "@/lib/payments/gateway";
import { sandboxCheckout } from "@/lib/payments/sandbox";
import { customers, orders, payments } from "@/models";
import { withTestDatabase } from "../helpers/test-database";
import { ORIGIN } from "./auth-support";
import { shipTo } from "./orders-support";

// Razorpay keys set, but no webhook secret: the sandbox is gone and webhooks are not taken.
vi.stubEnv("RAZORPAY_KEY_ID", "rzp_test_keyid");
vi.stubEnv("RAZORPAY_KEY_SECRET", "rzp-test-key-secret");
vi.stubEnv("RAZORPAY_WEBHOOK_SECRET", "");

const db = withTestDatabase();

/** A sandbox link left from before the keys were set. */
async function oldSandboxLink(): Promise<string> {
  const [customer] = await db().insert(customers).values({ name: "Old", email: "old-sandbox@example.in", passwordHash: "x" }).returning();
  const [order] = await db().insert(orders).values({ customerId: customer!.id, price: 500, items: 1, shippingInfo: shipTo }).returning();
  const linkId = "plink_sandbox_BBBBBBBBBBBBBBBB";
  await db().insert(payments).values({ orderId: order!.id, provider: "sandbox", providerRef: linkId, amountPaise: 50_000 });
  return linkId;
}

describe("with Razorpay keys configured", () => {
  it("pays through Razorpay: the sandbox page and its buttons answer 404", async () => {
    expect(paymentGateway().provider).toBe("razorpay");
    const linkId = await oldSandboxLink();
    expect(await sandboxCheckout(linkId)).toBeNull();
    const response = await sandboxPay(
      new Request(`${ORIGIN}/api/order/sandbox-pay/${linkId}?outcome=pay`, { method: "POST", headers: { origin: ORIGIN } }),
      { params: Promise.resolve({ linkId }) },
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "There is no such payment link." });
    expect((await db().select().from(payments).where(eq(payments.providerRef, linkId)))[0]).toMatchObject({ status: "created" });
  });

  it("takes no webhooks without RAZORPAY_WEBHOOK_SECRET: 404, whatever the signature", async () => {
    const response = await webhook(
      new Request(`${ORIGIN}/api/webhooks/razorpay`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-razorpay-signature": "0".repeat(64), "x-razorpay-event-id": "evt_1" },
        body: JSON.stringify({ event: "payment_link.paid" }),
      }),
      {},
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "This shop takes no Razorpay webhooks: RAZORPAY_WEBHOOK_SECRET is not set." });
  });
});
