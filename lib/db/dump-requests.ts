import "server-only";
import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { log } from "@/server/log/log.mjs";

/**
 * The owner's side of backups of the embedded database. PGlite belongs to one process
 * (./lock.ts), so while the shop runs only the shop can read it: `npm run backup`
 * (lib/backup/embedded-dump.ts) leaves a request file in the backups folder and sends the owner
 * SIGUSR2; the owner dumps its database there between two queries (a consistent copy: PGlite
 * runs one statement at a time, and a transaction still open then is simply not in the copy once
 * restored). It lives with the database, which answers, not with the backup that asks.
 */

/** Where backups go unless a file is named: DATA_DIR/backups. */
export function backupsFolder(dataDir: string): string {
  return path.join(dataDir, "backups");
}

/** The database's data folder as a gzipped tar (PGlite's own format, loaded by restore). */
export async function dumpEmbedded(client: PGlite, file: string): Promise<void> {
  const dump = await client.dumpDataDir("gzip");
  const partial = `${file}.partial`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
  fs.renameSync(partial, file); // whole or not at all
}

/** A request's file name in the backups folder: `.request-<uuid>.json`, holding `{ file }`. */
export function dumpRequestName(id: string): string {
  return `.request-${id}.json`;
}

const REQUEST = /^\.request-[0-9a-f-]{36}\.json$/;

/** Answers every waiting request in the backups folder (the owner, on SIGUSR2). */
async function answerRequests(client: PGlite, dataDir: string): Promise<void> {
  const folder = backupsFolder(dataDir);
  if (!fs.existsSync(folder)) return;
  for (const name of fs.readdirSync(folder).filter((n) => REQUEST.test(n))) {
    const requestFile = path.join(folder, name);
    let target: string;
    try {
      target = JSON.parse(fs.readFileSync(requestFile, "utf8")).file;
      fs.rmSync(requestFile);
    } catch {
      continue; // taken by an earlier signal
    }
    // Only ever a file inside the backups folder: the request file names where to write.
    if (path.dirname(path.resolve(target)) !== folder) continue;
    try {
      const started = Date.now();
      await dumpEmbedded(client, target);
      log.info({ file: target, ms: Date.now() - started }, "Database dumped for a backup");
    } catch (error) {
      log.error({ err: error }, "Dumping the database for a backup failed");
      fs.writeFileSync(`${target}.failed`, String((error as Error).message));
    }
  }
}

/**
 * Makes this process (the embedded database's owner) answer backup requests; returns the
 * function that stops it. Requests are answered one signal at a time, in turn.
 */
export function answerBackupRequests(client: PGlite, dataDir: string): () => void {
  let work = Promise.resolve();
  const onSignal = () => {
    work = work.then(() => answerRequests(client, dataDir)).catch(() => undefined);
  };
  process.on("SIGUSR2", onSignal);
  return () => process.off("SIGUSR2", onSignal);
}
