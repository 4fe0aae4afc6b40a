import { route } from "@/lib/http";
import { recordVitals } from "@/lib/vitals/record";

/**
 * POST /api/vitals: a sampled page view's Web Vitals from components/vitals (sendBeacon, so
 * text/plain) -> 204 with no body, which is all a beacon can use. 400 a field or value out of
 * its schema, 413 over 4 kB, 415 another content type, 429 past the source's limit; nothing is
 * stored on a refusal. Like every write, refused when another site's page sends it.
 */
export const POST = route(async (request) => {
  await recordVitals(request);
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
});
