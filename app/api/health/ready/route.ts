import { readinessAnswer } from "@/lib/health-answers";
import { atRequestTime } from "@/lib/http";

/** GET /api/health/ready: may a balancer send this server shoppers now (lib/health.ts)? */
export async function GET() {
  await atRequestTime();
  return readinessAnswer();
}
