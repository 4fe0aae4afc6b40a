import fs from "node:fs";
import path from "node:path";

/**
 * The route handler files under app/api and the URL path each one answers, spelt as the
 * inventory spells it: "[id]" becomes "{id}", a catch-all "[...path]" becomes "{...path}" and an
 * optional one "[[...path]]" becomes "{...path?}". Route groups "(name)" add nothing to the URL,
 * and a folder starting with "_" is private (Next never routes it), as are its route files.
 */

export const PROJECT_ROOT = path.resolve(import.meta.dirname, "../..");
const API_DIR = path.join(PROJECT_ROOT, "app", "api");

export type RouteFile = { file: string; path: string; catchAll: boolean };

function segmentOf(folder: string): string | null {
  if (/^\(.+\)$/.test(folder)) return null;
  const optionalCatchAll = /^\[\[\.\.\.(.+)\]\]$/.exec(folder);
  if (optionalCatchAll) return `{...${optionalCatchAll[1]}?}`;
  const catchAll = /^\[\.\.\.(.+)\]$/.exec(folder);
  if (catchAll) return `{...${catchAll[1]}}`;
  const param = /^\[(.+)\]$/.exec(folder);
  if (param) return `{${param[1]}}`;
  return folder;
}

/** "app/api/gift-get/[id]/route.ts" -> "/api/gift-get/{id}"; null for a private folder. */
export function urlPathOf(file: string, apiDir = API_DIR): string | null {
  const relative = path.relative(apiDir, path.dirname(file));
  const folders = relative === "" ? [] : relative.split(path.sep);
  if (folders.some((folder) => folder.startsWith("_"))) return null;
  const segments = folders.map(segmentOf).filter((segment): segment is string => segment !== null);
  return ["/api", ...segments].join("/");
}

export function listRouteFiles(root = API_DIR): RouteFile[] {
  const files = fs
    .readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((relative) => /(^|[/\\])route\.(ts|tsx|js|mjs)$/.test(relative))
    .map((relative) => path.join(root, relative))
    .sort();
  return files.flatMap((file) => {
    const urlPath = urlPathOf(file, root);
    return urlPath ? [{ file, path: urlPath, catchAll: urlPath.includes("{...") }] : [];
  });
}
