import { z } from "zod";
import { whole } from "./common";

/** Health checks for the load balancer and monitoring. */

/** GET /api/health and /api/health/ready: 200 with what was checked. */
export const readyAnswer = z.strictObject({ status: z.literal("ok"), db: z.enum(["pglite", "postgres"]), redis: z.enum(["ok", "down"]).optional() });
export type ReadyAnswer = z.infer<typeof readyAnswer>;
/** ...or 503 with why not (the one error answer with more than `error`). */
export const notReadyAnswer = z.strictObject({ status: z.literal("error"), error: z.string().min(1) });
export type NotReadyAnswer = z.infer<typeof notReadyAnswer>;

/** GET /api/health/live */
export const liveAnswer = z.strictObject({ status: z.literal("ok"), uptimeSeconds: whole });
export type LiveAnswer = z.infer<typeof liveAnswer>;
