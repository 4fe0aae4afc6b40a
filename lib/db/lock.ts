import fs from "node:fs";
import os from "node:os";
import { isAlive } from "@/lib/process-alive";

/**
 * The embedded database belongs to one process. Two processes opening the same PGlite folder
 * get no error and silently lose writes, so the owner keeps a lock file beside the folder and
 * every other opener (a second server, `npm run seed`, drizzle-kit) refuses with this error.
 */
export class EmbeddedDatabaseBusyError extends Error {
  override name = "EmbeddedDatabaseBusyError";
}

type LockInfo = { pid: number; host: string; command: string; since: string };

export function lockPathFor(dataDir: string): string {
  return `${dataDir}.lock`;
}

function readLock(lockPath: string): LockInfo | undefined {
  try {
    return JSON.parse(fs.readFileSync(lockPath, "utf8")) as LockInfo;
  } catch {
    return undefined; // missing, or a half-written file: treated as no owner
  }
}

/** Who holds the embedded database at `dataDir`, if a live process other than this one does. */
export function currentOwner(dataDir: string): LockInfo | undefined {
  const owner = readLock(lockPathFor(dataDir));
  if (!owner || owner.pid === process.pid) return undefined;
  if (owner.host !== os.hostname() || isAlive(owner.pid)) return owner;
  return undefined;
}

export function busyMessage(dataDir: string, owner: LockInfo): string {
  return (
    `The embedded database at ${dataDir} is in use by process ${owner.pid} (${owner.command}, since ${owner.since}). ` +
    `Only one process may open it: stop that process first (for example the running shop server), ` +
    `or point DATABASE_URL at a PostgreSQL server to share one database between processes.`
  );
}

/** Takes the lock for this process, or throws EmbeddedDatabaseBusyError. Released on exit. */
export function acquireLock(dataDir: string): void {
  const lockPath = lockPathFor(dataDir);
  const info: LockInfo = {
    pid: process.pid,
    host: os.hostname(),
    command: process.argv.slice(1, 3).join(" "),
    since: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(info), { flag: "wx" });
      process.once("exit", () => releaseLock(dataDir));
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = readLock(lockPath);
    if (owner?.pid === process.pid) return; // this process already holds it (dev hot reload)
    const live = currentOwner(dataDir);
    if (live) throw new EmbeddedDatabaseBusyError(busyMessage(dataDir, live));
    fs.rmSync(lockPath, { force: true }); // left by a process that has died: take it over
  }
  throw new EmbeddedDatabaseBusyError(`Could not take the lock ${lockPath}; another process keeps taking it.`);
}

export function releaseLock(dataDir: string): void {
  const lockPath = lockPathFor(dataDir);
  if (readLock(lockPath)?.pid === process.pid) fs.rmSync(lockPath, { force: true });
}
