import { describe, expect, it } from "vitest";
import { ANSWER_SCHEMAS } from "../harness/answer-schemas";
import { answerShapeProblems } from "../harness/answer-shapes";
import { listRouteFiles } from "../harness/route-files";
import { HTTP_METHODS } from "../harness/route-types";

/**
 * Every route's answer has a schema (lib/api-answers), and the API tests check every answer they
 * read against it (tests/harness/answer-shapes.ts). A route file added without one fails here.
 */

async function exportedRoutes(): Promise<string[]> {
  const keys: string[] = [];
  for (const route of listRouteFiles()) {
    const routeModule = (await import(/* @vite-ignore */ route.file)) as Record<string, unknown>;
    for (const method of HTTP_METHODS) if (typeof routeModule[method] === "function") keys.push(`${method} ${route.path}`);
  }
  return keys.sort();
}

const json = (value: unknown) => ({ status: 200, contentType: "application/json", text: JSON.stringify(value) });

describe("answer schemas", () => {
  it("name every method of every route file under app/api, and nothing else", async () => {
    const routes = await exportedRoutes();
    expect(routes.length).toBeGreaterThan(60);
    expect(Object.keys(ANSWER_SCHEMAS).sort()).toEqual(routes);
  });

  it("refuse an answer with a field missing, added, or of another type", () => {
    const key = "GET /api/home/product/get-wishlist-products/{userId}";
    expect(answerShapeProblems(key, json({ wishlists: [], wishlistCount: 0 }))).toEqual([]);
    expect(answerShapeProblems(key, json({ wishlists: [] }))).not.toEqual([]);
    expect(answerShapeProblems(key, json({ wishlists: [], wishlistCount: 0, extra: 1 }))).not.toEqual([]);
    expect(answerShapeProblems(key, json({ wishlists: [], wishlistCount: "0" }))).not.toEqual([]);
  });

  it("hold every refusal to { error } (the health checks' 503 to its own)", () => {
    const refusal = (status: number, value: unknown) => ({ status, contentType: "application/json", text: JSON.stringify(value) });
    expect(answerShapeProblems("POST /api/seller/login", refusal(401, { error: "Wrong e-mail or password." }))).toEqual([]);
    expect(answerShapeProblems("POST /api/seller/login", refusal(401, { error: "" }))).not.toEqual([]);
    expect(answerShapeProblems("POST /api/seller/login", refusal(400, { error: "x", field: "email" }))).not.toEqual([]);
    expect(answerShapeProblems("GET /api/health", refusal(503, { status: "error", error: "Stopping" }))).toEqual([]);
    expect(answerShapeProblems("GET /api/health/live", refusal(503, { status: "error", error: "Stopping" }))).not.toEqual([]);
  });

  it("refuse a success where nothing succeeds, and a body on a redirect", () => {
    expect(answerShapeProblems("GET /api/{...path}", json({}))).not.toEqual([]);
    expect(answerShapeProblems("GET /api/order/payment-callback", { status: 303, contentType: null, text: "" })).toEqual([]);
    expect(answerShapeProblems("GET /api/order/payment-callback", { status: 303, contentType: null, text: "{}" })).not.toEqual([]);
  });
});
