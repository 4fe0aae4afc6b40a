import type { LiveAnswer } from "@/lib/api-answers/health";
import { checkReadiness } from "@/lib/health";
import { log } from "@/server/log/log.mjs";

const NEVER_STORED = { "Cache-Control": "no-store" };

/** 200 with what was checked, or 503 with why not (the cause goes to the log, not the answer). */
export async function readinessAnswer(): Promise<Response> {
  const readiness = await checkReadiness();
  if (readiness.ready) return Response.json(readiness.body, { headers: NEVER_STORED });
  if (readiness.cause) log.error({ err: readiness.cause }, "Health check failed");
  return Response.json(readiness.body, { status: 503, headers: { ...NEVER_STORED, "Retry-After": "5" } });
}

/** 200 whenever the process can answer at all. */
export function livenessAnswer(): Response {
  return Response.json({ status: "ok", uptimeSeconds: Math.round(process.uptime()) } satisfies LiveAnswer, { headers: NEVER_STORED });
}
