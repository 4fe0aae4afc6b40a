import type { World } from "./world";

/**
 * The shape of one entry of the route inventory (./api-routes.ts). The fuzz suite
 * (tests/fuzz) and the authorisation matrix (tests/authz) read nothing else about a route, so
 * a route joins both by being listed here with honest kinds and a working example.
 */

export const HTTP_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/**
 * Who may call a route. "customer": any signed-in account (cookie or bearer); "staff": a
 * seller or admin bearer token (requireStaff); "admin": an admin's bearer token only.
 */
export type Access = "public" | "customer" | "staff" | "admin";

/**
 * What a value is meant to be, which decides what counts as wrong for it:
 * - text, password: free text within a length (an injection string is valid text: the route
 *   may accept it, and must store or search it as text);
 * - email, phone, code (a 6-digit OTP), uuid, slug (a slug or id in a path), integer,
 *   rating (0 to 5 stars), measure (a JSON number, 0 or more, fractions allowed), choice (one
 *   of `choices`), boolean, list: anything else is wrong.
 */
export type FieldKind = "text" | "password" | "email" | "phone" | "code" | "uuid" | "slug" | "integer" | "rating" | "measure" | "choice" | "boolean" | "list" | "file";
// "file": a picture file of a multipart body (the example gives a Blob); anything else there is wrong.

export type FieldSpec = {
  kind: FieldKind;
  /** Whether leaving it out is wrong (query parameters are usually optional). */
  required: boolean;
  /** JSON types the contract accepts besides the kind's own (phone and code also take numbers). */
  alsoAccepts?: ("number" | "string")[];
  /** For kind "choice". */
  choices?: readonly string[];
};

/** Valid input for one call: what the fuzzer breaks and what the matrix sends. */
export type Example = {
  params?: Record<string, string | string[]>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RouteHandler = (request: Request, context: { params: Promise<any> }) => Promise<Response>;
export type RouteModule = Partial<Record<HttpMethod, RouteHandler>> & Record<string, unknown>;

export type ApiRoute = {
  method: HttpMethod;
  /** The URL path with its params as the folder names them: "/api/gift-get/{id}", "/api/{...path}". */
  path: string;
  /** The route module, loaded as Next loads it. */
  load: () => Promise<RouteModule>;
  access: Access;
  /** Whether a successful call may change stored data (a refused one never may). */
  writes: boolean;
  /**
   * How the body travels: JSON (the default); "multipart": multipart/form-data only (an upload
   * through lib/uploads: the example's Blobs are files, everything else text); "json or
   * multipart": the example is JSON, and the same fields may come as a form with files instead;
   * "json or text": JSON declared as application/json or as text/plain (a sendBeacon string).
   */
  encoding?: "json" | "multipart" | "json or multipart" | "json or text";
  /** Path params, query parameters and JSON body fields the route reads, by kind. */
  params?: Record<string, FieldSpec>;
  query?: Record<string, FieldSpec>;
  body?: Record<string, FieldSpec>;
  /**
   * Valid input, built for the world's customer A / first seller (their things, their ids), so
   * the matrix can send it as every other actor. Called afresh for every request, so an example
   * may create what it needs (a cart line to delete) or use a fresh e-mail.
   */
  example: (world: World) => Example | Promise<Example>;
  /**
   * Tables a refused call is meant to change, each with why (a refused sign-in is counted).
   * Every other table must be byte-for-byte the same after a refusal.
   */
  refusalWrites?: Record<string, string>;
  /**
   * Tables a route that does not write still changes when it answers, each with why (a new
   * search is counted against its source's limit). Only those; every other table stays the same.
   */
  countsIn?: Record<string, string>;
};

/** "GET /api/gift-get/{id}": how the harness names a route. */
export const routeKey = (route: Pick<ApiRoute, "method" | "path">) => `${route.method} ${route.path}`;
