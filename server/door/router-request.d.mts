/** Requests from Next's client router (see router-request.mjs). */
import type { IncomingMessage } from "node:http";

/** A route segment: its name, or a param as [name, value, type, static siblings]. */
export type RouterSegment = string | [string, string, string, string[] | null];
/** The router's state: a segment, the routes below it by parallel route name, and Next's extras. */
export type RouterState = [RouterSegment, Record<string, RouterState>, ...unknown[]];

export function isRouterRequest(req: Pick<IncomingMessage, "url" | "headers">): boolean;
export function isPrefetch(req: Pick<IncomingMessage, "headers">): boolean;
export function routerState(req: Pick<IncomingMessage, "headers">): RouterState | null | undefined;
export function stateHoldsRoute(state: RouterState, parent: string, child: string): boolean;
