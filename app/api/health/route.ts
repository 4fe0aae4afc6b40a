import { connection } from "next/server";
import { checkHealth } from "@/lib/health";

export async function GET() {
  await connection(); // answered at request time, never prerendered
  try {
    return Response.json(await checkHealth(), { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    console.error("Health check failed:", error);
    return Response.json({ status: "error", error: "Database unavailable" }, { status: 503, headers: { "Cache-Control": "no-store" } });
  }
}
