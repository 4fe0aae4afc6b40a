import type { AsyncLocalStorage } from "node:async_hooks";
import type { Logger } from "pino";
export declare const requestContext: AsyncLocalStorage<{ requestId: string }>;
export declare const log: Logger;
export declare function createLog(options?: { level?: string; destination?: NodeJS.WritableStream }): Logger;
export declare function routeConsoleToLog(): void;
export declare const LOG_LEVELS: string[];
