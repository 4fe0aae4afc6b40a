/** Load shedding at the front door (see load-shedding.mjs). */
import type { ServerResponse } from "node:http";

export type LoadShedder = {
  readonly inFlight: number;
  overloaded(): boolean;
  admit(res: ServerResponse): void;
};

export const DEFAULT_MAX_IN_FLIGHT: number;
export const DEFAULT_MAX_DELAY_MS: number;

export type EventLoopProbe = { delay(): number; turn(): number };

export function eventLoopProbe(options?: { intervalMs?: number; now?: () => number }): EventLoopProbe;
export function createLoadShedder(options: { maxInFlight: number; maxDelayMs: number; probe?: EventLoopProbe }): LoadShedder;
