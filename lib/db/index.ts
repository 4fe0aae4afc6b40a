import "server-only";
import type { SQL } from "drizzle-orm";
import { getConfig } from "@/lib/config";
import { openEmbedded, openPostgres } from "./open";
import type { Database, DatabaseHandle, Transaction } from "./types";

export type { Database, DatabaseHandle, DatabaseKind, Transaction } from "./types";

// One handle per process, kept on globalThis so it survives dev hot reloads and is shared by
// every bundle Next builds (instrumentation, pages and route handlers are separate bundles).
const globalForDb = globalThis as unknown as { __shopDatabase?: Promise<DatabaseHandle> };

function open(): Promise<DatabaseHandle> {
  const config = getConfig();
  return config.databaseUrl ? openPostgres(config.databaseUrl, { poolMax: config.databasePoolMax }) : openEmbedded(config.dataDir);
}

/** The process's database, opened and migrated on first use. */
export function getDatabaseHandle(): Promise<DatabaseHandle> {
  if (!globalForDb.__shopDatabase) {
    const opening = open();
    globalForDb.__shopDatabase = opening;
    // A failed open is not kept, so the next request tries again (e.g. a server that was down).
    opening.catch(() => {
      if (globalForDb.__shopDatabase === opening) globalForDb.__shopDatabase = undefined;
    });
  }
  return globalForDb.__shopDatabase;
}

export async function getDb(): Promise<Database> {
  return (await getDatabaseHandle()).db;
}

/** Runs `work` in one transaction: all of it is stored, or none of it. */
export async function withTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
  const db = await getDb();
  return db.transaction(work);
}

/** Makes `handle` the process's database (tests give each file its own). */
export function setDatabaseHandle(handle: DatabaseHandle | undefined): void {
  globalForDb.__shopDatabase = handle ? Promise.resolve(handle) : undefined;
}

/** Closes the process's database, releasing the embedded database's lock. */
export async function closeDatabase(): Promise<void> {
  const opening = globalForDb.__shopDatabase;
  globalForDb.__shopDatabase = undefined;
  if (opening) await (await opening).close();
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`, which Drizzle's shared type hides. */
export async function queryRows<Row>(db: Database | Transaction, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
