// Requests from Next's client router: the RSC payload of a page for a client-side navigation, a
// prefetch or a refresh, and server actions. They carry these headers (or the `_rsc` query that
// names their combination), and are answered with the router's payload, not the page's HTML.
// Next removes both before the proxy runs, so only the door can tell such a request from a
// browser's or a crawler's visit to the page (./document-request.mjs).
import { parseRouterStateHeader } from "../next-internals.mjs";

/**
 * A route segment: its name, or a param as [name, value, type, static siblings].
 * @typedef {string | [string, string, string, string[] | null]} RouterSegment
 */
/**
 * The router's state: a segment, the routes below it by parallel route name, and Next's extras.
 * @typedef {[RouterSegment, Record<string, any>, ...unknown[]]} RouterState
 */
/** @typedef {Pick<import("node:http").IncomingMessage, "url" | "headers">} RouterRequest */

/** Request headers of Next's router. */
const ROUTER_HEADERS = ["rsc", "next-router-prefetch", "next-router-state-tree", "next-router-segment-prefetch", "next-action"];

/**
 * Whether this request came from Next's router (or asks as if it had).
 * @param {RouterRequest} req
 */
export function isRouterRequest(req) {
  if (ROUTER_HEADERS.some((name) => req.headers[name] !== undefined)) return true;
  return /[?&]_rsc=/.test(req.url ?? "");
}

/**
 * Whether this router request is a prefetch (answered from what the route cache stored).
 * @param {Pick<RouterRequest, "headers">} req
 */
export function isPrefetch(req) {
  return req.headers["next-router-prefetch"] !== undefined || req.headers["next-router-segment-prefetch"] !== undefined;
}

/**
 * The router's state (the tree of route segments the shopper's page is made of), read as Next
 * reads it: undefined when none was sent; null when it cannot be read. Next answered an
 * unreadable one (not the router's JSON, broken %-encoding) with a 500 and an error in the log,
 * for anyone who sent it with a matching `_rsc`: the door answers 400 instead.
 * @param {Pick<RouterRequest, "headers">} req
 * @returns {RouterState | null | undefined}
 */
export function routerState(req) {
  const state = req.headers["next-router-state-tree"];
  if (state === undefined) return undefined;
  try {
    return parseRouterStateHeader(state);
  } catch {
    return null;
  }
}

/**
 * Whether a router state holds the segment `parent` with `child` right below it (in any of its
 * parallel routes): the route `/…/parent/child/…` is on the shopper's page.
 * @param {RouterState} state
 * @param {string} parent
 * @param {string} child
 * @returns {boolean}
 */
export function stateHoldsRoute(state, parent, child) {
  const [segment, parallelRoutes] = state;
  const below = /** @type {RouterState[]} */ (Object.values(parallelRoutes));
  if (segment === parent && below.some(([segmentBelow]) => segmentBelow === child)) return true;
  return below.some((route) => stateHoldsRoute(route, parent, child));
}
