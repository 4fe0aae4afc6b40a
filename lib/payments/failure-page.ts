import { escapeHtml } from "@/lib/mail/html";
import { shop } from "@/lib/shop";

/**
 * What the shopper's browser shows when a payment return cannot be believed (bad signature,
 * unknown link): a small page of its own, not JSON, since a person is looking at it. It says
 * nothing changed and where to look; it never repeats what the address carried.
 */
export function paymentFailurePage(reason: string): Response {
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>Payment not confirmed | ${escapeHtml(shop.name)}</title></head>
<body style="margin:0;font-family:system-ui,Arial,sans-serif;background:#f4f4f5;color:#18181b">
<main style="max-width:32rem;margin:4rem auto;padding:2rem;background:#fff;border-radius:12px">
<h1 style="margin-top:0;font-size:1.5rem">We could not confirm this payment</h1>
<p>${escapeHtml(reason)} Nothing about your order has changed.</p>
<p>If money left your account, it is safe: the payment provider tells us about it directly, and your order page will show it. Otherwise you can pay again from your orders.</p>
<p><a href="/dashboard-client" style="color:#e11d48;font-weight:bold">Go to my orders</a></p>
</main>
</body>
</html>
`;
  return new Response(html, { status: 400, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}
