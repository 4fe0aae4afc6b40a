import { describe, expect, it } from "vitest";
import { parseConfig } from "@/lib/config";
import { paymentGateway, sandboxKeySecret } from "@/lib/payments/gateway";

const base = { NODE_ENV: "test", DATA_DIR: "/tmp/unused", PUBLIC_BASE_URL: "https://shop.example" };
const request = {
  orderId: "5b0c1b1e-2d2a-4a7e-9f51-3f0a4f8b2c11",
  amountPaise: 129_900,
  description: "TeeRang order",
  customer: { name: "Asha", email: "asha@example.in" },
  callbackUrl: "https://shop.example/api/order/payment-callback",
  expireBy: new Date(Date.now() + 30 * 60_000),
};

describe("payment gateway", () => {
  it("is the shop's sandbox without Razorpay keys, with a fresh link on the shop's own host (a path) each time", async () => {
    const gateway = paymentGateway(parseConfig({ ...base, JWT_SECRET: "s".repeat(40) }));
    expect(gateway.provider).toBe("sandbox");
    const [one, two] = [await gateway.createPaymentLink(request), await gateway.createPaymentLink(request)];
    expect(one.url).toBe(`/payment/sandbox/${one.id}`);
    expect(one.id).toMatch(/^plink_sandbox_[\w-]{16}$/);
    expect(two.id).not.toBe(one.id);
  });

  it("signs sandbox payments with a key every server sharing JWT_SECRET derives alike, and no other", () => {
    const a = sandboxKeySecret(parseConfig({ ...base, JWT_SECRET: "s".repeat(40) }));
    expect(sandboxKeySecret(parseConfig({ ...base, JWT_SECRET: "s".repeat(40) }))).toBe(a);
    expect(sandboxKeySecret(parseConfig({ ...base, JWT_SECRET: "t".repeat(40) }))).not.toBe(a);
    expect(a).not.toContain("s".repeat(8));
  });

  it("is Razorpay when both keys are set, signing callbacks with the key secret", () => {
    const gateway = paymentGateway(parseConfig({ ...base, RAZORPAY_KEY_ID: "rzp_test_1", RAZORPAY_KEY_SECRET: "key-secret" }));
    expect(gateway.provider).toBe("razorpay");
    expect(gateway.keySecret).toBe("key-secret");
  });
});
