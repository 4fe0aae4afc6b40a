/** The order every request passes through in server/index.mjs (see front-door.mjs). */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ApiRouteTable } from "./api-route-table.mjs";
import type { LoadShedder } from "./load-shedding.mjs";
import type { SharedCache } from "../cache/shared-cache.mjs";

export const DEFAULT_BODY_IDLE_MS: number;
export const LONG_LIVED_PATHS: Set<string>;

export function frontDoor(options: {
  shared?: SharedCache;
  handle: (req: IncomingMessage, res: ServerResponse) => unknown;
  shedder?: LoadShedder;
  bodyIdleMs?: number;
  apiRoutes?: ApiRouteTable;
  bodyMemoryBytes?: number;
  development?: boolean;
}): (req: IncomingMessage, res: ServerResponse) => void;
