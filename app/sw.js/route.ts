import { atRequestTime } from "@/lib/http";
import { workerScript } from "@/lib/offline/worker-script";

/**
 * The shop's service worker (lib/offline/service-worker.js with this build's id). `no-cache`: the
 * browser asks again at every update check, so a deploy reaches a shopper at their next visit.
 * Served from the root, so its scope is the whole shop.
 */
export async function GET() {
  await atRequestTime(); // the build's id is read when served, not frozen into a prerender
  return new Response(await workerScript(), {
    headers: { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-cache" },
  });
}
