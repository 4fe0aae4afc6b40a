// After `next build` (`npm run build` runs it): marks every chunk a page starts on load with V8's
// explicit compile hint, `//# allFunctionsCalledOnLoad` as its first line. Chromium (136 and
// later) then compiles the whole file on a background thread while it downloads, instead of
// compiling each function on the main thread the first time it is called: on a throttled phone
// that compiling was a third of the long tasks after the first paint (docs/decisions/0036).
// Other engines read it as a comment.
//
// Only the chunks a page's HTML names are marked: Next's own (the build manifest's
// rootMainFiles) and each route's entry chunks (its client reference manifests' entryJSFiles),
// whose functions mostly run while the page hydrates. A chunk loaded later (a dynamic import, a
// section that comes on scroll) keeps lazy compiling, so the phone does not compile code it may
// never call. Running it twice changes nothing.
//   node scripts/compile-hints.mjs [buildDir]
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { fileURLToPath } from "node:url";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * The build's files (relative to the build directory, e.g. `static/chunks/x.js`) that some
 * page's HTML starts on load.
 * @param {string} buildDir e.g. `.next`
 * @returns {Set<string>}
 */
export function chunksStartedOnLoad(buildDir) {
  const build = JSON.parse(fs.readFileSync(path.join(buildDir, "build-manifest.json"), "utf8"));
  /** @type {Set<string>} */
  const chunks = new Set(build.rootMainFiles ?? []);
  for (const file of manifestsUnder(path.join(buildDir, "server", "app"))) {
    // Each manifest is a script assigning to globalThis.__RSC_MANIFEST; it is this build's own.
    /** @type {{ __RSC_MANIFEST: Record<string, { entryJSFiles?: Record<string, string[]> }> }} */
    const sandbox = { __RSC_MANIFEST: {} };
    vm.runInNewContext(fs.readFileSync(file, "utf8"), sandbox, { filename: file, timeout: 1000 });
    for (const route of Object.values(sandbox.__RSC_MANIFEST)) {
      for (const files of Object.values(route.entryJSFiles ?? {})) for (const chunk of files) chunks.add(chunk);
    }
  }
  return new Set([...chunks].filter((chunk) => chunk.endsWith(".js") && chunk.startsWith("static/chunks/")));
}

/** @param {string} dir @returns {string[]} */
function manifestsUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith("_client-reference-manifest.js"))
    .map((name) => path.join(dir, name));
}

/**
 * Puts the hint first in each chunk started on load that lacks it.
 * @param {string} buildDir
 * @returns {{ marked: number; already: number; bytes: number }}
 */
export function addCompileHints(buildDir) {
  let marked = 0;
  let already = 0;
  let bytes = 0;
  for (const chunk of chunksStartedOnLoad(buildDir)) {
    const file = path.join(buildDir, chunk);
    if (!fs.existsSync(file)) throw new Error(`${chunk} is named by the build's manifests but is not in ${buildDir}`);
    const body = fs.readFileSync(file, "utf8");
    bytes += Buffer.byteLength(body);
    if (body.startsWith(COMPILE_HINT)) {
      already++;
      continue;
    }
    // Write beside it and rename: a server reading the chunk meanwhile gets one whole file or the other.
    fs.writeFileSync(`${file}.hinted`, COMPILE_HINT + body);
    fs.renameSync(`${file}.hinted`, file);
    marked++;
  }
  return { marked, already, bytes };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const buildDir = process.argv[2] ?? ".next";
  const { marked, already, bytes } = addCompileHints(buildDir);
  console.log(
    `Compile hints: ${marked} chunk(s) marked, ${already} already marked (${Math.round(bytes / 1024)} kB a page may start on load).`,
  );
}
