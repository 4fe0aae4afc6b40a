import fs from "node:fs";
import path from "node:path";
import { PROJECT_ROOT } from "./route-files";

/** Where the API's calls are documented for people. */
export const API_DOC = "docs/API.md";

/**
 * The calls docs/API.md's table documents, as "METHOD /path" with every path param written
 * "{}" (the document names them for readers: "{slug or id}", the code as folders do:
 * "{slugOrId}"). Only the "## Calls" section counts, and only the first cell of each row, where
 * the document writes one or more `METHOD /path` in backticks, possibly with a query
 * ("?searchValue=") that is not part of the path.
 */

/** "/api/home/get-product/{slug or id}?x=" -> "/api/home/get-product/{}" */
export function normalisePath(urlPath: string): string {
  return urlPath
    .split("?")[0]!
    .replace(/\{[^}]*\}/g, "{}")
    .replace(/\/+$/, "");
}

export function documentedCalls(apiDoc = fs.readFileSync(path.join(PROJECT_ROOT, API_DOC), "utf8")): Set<string> {
  const section = /^## Calls\s*$([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(apiDoc)?.[1];
  if (!section) throw new Error(`${API_DOC} has no '## Calls' section`);
  const calls = new Set<string>();
  for (const line of section.split("\n")) {
    const firstCell = /^\|([^|]*(?:\\\|[^|]*)*)\|/.exec(line)?.[1];
    if (!firstCell) continue;
    for (const [, method, urlPath] of firstCell.matchAll(/`\s*(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+(\/(?:\{[^}]*\}|[^`\s{])*)\s*`/g)) {
      calls.add(`${method} ${normalisePath(urlPath!)}`);
    }
  }
  return calls;
}
