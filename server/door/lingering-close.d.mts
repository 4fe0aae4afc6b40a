/** Lingering close after refusing a body (see lingering-close.mjs). */
import type { Socket } from "node:net";

export const LINGER_MS: number;
export const LINGER_BYTES: number;
export function lingerBeforeClosing(socket: Socket, options?: { ms?: number; bytes?: number }): void;
