// The API's calls as the door knows them, read from the route files under app/api when the
// server starts (never a list kept by hand, which would drift). With it the door refuses, before
// reading a byte of a body, a call to an address no route answers (404, as the catch-all
// app/api/[...path] would) and a staff-only call without an `Authorization: Bearer` header (401,
// as the route's requireStaff would): Next reads a whole body before any route can refuse it,
// so without this anyone could park 20 MB per connection in memory on /api/upload or on any
// made-up /api address.
//
// A call is staff-only when its handler calls requireStaff(...) (lib/auth/staff.ts), which
// refuses a request without a bearer token before anything else. tests/unit/api-route-table.test.ts
// holds what is read here equal to the route inventory (tests/harness/api-routes.ts): every
// call, and `access: "staff"` exactly where this finds the marker.
import fs from "node:fs";
import path from "node:path";

/**
 * @typedef {{ methods: Map<string, boolean> }} ApiRoute
 * @typedef {{
 *   find(path: string): ApiRoute | undefined,
 *   entries(): { method: string, path: string, staff: boolean }[],
 * }} ApiRouteTable
 * @typedef {{ kind: "literal" | "one" | "many" | "optional-many", name: string }} Segment
 */

/** The methods a route file may export (Next's route handlers). */
export const ROUTE_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

const STAFF_MARKER = /\brequireStaff\s*\(/;
const EXPORTED_METHOD = new RegExp(`^export\\s+(?:const|let|async\\s+function|function)\\s+(${ROUTE_METHODS.join("|")})\\b(?:\\s*=\\s*(${ROUTE_METHODS.join("|")})\\s*;)?`, "gm");

/**
 * Each exported method of a route file's source, and whether its handler requires staff.
 * @param {string} source
 * @returns {Map<string, boolean>}
 */
export function methodsOfRouteSource(source) {
  const found = [...source.matchAll(EXPORTED_METHOD)];
  const starts = [...source.matchAll(/^export\s/gm)].map((match) => match.index);
  /** @type {Map<string, boolean>} */
  const methods = new Map();
  for (const match of found) {
    const [, method = "", aliasOf] = match;
    if (aliasOf) continue; // `export const HEAD = GET`: settled below, once GET is known
    const end = starts.find((start) => start > match.index) ?? source.length;
    methods.set(method, STAFF_MARKER.test(source.slice(match.index, end)));
  }
  for (const [, method = "", aliasOf] of found) if (aliasOf && methods.has(aliasOf)) methods.set(method, methods.get(aliasOf) === true);
  return methods;
}

/**
 * A folder name as a piece of the route's address: a literal, [one], [...many] or [[...optional]]; null for (groups).
 * @param {string} folder
 * @returns {Segment | null}
 */
function segmentOf(folder) {
  if (/^\(.*\)$/.test(folder)) return null;
  let match = /^\[\[\.\.\.(.+)\]\]$/.exec(folder);
  if (match) return { kind: "optional-many", name: match[1] ?? "" };
  match = /^\[\.\.\.(.+)\]$/.exec(folder);
  if (match) return { kind: "many", name: match[1] ?? "" };
  match = /^\[(.+)\]$/.exec(folder);
  if (match) return { kind: "one", name: match[1] ?? "" };
  return { kind: "literal", name: folder };
}

/**
 * @param {Segment[]} segments
 * @param {string[]} parts
 * @returns {boolean}
 */
function matches(segments, parts) {
  const [first, ...rest] = segments;
  if (!first) return parts.length === 0;
  if (first.kind === "literal") return parts[0] === first.name && matches(rest, parts.slice(1));
  if (first.kind === "one") return parts.length > 0 && parts[0] !== "" && matches(rest, parts.slice(1));
  // A catch-all takes the rest (Next allows it only last).
  return first.kind === "optional-many" || parts.length > 0;
}

/**
 * The route table of the API folder `apiDir` (app/api): `find(path)` gives the route answering a
 * %-encoded path under /api (the catch-all for addresses no call lives at is left out, so an
 * unknown address finds nothing), `entries()` every method as the inventory writes it.
 * @param {string} apiDir
 * @returns {ApiRouteTable}
 */
export function readApiRouteTable(apiDir) {
  /** @type {{ segments: Segment[], methods: Map<string, boolean> }[]} */
  const routes = [];
  /** @type {(dir: string, segments: Segment[]) => void} */
  const walk = (dir, segments) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (entry.name.startsWith("_")) continue; // private folders hold no routes
        const segment = segmentOf(entry.name);
        walk(path.join(dir, entry.name), segment ? [...segments, segment] : segments);
      } else if (/^route\.(ts|js|mjs)$/.test(entry.name)) {
        routes.push({ segments, methods: methodsOfRouteSource(fs.readFileSync(path.join(dir, entry.name), "utf8")) });
      }
    }
  };
  walk(apiDir, []);
  /** @param {{ segments: Segment[] }} route */
  const noSuchCall = (route) => route.segments.length === 1 && route.segments[0]?.kind !== "literal";
  const calls = routes.filter((route) => !noSuchCall(route));
  // Literal folders before [params] before catch-alls, as Next matches them.
  /** @param {{ segments: Segment[] }} route */
  const rank = (route) => route.segments.map((segment) => ({ literal: 0, one: 1, many: 2, "optional-many": 3 })[segment.kind]).join("");
  calls.sort((a, b) => (rank(a) < rank(b) ? -1 : rank(a) > rank(b) ? 1 : 0));

  return {
    /** The route answering this path (%-encoded, no query), or undefined. */
    find(urlPath) {
      if (!(urlPath === "/api" || urlPath.startsWith("/api/"))) return undefined;
      let parts = urlPath.slice("/api".length).split("/").slice(1);
      if (parts.length > 0 && parts[parts.length - 1] === "") parts = parts.slice(0, -1); // Next redirects /x/ to /x
      try {
        parts = parts.map((part) => decodeURIComponent(part));
      } catch {
        return undefined;
      }
      const route = calls.find((candidate) => matches(candidate.segments, parts));
      return route && { methods: route.methods };
    },
    /** Every [method, path, staff] of every route, paths written /api/blog/{id}, /api/{...path}. */
    entries() {
      /** @param {Segment[]} segments */
      const written = (segments) =>
        "/api" + segments.map((s) => (s.kind === "literal" ? `/${s.name}` : s.kind === "one" ? `/{${s.name}}` : `/{...${s.name}}`)).join("");
      return routes.flatMap((route) => [...route.methods].map(([method, staff]) => ({ method, path: written(route.segments), staff })));
    },
  };
}

/**
 * Whether the request carries a bearer token (lib/auth/session-cookie.ts bearerTokenOf reads the same).
 * @param {Pick<import("node:http").IncomingMessage, "headers">} req
 */
export function hasBearerToken(req) {
  return /^Bearer\s+\S+\s*$/i.test(String(req.headers.authorization ?? ""));
}

/**
 * Whether the route requires staff for this method (HEAD as GET, when the route does not export HEAD).
 * @param {ApiRoute} route
 * @param {string} method
 * @returns {boolean}
 */
export function staffOnly(route, method) {
  if (route.methods.has(method)) return route.methods.get(method) === true;
  return method === "HEAD" && route.methods.get("GET") === true;
}
