import type { RouteEntry } from "./route-entry-codec.mjs";
export declare function readSharedRoute(key: string): Promise<RouteEntry | null>;
export declare function writeSharedRoute(key: string, value: unknown, expireSeconds?: number): void;
export declare function noteSharedRevalidation(tags: string[]): Promise<void>;
export declare function revalidatedAfter(tags: string[], time: number): Promise<boolean>;
