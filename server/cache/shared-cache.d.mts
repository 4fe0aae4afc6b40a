/** The shared cache in front of Next (see shared-cache.mjs). */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";

export type SharedCache = {
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  record(req: IncomingMessage, res: ServerResponse): void;
  clear(): void;
  readonly size: number;
  readonly bytes: number;
};

export function createSharedCache(options: { budgetBytes: number; maxSeconds: number; now?: () => number }): SharedCache;
export function clearSharedCaches(): void;
export function isShareableRequest(req: Pick<IncomingMessage, "method" | "url" | "headers">): boolean;
export function storableSeconds(statusCode: number, headers: OutgoingHttpHeaders, maxSeconds: number): number;
export function addressOnlySeconds(statusCode: number, headers: OutgoingHttpHeaders, maxSeconds: number): number;
export function chooseEncoding(acceptEncoding: string | undefined, available: Partial<Record<"br" | "gzip" | "identity", unknown>>): "br" | "gzip" | "identity";
export function entityTag(body: Buffer): string;
