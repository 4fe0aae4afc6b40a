import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "@/server/door/node-flags.mjs";

/*
 * The server runs with SERVER_NODE_FLAGS (server/door/node-flags.mjs) wherever it is started: by
 * `npm start`, and by the scripts and tests that measure or exercise it, so a benchmark measures
 * the server a shop runs.
 */

/** Source files under `dir` (recursively) that start server/index.mjs with spawn. */
function serverStarters(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...serverStarters(file));
    else if (/\.(ts|mjs)$/.test(entry.name) && /spawn\([^)]*"server\/index\.mjs"/s.test(fs.readFileSync(file, "utf8"))) found.push(file);
  }
  return found;
}

describe("the server's Node.js flags", () => {
  it("are npm start's", () => {
    const manifest = JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    expect(manifest.scripts.start).toBe(`node ${SERVER_NODE_FLAGS.join(" ")} server/index.mjs`);
  });

  it("are passed by every script and test that starts server/index.mjs", () => {
    const starters = [...serverStarters("scripts"), ...serverStarters("tests")];
    expect(starters.length).toBeGreaterThanOrEqual(4);
    for (const file of starters) expect(fs.readFileSync(file, "utf8"), file).toContain('[...SERVER_NODE_FLAGS, "server/index.mjs"');
  });

  it("are accepted by this Node.js", () => {
    const run = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, "-e", "process.exit(0)"], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });
});
