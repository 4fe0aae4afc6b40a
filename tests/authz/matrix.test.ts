import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_ROUTES, findRoute } from "../harness/api-routes";
import { answerProblems, excerpt } from "../harness/answer-checks";
import { bearer, callRoute, exampleBody } from "../harness/call-route";
import { routeKey } from "../harness/route-types";
import { createWorld, type World } from "../harness/world";
import { withTestDatabase } from "../helpers/test-database";
import { accountOf, ACTORS, MATRIX, type Actor, type MatrixRow } from "./matrix";

/**
 * Runs every cell of the authorisation matrix (./matrix.ts): each route that needs a session
 * or a role, called by each actor with the route's example (built around customer A's things
 * and the first seller's shop), must answer the status the table names; a 2xx must be about
 * what that actor may see. Then checks the table itself covers the inventory.
 */

withTestDatabase();

let world: World;
let requests = 0;

beforeAll(async () => {
  world = await createWorld();
}, 60_000);

afterAll(() => {
  console.log(`authz matrix: ${requests} requests, ${MATRIX.length} routes x ${ACTORS.length} actors`);
});

const cells = MATRIX.flatMap((row) => ACTORS.map((actor) => [`${row.route} as ${actor}`, row, actor] as const));

describe("authorisation matrix", () => {
  it.each(cells)("%s", async (_, row: MatrixRow, actor: Actor) => {
    const route = findRoute(row.route);
    const example = await route.example(world);
    const account = accountOf(actor, world);
    const reply = await callRoute(route, {
      params: example.params,
      query: Object.entries(example.query ?? {}),
      body: example.body === undefined ? undefined : exampleBody(route, example.body),
      headers: account ? bearer(account.token) : {},
    });
    requests++;
    expect(reply.status, `${row.route} as ${actor}: ${excerpt(reply.text)}`).toBe(row.expect[actor]);
    expect(answerProblems(reply)).toEqual([]);
    if (reply.status < 300) {
      expect(row.answerIsRight, `${row.route}: a 2xx row needs answerIsRight`).toBeDefined();
      // A document (an invoice's PDF) is checked as text; JSON and an event stream's first event as JSON.
      const answer = (reply.headers.get("content-type") ?? "").startsWith("application/pdf") ? reply.text : JSON.parse(reply.text);
      expect(row.answerIsRight!(answer, { actor, account, world }), `${row.route} as ${actor}: answered about someone else: ${excerpt(reply.text)}`).toBe(true);
    }
  });
});

describe("the matrix covers the inventory", () => {
  it("has a row for every route that needs a session or a role", () => {
    const inMatrix = new Set(MATRIX.map((row) => row.route));
    const missing = API_ROUTES.filter((route) => route.access !== "public" && !inMatrix.has(routeKey(route))).map(routeKey);
    expect(missing, "add these to tests/authz/matrix.ts").toEqual([]);
  });

  it("names only inventory routes that need a session, each once", () => {
    for (const row of MATRIX) expect(findRoute(row.route).access, `${row.route} is public in the inventory`).not.toBe("public");
    expect(new Set(MATRIX.map((row) => row.route)).size).toBe(MATRIX.length);
  });

  it("gives every actor of every row a status, so a seller's token on a customer route and a shopper's on a staff route are always tried", () => {
    for (const row of MATRIX) {
      expect(Object.keys(row.expect).sort(), row.route).toEqual([...ACTORS].sort());
      for (const actor of ACTORS) expect(Number.isInteger(row.expect[actor]) && row.expect[actor] >= 200 && row.expect[actor] < 500, `${row.route} / ${actor}`).toBe(true);
    }
  });

  it("agrees with each route's access: no session is 401, a shopper on a staff route 403, a seller on an admin route 403", () => {
    for (const row of MATRIX) {
      const { access } = findRoute(row.route);
      expect(row.expect.visitor, `${row.route}: visitor`).toBe(401);
      if (access === "staff" || access === "admin") {
        expect([row.expect.customerA, row.expect.customerB], `${row.route}: shoppers`).toEqual([403, 403]);
      }
      if (access === "admin") expect([row.expect.seller, row.expect.otherSeller], `${row.route}: sellers`).toEqual([403, 403]);
      if (Object.values(row.expect).some((status) => status < 300)) expect(row.answerIsRight, `${row.route}: answerIsRight`).toBeDefined();
    }
  });
});
