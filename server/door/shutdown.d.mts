import type { Server } from "node:http";
export declare const STOP_WITHIN_MS: number;
export declare function onShutdown(hook: () => void | Promise<void>): void;
export declare function runShutdownHooks(): Promise<void>;
export declare function stopGracefully(server: Server, options?: { withinMs?: number; log?: (line: string) => void }): Promise<number>;
export declare function isStopping(): boolean;
