import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { addCompileHints, chunksStartedOnLoad, COMPILE_HINT } from "@/scripts/compile-hints.mjs";

/*
 * `npm run build` marks the chunks a page starts on load with V8's compile hint
 * (scripts/compile-hints.mjs; docs/decisions/0036). Here on a build directory of the same shape
 * as Next's; e2e/first-screen-scripts.spec.ts checks the real build serves them marked.
 */

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const FRAMEWORK = "static/chunks/framework.js";
const PAGE_ENTRY = "static/chunks/collections-page.js";
const LATER = "static/chunks/comes-on-scroll.js";
const STYLES = "static/chunks/shop.css";

/** A build: Next's own chunk, a route's entry chunk, a chunk only a dynamic import loads, and its styles. */
function aBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
  dirs.push(dir);
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  write("build-manifest.json", JSON.stringify({ rootMainFiles: [FRAMEWORK], polyfillFiles: ["static/chunks/legacy.js"] }));
  write(
    "server/app/(store)/collections/page_client-reference-manifest.js",
    'globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n' +
      `globalThis.__RSC_MANIFEST["/(store)/collections/page"] = ${JSON.stringify({
        clientModules: { "[project]/components/later.tsx": { chunks: [`/_next/${LATER}`] } },
        entryCSSFiles: { "[project]/app/layout": [{ path: STYLES }] },
        entryJSFiles: { "[project]/app/layout": [FRAMEWORK], "[project]/app/(store)/collections/page": [PAGE_ENTRY, STYLES] },
      })};`,
  );
  for (const chunk of [FRAMEWORK, PAGE_ENTRY, LATER, "static/chunks/legacy.js"]) write(chunk, `(globalThis.TURBOPACK||[]).push(["${chunk}"]);`);
  write(STYLES, "body{margin:0}");
  return dir;
}

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), "utf8");

describe("the compile hints of a build", () => {
  it("are given to Next's own chunks and each route's entry chunks, and to nothing else", () => {
    const dir = aBuild();
    expect([...chunksStartedOnLoad(dir)].sort()).toEqual([PAGE_ENTRY, FRAMEWORK].sort());
    const before = read(dir, LATER);

    expect(addCompileHints(dir)).toMatchObject({ marked: 2, already: 0 });
    for (const chunk of [FRAMEWORK, PAGE_ENTRY]) {
      expect(read(dir, chunk).startsWith(COMPILE_HINT), chunk).toBe(true);
      expect(read(dir, chunk).slice(COMPILE_HINT.length), "the chunk itself is unchanged").toBe(`(globalThis.TURBOPACK||[]).push(["${chunk}"]);`);
    }
    expect(read(dir, LATER), "a chunk loaded later keeps lazy compiling").toBe(before);
    expect(read(dir, STYLES)).toBe("body{margin:0}");
    expect(read(dir, "static/chunks/legacy.js").startsWith(COMPILE_HINT), "legacy polyfills are not started by a browser that reads hints").toBe(false);
    expect(fs.readdirSync(path.join(dir, "static/chunks")).filter((name) => name.endsWith(".hinted")), "no file is left half written").toEqual([]);
  });

  it("are given once: a second run changes nothing", () => {
    const dir = aBuild();
    addCompileHints(dir);
    const once = read(dir, FRAMEWORK);
    expect(addCompileHints(dir)).toMatchObject({ marked: 0, already: 2 });
    expect(read(dir, FRAMEWORK)).toBe(once);
  });

  it("stop the build when a manifest names a chunk the build lacks", () => {
    const dir = aBuild();
    fs.rmSync(path.join(dir, PAGE_ENTRY));
    expect(() => addCompileHints(dir)).toThrow(/collections-page\.js is named by the build's manifests but is not in/);
  });
});
