/** The front door's own answers (see door-answers.mjs). */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";

export const STAFF_SIGN_IN_MESSAGE: string;
export function noSuchCallMessage(method: string, path: string): string;
export function messageFor(status: number, method?: string): string;
export function jsonErrorBody(status: number, method?: string, message?: string): string;
export function answerAtDoor(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  options: { json: boolean; headers?: OutgoingHttpHeaders; close?: boolean; message?: string },
): void;
