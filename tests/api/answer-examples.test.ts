import { beforeAll, describe, expect, it } from "vitest";
import { MATRIX } from "../authz/matrix";
import { API_ROUTES } from "../harness/api-routes";
import { excerpt } from "../harness/answer-checks";
import { bearer, callRoute, exampleBody } from "../harness/call-route";
import { routeKey, type ApiRoute } from "../harness/route-types";
import { createWorld, type World } from "../harness/world";
import { withTestDatabase } from "../helpers/test-database";

/**
 * Every route's inventory example, sent by an account it succeeds for (the authorisation
 * matrix names one; a public route needs none), answers in its route's schema: callRoute checks
 * each answer against tests/harness/answer-schemas.ts. So every route's success answer is
 * checked at least once here, whichever other tests reach it.
 */

withTestDatabase();

let world: World;

beforeAll(async () => {
  world = await createWorld();
}, 60_000);

/** The account a route's example succeeds for: none for a public route, else the matrix's first actor given a 2xx. */
function callerOf(route: ApiRoute): string | null {
  if (route.access === "public") return null;
  const row = MATRIX.find((entry) => entry.route === routeKey(route));
  const actor = row && (Object.keys(row.expect) as (keyof typeof row.expect)[]).find((name) => row.expect[name] < 300);
  if (!actor || actor === "visitor") throw new Error(`${routeKey(route)}: the matrix names no account it succeeds for`);
  return world[actor].token;
}

/** Routes whose example cannot succeed as sent: nothing succeeds at the catch-all. */
const NEVER_SUCCEEDS = new Set(API_ROUTES.filter((route) => route.path === "/api/{...path}").map(routeKey));

/**
 * The webhook succeeds only for an event signed with the shop's webhook secret, which this
 * file's shop has none of: tests/api/payments-webhook.test.ts checks its answers instead.
 */
const SUCCEEDS_ELSEWHERE = new Set(["POST /api/webhooks/razorpay"]);

describe("every route's example", () => {
  it.each(API_ROUTES.filter((route) => !NEVER_SUCCEEDS.has(routeKey(route)) && !SUCCEEDS_ELSEWHERE.has(routeKey(route))).map((route) => [routeKey(route), route] as const))(
    "%s answers a success in its schema",
    async (_, route) => {
      const example = await route.example(world);
      const token = callerOf(route);
      const reply = await callRoute(route, {
        params: example.params,
        query: Object.entries(example.query ?? {}),
        body: example.body === undefined ? undefined : exampleBody(route, example.body),
        headers: token ? bearer(token) : {},
      });
      expect(reply.status, excerpt(reply.text)).toBeLessThan(400);
    },
  );

  it.each([...NEVER_SUCCEEDS])("%s answers a refusal in the error schema", async (key) => {
    const route = API_ROUTES.find((entry) => routeKey(entry) === key)!;
    const example = await route.example(world);
    const reply = await callRoute(route, { params: example.params });
    expect(reply.status).toBe(404);
  });
});
