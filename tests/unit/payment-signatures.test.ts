import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  isPaymentLinkSignatureValid,
  isWebhookSignatureValid,
  paymentLinkSignature,
  webhookSignature,
  type PaymentLinkReturn,
} from "@/lib/payments/signatures";

const back: PaymentLinkReturn = { paymentLinkId: "plink_Q1", referenceId: "6f1c0c5e-order", status: "paid", paymentId: "pay_Z9" };

describe("payment signatures", () => {
  it("sign a Payment Link return as the provider documents: HMAC-SHA256 of the four fields joined by |", () => {
    const expected = createHmac("sha256", "key-secret").update("plink_Q1|6f1c0c5e-order|paid|pay_Z9").digest("hex");
    expect(paymentLinkSignature(back, "key-secret")).toBe(expected);
    expect(isPaymentLinkSignatureValid(back, expected, "key-secret")).toBe(true);
    expect(isPaymentLinkSignatureValid(back, expected.toUpperCase(), "key-secret")).toBe(true);
  });

  it("refuse any change to a field, another key, and signatures that are not 64 hex digits", () => {
    const signature = paymentLinkSignature(back, "key-secret");
    expect(isPaymentLinkSignatureValid({ ...back, status: "cancelled" }, signature, "key-secret")).toBe(false);
    expect(isPaymentLinkSignatureValid({ ...back, referenceId: "another-order" }, signature, "key-secret")).toBe(false);
    expect(isPaymentLinkSignatureValid(back, signature, "other-secret")).toBe(false);
    for (const forged of ["", "abc", signature.slice(0, 63), `${signature}00`, "z".repeat(64)]) {
      expect(isPaymentLinkSignatureValid(back, forged, "key-secret"), forged).toBe(false);
    }
  });

  it("sign a webhook over its raw bytes", () => {
    const raw = '{"event":"payment_link.paid","id":"evt_1"}';
    const signature = webhookSignature(raw, "hook-secret");
    expect(isWebhookSignatureValid(raw, signature, "hook-secret")).toBe(true);
    expect(isWebhookSignatureValid(Buffer.from(raw), signature, "hook-secret")).toBe(true);
    expect(isWebhookSignatureValid('{"event": "payment_link.paid","id":"evt_1"}', signature, "hook-secret")).toBe(false);
  });
});
