/** Answers to requests the HTTP parser refused (see client-errors.mjs). */
import type { Duplex } from "node:stream";

export function statusForClientError(error: { code?: string } | undefined): number;
export function clientErrorAnswer(status: number, method?: string): string;
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void;
