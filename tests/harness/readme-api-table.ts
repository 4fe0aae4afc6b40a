import fs from "node:fs";
import path from "node:path";
import { PROJECT_ROOT } from "./route-files";

/**
 * The calls README.md's API table documents, as "METHOD /path" with every path param written
 * "{}" (the README names them for readers: "{slug or id}", the code as folders do:
 * "{slugOrId}"). Only the first cell of each row counts, where the README writes one or more
 * `METHOD /path` in backticks, possibly with a query ("?searchValue=") that is not part of the path.
 */

/** "/api/home/get-product/{slug or id}?x=" -> "/api/home/get-product/{}" */
export function normalisePath(urlPath: string): string {
  return urlPath
    .split("?")[0]!
    .replace(/\{[^}]*\}/g, "{}")
    .replace(/\/+$/, "");
}

export function documentedCalls(readme = fs.readFileSync(path.join(PROJECT_ROOT, "README.md"), "utf8")): Set<string> {
  const section = /^## API\s*$([\s\S]*?)(?=^## )/m.exec(readme)?.[1];
  if (!section) throw new Error("README.md has no '## API' section");
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
