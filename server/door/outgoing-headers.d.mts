/** The last look at an answer's headers (see outgoing-headers.mjs). */
import type { IncomingMessage, ServerResponse } from "node:http";

export function cameOverHttps(req: Pick<IncomingMessage, "headers" | "socket">): boolean;
export function finishHeadersOnTheWayOut(req: IncomingMessage, res: ServerResponse, options?: { development?: boolean }): void;
export declare const EDGE_SECONDS: number;
export declare function capSharedAge<T>(value: T): T;
