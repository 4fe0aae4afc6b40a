import { checkHealth } from "@/lib/health";
import { atRequestTime } from "@/lib/http";

export async function GET() {
  await atRequestTime(); // answered when asked, never prerendered
  try {
    return Response.json(await checkHealth(), { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    console.error("Health check failed:", error);
    return Response.json(
      { status: "error", error: "Database unavailable" },
      { status: 503, headers: { "Cache-Control": "no-store" } },
    );
  }
}
