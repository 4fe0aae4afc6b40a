import "server-only";
import fs from "node:fs/promises";
import path from "node:path";

/**
 * The service worker's text as /sw.js serves it: this build's id, then lib/offline/service-worker.js.
 * A new build is a new id, so browsers see a changed script, install it, and its caches replace
 * the old ones (docs/decisions/0023-offline-worker.md). Read once per process: a running server
 * serves one build. Both files are read from the shop's folder (the server runs from it, as
 * `npm start` does); `next dev` has no BUILD_ID, and its pages register no worker.
 */
let script: Promise<string> | undefined;

async function buildId(): Promise<string> {
  try {
    return (await fs.readFile(path.join(process.cwd(), ".next", "BUILD_ID"), "utf8")).trim();
  } catch {
    return "development";
  }
}

export function workerScript(): Promise<string> {
  script ??= (async () => {
    const [id, source] = await Promise.all([buildId(), fs.readFile(path.join(process.cwd(), "lib", "offline", "service-worker.js"), "utf8")]);
    return `const VERSION = ${JSON.stringify(id)};\n${source}`;
  })();
  return script;
}
