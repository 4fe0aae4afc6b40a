/** The address a request asks for, read before Next (see request-target.mjs). */
import type { IncomingMessage } from "node:http";

export const NOT_FOUND_ADDRESS: string;
export function isApiPath(path: string): boolean;
export function readRequestTarget(req: Pick<IncomingMessage, "url">): { path: string; readable: boolean };
