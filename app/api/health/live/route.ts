import { livenessAnswer } from "@/lib/health-answers";
import { atRequestTime } from "@/lib/http";

/** GET /api/health/live: is the process answering at all (lib/health.ts)? */
export async function GET() {
  await atRequestTime();
  return livenessAnswer();
}
