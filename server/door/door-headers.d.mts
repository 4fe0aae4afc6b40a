/** Request headers only the door writes (see door-headers.mjs). */
import type { IncomingMessage } from "node:http";

export function writeDoorHeader(req: Pick<IncomingMessage, "headers" | "rawHeaders">, name: string, value: string | undefined): void;
