/** The API's calls read from app/api (see api-route-table.mjs). */
import type { IncomingMessage } from "node:http";

export const ROUTE_METHODS: readonly string[];
export type ApiRoute = { methods: Map<string, boolean> };
export type ApiRouteTable = {
  find(path: string): ApiRoute | undefined;
  entries(): { method: string; path: string; staff: boolean }[];
};
export function methodsOfRouteSource(source: string): Map<string, boolean>;
export function readApiRouteTable(apiDir: string): ApiRouteTable;
export function hasBearerToken(req: Pick<IncomingMessage, "headers">): boolean;
export function staffOnly(route: ApiRoute, method: string): boolean;
