/** JSON bodies for every /api error answer (see api-json-errors.mjs). */
import type { IncomingMessage, ServerResponse } from "node:http";

export function answerApiErrorsAsJson(req: IncomingMessage, res: ServerResponse): void;
