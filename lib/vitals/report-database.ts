import "server-only";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { requestDumpFromOwner } from "@/lib/backup/embedded-dump";
import type { Config } from "@/lib/config";
import { closeDatabase, getDb, type Database } from "@/lib/db";
import { backupsFolder } from "@/lib/db/dump-requests";
import { currentOwner } from "@/lib/db/lock";
import { pgliteExtensions } from "@/lib/db/open";
import * as schema from "@/models";

/**
 * Runs a read-only report against the shop's database, wherever it is: PostgreSQL directly; the
 * embedded database directly when no server holds it, and otherwise on a copy the running shop
 * dumps for us (as `npm run backup` does: two processes must never open one PGlite folder), read
 * in memory and thrown away.
 */
export async function withReportDatabase<T>(config: Config, report: (db: Database) => Promise<T>): Promise<T> {
  const folder = path.join(config.dataDir, "pglite");
  const owner = config.databaseUrl ? null : currentOwner(folder);
  if (!owner) {
    try {
      return await report(await getDb());
    } finally {
      await closeDatabase();
    }
  }
  const handover = path.join(backupsFolder(config.dataDir), `.vitals-${process.pid}-${Date.now()}.tar.gz`);
  try {
    await requestDumpFromOwner(owner.pid, config.dataDir, handover);
    const copy = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(handover)]), extensions: pgliteExtensions });
    try {
      return await report(drizzle(copy, { schema }) as unknown as Database);
    } finally {
      await copy.close();
    }
  } finally {
    fs.rmSync(handover, { force: true });
  }
}
