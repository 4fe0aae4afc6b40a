import "server-only";
import { afterResponse } from "@/lib/after-response";
import { REFUND_KEY_NOTE } from "@/lib/payments/gateway";
import { applyRazorpayEvent } from "@/lib/payments/webhook";
import { mailRefundNews } from "./mail";

/**
 * The sandbox gateway's refund webhook: once a refund is asked of it, it reports how the refund
 * ended as Razorpay's servers do, with a `refund.processed` (or `refund.failed`) event of its own
 * id through the very path a signed webhook takes after its signature (applyRazorpayEvent), so a
 * delivery is applied once and a refund settled once. It takes no money and needs no webhook
 * secret: the event never leaves the process.
 */
type SandboxRefundOutcome = "processed" | "failed";

const state = ((globalThis as { [key: symbol]: { outcome: SandboxRefundOutcome } | undefined })[Symbol.for("teerang.sandboxRefunds")] ??= {
  outcome: "processed",
});

/** How the sandbox settles the refunds asked of it from now on (tests try the failure path with it). */
export function setSandboxRefundOutcome(outcome: SandboxRefundOutcome): void {
  state.outcome = outcome;
}

export function deliverSandboxRefundEvent(refund: { providerRefundId: string; idempotencyKey: string }): void {
  const outcome = state.outcome;
  afterResponse(`Sandbox refund ${refund.providerRefundId} webhook`, async () => {
    const news = await applyRazorpayEvent(`evt_sandbox_${refund.providerRefundId}_${outcome}`, {
      event: `refund.${outcome}`,
      payload: { refund: { entity: { id: refund.providerRefundId, notes: { [REFUND_KEY_NOTE]: refund.idempotencyKey } } } },
    });
    if (news.refund) mailRefundNews(news.refund);
  });
}
