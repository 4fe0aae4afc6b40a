import "server-only";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * PostgreSQL's own pg_dump and pg_restore: on PATH (Debian's postgresql-client), else the newest
 * under /usr/lib/postgresql. Their version must be at least the server's.
 */
function program(name: "pg_dump" | "pg_restore"): string {
  if (spawnSync(name, ["--version"]).status === 0) return name;
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  for (const version of versions.reverse()) {
    const candidate = path.join(root, version, "bin", name);
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error(`${name} was not found: install PostgreSQL's client programs (Debian: apt-get install postgresql-client).`);
}

function run(name: "pg_dump" | "pg_restore", args: string[]): void {
  const result = spawnSync(program(name), args, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${name} failed: ${result.stderr || result.error?.message}`);
}

/** A consistent snapshot of the database: `snapshot`, exported by a transaction still open. */
export function pgDump(url: string, file: string, snapshot: string): void {
  run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--snapshot=${snapshot}`, `--file=${file}`, `--dbname=${url}`]);
}

/** Replaces what the dump holds, in one transaction: all of it is restored, or nothing changes. */
export function pgRestore(url: string, file: string): void {
  run("pg_restore", ["--clean", "--if-exists", "--no-owner", "--no-privileges", "--single-transaction", "--exit-on-error", `--dbname=${url}`, file]);
}
