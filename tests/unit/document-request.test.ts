import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { DOCUMENT_REQUEST_HEADER, noteDocumentRequest } from "@/server/door/document-request.mjs";
import { isRouterRequest, stateHoldsRoute, type RouterState } from "@/server/door/router-request.mjs";

/** A request as Node gives it: lower-case headers, and the raw list as the client sent them. */
function request(method: string, url: string, raw: [string, string][] = []) {
  const headers: Record<string, string> = {};
  for (const [name, value] of raw) headers[name.toLowerCase()] = value;
  return { method, url, headers, rawHeaders: raw.flat() } as unknown as IncomingMessage;
}

const marked = (req: IncomingMessage) => req.headers[DOCUMENT_REQUEST_HEADER];

/** The router's state for a product page rendered by `route` ("details" or "document"), as the router sends it. */
function productPageState(route: string, slug = "desi-boy"): RouterState {
  const page: RouterState = [["slug", slug, "d", null], { children: ["__PAGE__", {}] }];
  const product: RouterState = ["product", { children: [route, { children: page }] }];
  return ["", { children: ["(store)", { children: product }] }, null, null];
}
const stateHeader = (state: RouterState) => encodeURIComponent(JSON.stringify(state));

describe("the door marks requests for a page as a document", () => {
  it("marks a browser's or crawler's GET or HEAD, with or without a query", () => {
    for (const req of [request("GET", "/product/details/x"), request("HEAD", "/product/details/x"), request("GET", "/product/details/x?color=Red", [["Accept", "text/html"]])]) {
      noteDocumentRequest(req);
      expect(marked(req), `${req.method} ${req.url}`).toBe("1");
    }
  });

  it("does not mark the router's requests, nor other methods", () => {
    for (const req of [
      request("GET", "/product/details/x", [["RSC", "1"]]),
      request("GET", "/product/details/x", [["Next-Router-Prefetch", "1"]]),
      request("GET", "/product/details/x", [["Next-Router-Segment-Prefetch", "/_tree"]]),
      request("GET", "/product/details/x", [["Next-Router-State-Tree", "%5B%22%22%5D"]]),
      request("GET", "/product/details/x?_rsc=abc"),
      request("GET", "/product/details/x?color=Red&_rsc=abc"),
      request("POST", "/product/details/x", [["Next-Action", "abc"]]),
      request("POST", "/product/details/x"),
      request("OPTIONS", "/product/details/x"),
    ]) {
      noteDocumentRequest(req);
      expect(marked(req), `${req.method} ${req.url} ${req.rawHeaders.join(" ")}`).toBeUndefined();
    }
  });

  it("sends a refresh or navigation where the shopper's page came from, a prefetch always to the route cache", () => {
    const fromDocument = stateHeader(productPageState("document"));
    const fromStored = stateHeader(productPageState("details"));
    const refresh = request("GET", "/product/details/desi-boy?_rsc=x", [["RSC", "1"], ["Next-Router-State-Tree", fromDocument]]);
    noteDocumentRequest(refresh);
    expect(marked(refresh)).toBe("1");
    // Leaving the product for another page: marked, and the proxy ignores the mark there.
    const away = request("GET", "/collections?_rsc=x", [["RSC", "1"], ["Next-Router-State-Tree", fromDocument]]);
    noteDocumentRequest(away);
    expect(marked(away)).toBe("1");
    for (const req of [
      request("GET", "/product/details/desi-boy?_rsc=x", [["RSC", "1"], ["Next-Router-State-Tree", fromStored]]),
      request("GET", "/product/details/desi-boy?_rsc=x", [["RSC", "1"], ["Next-Router-Prefetch", "1"], ["Next-Router-State-Tree", fromDocument]]),
      request("GET", "/product/details/desi-boy?_rsc=x", [["RSC", "1"], ["Next-Router-Segment-Prefetch", "/_tree"], ["Next-Router-State-Tree", fromDocument]]),
      request("GET", "/product/details/desi-boy?_rsc=x", [["RSC", "1"], ["Next-Router-State-Tree", "not-a-tree"]]),
      request("GET", "/product/details/desi-boy?_rsc=x", [["RSC", "1"]]),
    ]) {
      noteDocumentRequest(req);
      expect(marked(req), req.rawHeaders.join(" ")).toBeUndefined();
    }
  });

  it("finds a route in the router's state only as parent and child segments", () => {
    expect(stateHoldsRoute(productPageState("document"), "product", "document")).toBe(true);
    expect(stateHoldsRoute(productPageState("details"), "product", "document")).toBe(false);
    // A product whose slug is "document" is a param, not the route.
    expect(stateHoldsRoute(productPageState("details", "document"), "product", "document")).toBe(false);
    expect(stateHoldsRoute(["", { children: ["document", {}] }], "product", "document")).toBe(false);
  });

  it("never keeps the client's own value: removed from the headers and the raw list", () => {
    const router = request("GET", "/product/details/x", [["X-Shop-Document", "1"], ["RSC", "1"], ["Accept", "*/*"]]);
    noteDocumentRequest(router);
    expect(marked(router)).toBeUndefined();
    expect(router.rawHeaders).toEqual(["RSC", "1", "Accept", "*/*"]);
    const page = request("GET", "/", [["x-shop-document", "forged"]]);
    noteDocumentRequest(page);
    expect(marked(page)).toBe("1");
    expect(page.rawHeaders).toEqual([]);
  });

  it("tells the router's requests by their headers or their _rsc query", () => {
    expect(isRouterRequest(request("GET", "/?_rsc=1"))).toBe(true);
    expect(isRouterRequest(request("GET", "/?a=1&_rsc=1"))).toBe(true);
    expect(isRouterRequest(request("GET", "/?x_rsc=1"))).toBe(false);
    expect(isRouterRequest(request("GET", "/", [["rsc", "1"]]))).toBe(true);
    expect(isRouterRequest(request("GET", "/"))).toBe(false);
  });
});
