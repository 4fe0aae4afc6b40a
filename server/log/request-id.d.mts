import type { IncomingMessage } from "node:http";
export declare const REQUEST_ID_HEADER: string;
export declare function requestIdOf(req: IncomingMessage): string;
export declare function assignRequestId(req: IncomingMessage): string;
export declare function inRequestContext<T>(requestId: string, answer: () => T): T;
