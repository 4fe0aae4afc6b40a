/** Pages' inline scripts named by hash in their CSP (see inline-script-hashes.mjs). */
import type { IncomingMessage, ServerResponse } from "node:http";

export const MAX_HELD_BYTES: number;
export function inlineScriptHashes(html: string): string[];
export function hashInlineScripts(req: IncomingMessage, res: ServerResponse): void;
export const MAX_HASHES_BYTES: number;
export function frameworkScript(body: string): boolean;
