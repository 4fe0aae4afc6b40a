/** Telling a client that left from a failure (see client-abort.mjs). */
import type { ServerResponse } from "node:http";

export function clientWentAway(error: unknown, res: ServerResponse): boolean;
