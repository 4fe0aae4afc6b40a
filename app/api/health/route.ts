import { readinessAnswer } from "@/lib/health-answers";
import { atRequestTime } from "@/lib/http";

/** GET /api/health: readiness (the same as /api/health/ready), kept for existing checks. */
export async function GET() {
  await atRequestTime(); // answered when asked, never prerendered
  return readinessAnswer();
}
