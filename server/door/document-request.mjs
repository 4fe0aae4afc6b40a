// Which requests proxy.ts answers from a product's document route (app/(store)/product/document),
// rendered per request, rather than from the route cache: a product's page asked as a document
// (a shopper opening the address, a crawler, a link from another site) renders at about half the
// cost of the route cache's first visit (docs/ARCHITECTURE.md "What a first visit costs"), while
// the router's prefetches keep the stored page, so a product opened from a listing shows at once.
//
// The router's other requests (a refresh, a navigation) go where the shopper's page came from:
// to the document route when the page the router holds was rendered by it. A page's tree names
// its route, and an answer from the other route would replace the page's whole subtree: after a
// review was sent, the refresh closed the reviews and dropped the thank-you.
//
// Next hides the router's headers from the proxy, so the door, which sees them, writes its answer
// into a header the client cannot set (./door-headers.mjs).
import { writeDoorHeader } from "./door-headers.mjs";
import { isPrefetch, isRouterRequest, routerState, stateHoldsRoute } from "./router-request.mjs";

/** @typedef {Pick<import("node:http").IncomingMessage, "method" | "url" | "headers" | "rawHeaders">} DoorRequest */

export const DOCUMENT_REQUEST_HEADER = "x-shop-document";
/** The route that renders a product's page per request; proxy.ts rewrites to it. */
export const PRODUCT_DOCUMENT_ROUTE = "/product/document";
const [, PRODUCT_SEGMENT = "", DOCUMENT_SEGMENT = ""] = PRODUCT_DOCUMENT_ROUTE.split("/");

/**
 * Whether the request is to be answered by a document route.
 * @param {DoorRequest} req
 * @param {import("./router-request.mjs").RouterState | null | undefined} state
 */
function wantsDocument(req, state) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (!isRouterRequest(req)) return true;
  if (isPrefetch(req)) return false;
  return Boolean(state) && stateHoldsRoute(/** @type {import("./router-request.mjs").RouterState} */ (state), PRODUCT_SEGMENT, DOCUMENT_SEGMENT);
}

/**
 * Marks a request a document route answers; removes any mark the client sent. `state` is the
 * router's state (./router-request.mjs), when the caller has read it already.
 * @param {DoorRequest} req
 * @param {import("./router-request.mjs").RouterState | null} [state]
 */
export function noteDocumentRequest(req, state = routerState(req)) {
  writeDoorHeader(req, DOCUMENT_REQUEST_HEADER, wantsDocument(req, state) ? "1" : undefined);
}
