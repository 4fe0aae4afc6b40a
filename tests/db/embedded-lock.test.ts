import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { queryRows } from "@/lib/db";
import { EmbeddedDatabaseBusyError, lockPathFor } from "@/lib/db/lock";
import { openEmbedded } from "@/lib/db/open";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-lock-"));
const tsx = ["--import", "tsx", "--import", "./scripts/server-context.mjs"];
let holder: ChildProcess | undefined;

function startHolder(): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...tsx, "tests/fixtures/hold-embedded-database.ts", dataDir], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("ready")) resolve(child);
    });
    child.once("exit", (code) => reject(new Error(`holder exited early with ${code}`)));
  });
}

afterAll(() => {
  holder?.kill("SIGKILL");
});

describe("the embedded database belongs to one process", () => {
  it("refuses a second opener with a clear message while the first holds it", async () => {
    holder = await startHolder();
    const folder = path.join(dataDir, "pglite");
    const attempt = openEmbedded(dataDir);
    await expect(attempt).rejects.toBeInstanceOf(EmbeddedDatabaseBusyError);
    await expect(attempt).rejects.toThrow(new RegExp(`in use by process ${holder.pid}.*Only one process may open it`));
    expect(JSON.parse(fs.readFileSync(lockPathFor(folder), "utf8")).pid).toBe(holder.pid);
  }, 60_000);

  it("makes `npm run seed` refuse too, changing nothing", () => {
    const seed = spawnSync(process.execPath, [...tsx, "scripts/seed.ts"], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(seed.status).toBe(1);
    expect(seed.stderr).toContain("is in use by process");
    expect(fs.existsSync(path.join(dataDir, "uploads"))).toBe(false);
  }, 60_000);

  it("lets the next process in once the owner has gone, with the owner's writes intact", async () => {
    holder!.kill("SIGKILL");
    await new Promise((resolve) => holder!.once("exit", resolve));
    const handle = await openEmbedded(dataDir); // the dead owner's lock is taken over
    const rows = await queryRows<{ note: string }>(handle.db, sql`select note from held_by_other`);
    expect(rows).toEqual([{ note: "written by the first owner" }]);
    await handle.close();
    expect(fs.existsSync(lockPathFor(path.join(dataDir, "pglite")))).toBe(false);
  }, 60_000);
});
