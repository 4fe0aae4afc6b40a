import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { API_ROUTES } from "./api-routes";
import { API_DOC, documentedCalls, normalisePath } from "./api-doc-table";
import { listRouteFiles } from "./route-files";
import { HTTP_METHODS, routeKey, type HttpMethod } from "./route-types";

/**
 * The inventory (./api-routes.ts) is what the fuzz suite and the authorisation matrix run
 * over, so a route missing from it would be tested by neither. These tests keep it equal to
 * the route files that exist, and to docs/API.md's table.
 */

const routeFiles = listRouteFiles();

async function exportedMethods(file: string): Promise<HttpMethod[]> {
  const routeModule = (await import(file)) as Record<string, unknown>;
  return HTTP_METHODS.filter((method) => typeof routeModule[method] === "function");
}

describe("the route inventory", () => {
  it("finds the route files under app/api", () => {
    // A glob that found nothing would make every check below pass.
    expect(routeFiles.length).toBeGreaterThanOrEqual(20);
    expect(routeFiles.map((route) => route.path)).toContain("/api/gift-get/{id}");
  });

  it("lists every exported method of every route file, and nothing that is gone", async () => {
    const existing = new Map<string, string>();
    for (const routeFile of routeFiles) {
      for (const method of await exportedMethods(routeFile.file)) {
        existing.set(`${method} ${routeFile.path}`, path.relative(process.cwd(), routeFile.file));
      }
    }
    const listed = new Set(API_ROUTES.map(routeKey));
    const missing = [...existing].filter(([key]) => !listed.has(key)).map(([key, file]) => `${key} (${file})`);
    const gone = [...listed].filter((key) => !existing.has(key));
    // Both lists in one assertion, so a run names everything at once.
    expect({ missingFromTheInventory: missing, listedButGone: gone }, "tests/harness/api-routes.ts is out of date").toEqual({
      missingFromTheInventory: [],
      listedButGone: [],
    });
    expect(listed.size, "a route listed twice").toBe(API_ROUTES.length);
  });

  it("loads, for each entry, the module of its own path", async () => {
    const fileOf = new Map(routeFiles.map((routeFile) => [routeFile.path, routeFile.file]));
    for (const route of API_ROUTES) {
      const file = fileOf.get(route.path);
      if (!file) continue; // reported by the test above
      expect(await route.load(), `${routeKey(route)}: its load() imports another route file`).toBe(await import(file));
    }
  });

  it("gives every path param a kind, and no kind to a param the path does not have", () => {
    for (const route of API_ROUTES) {
      const inPath = [...route.path.matchAll(/\{(?:\.\.\.)?([^}?]+)\??\}/g)].map((match) => match[1]).sort();
      expect(Object.keys(route.params ?? {}).sort(), routeKey(route)).toEqual(inPath);
    }
  });

  it("gives a body only to methods that carry one", () => {
    for (const route of API_ROUTES) {
      if (route.body) expect(["POST", "PUT", "PATCH", "DELETE"], routeKey(route)).toContain(route.method);
    }
  });

  it("appears in docs/API.md's table, method and path (a catch-all is not a call to document)", () => {
    const documented = documentedCalls();
    const undocumented = API_ROUTES.filter((route) => !route.path.includes("{..."))
      .map((route) => `${route.method} ${normalisePath(route.path)}`)
      .filter((call) => !documented.has(call));
    expect(undocumented, `add these to ${API_DOC}'s table`).toEqual([]);
  });
});

describe("reading docs/API.md's table", () => {
  const apiDoc = [
    "# API",
    "## Calls",
    "",
    "| method and path | what it does |",
    "|---|---|",
    "| `GET /api/gifts-get`, `GET /api/gift-get/{id}` | `{ gifts }`; see `GET /api/not-in-first-cell` |",
    "| `GET /api/home/get-product/{slug or id}` | a product |",
    "| `GET /api/home/search_products?searchValue=` | search |",
    "## Next section",
    "| `GET /api/after-the-section` | not API |",
  ].join("\n");

  it("reads every call of a row's first cell, with params normalised and queries dropped", () => {
    expect([...documentedCalls(apiDoc)].sort()).toEqual([
      "GET /api/gift-get/{}",
      "GET /api/gifts-get",
      "GET /api/home/get-product/{}",
      "GET /api/home/search_products",
    ]);
  });

  it("reads a table that ends the document", () => {
    expect([...documentedCalls(["# API", "## Calls", "| `DELETE /api/blog/{id}` | removes it |"].join("\n"))]).toEqual(["DELETE /api/blog/{}"]);
  });

  it("matches the inventory's param names to the document's", () => {
    expect(normalisePath("/api/home/get-product/{slugOrId}")).toBe(normalisePath("/api/home/get-product/{slug or id}"));
    expect(normalisePath("/api/gift-get/{id}")).not.toBe(normalisePath("/api/gift-get"));
  });
});

describe("finding route files", () => {
  it("reads params, catch-alls, route groups and private folders as Next does", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "route-files-"));
    for (const folder of ["gift-get/[id]", "[...path]", "(shop)/cart/[[...rest]]", "_lib/helpers", "health"]) {
      fs.mkdirSync(path.join(root, folder), { recursive: true });
      fs.writeFileSync(path.join(root, folder, "route.ts"), "");
    }
    fs.writeFileSync(path.join(root, "health", "schema.ts"), "");
    expect(listRouteFiles(root).map(({ path: urlPath, catchAll }) => [urlPath, catchAll])).toEqual([
      ["/api/cart/{...rest?}", true],
      ["/api/{...path}", true],
      ["/api/gift-get/{id}", false],
      ["/api/health", false],
    ]);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
