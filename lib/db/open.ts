import "server-only";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { Pool } from "pg";
import * as schema from "@/models";
import { answerBackupRequests } from "./dump-requests";
import { acquireLock, releaseLock } from "./lock";
import { migrationsFolder } from "./migrations";
import { pgliteNotifications, postgresNotifications } from "./notifications";
import { loadPinCodes } from "./pin-codes";
import type { Database, DatabaseHandle } from "./types";
import { log } from "@/server/log/log.mjs";

/** PGlite needs its extensions named when it starts; the migrations create them. */
export const pgliteExtensions = { pg_trgm };

// Any fixed number: every process migrating the same server waits on this advisory lock.
const MIGRATION_LOCK_KEY = 7_245_310_021;

/** Opens a PostgreSQL server through a pool and brings its schema up to date. */
export async function openPostgres(url: string, { poolMax = 10 }: { poolMax?: number } = {}): Promise<DatabaseHandle> {
  // JIT off: the shop's queries are short, index-served reads and small writes, and compiling
  // never paid back its cost on the few that scan (docs/decisions/0010). Set per connection, so
  // it holds whatever the server's own setting.
  //
  // Never hanging: connecting gives up after 5 s, and a query with no reply for 30 s (a server
  // gone silent, not merely slow: the slowest migration step takes a few seconds at 100,000
  // products) fails rather than holding its request open; the request is then answered 503
  // (lib/db/unavailable.ts). TCP keepalive notices a dead server on an idle connection.
  const pool = new Pool({
    connectionString: url,
    connectionTimeoutMillis: 5_000,
    query_timeout: 30_000,
    keepAlive: true,
    idleTimeoutMillis: 30_000,
    max: poolMax,
    options: "-c jit=off",
  });
  // An idle connection the server drops (restart, admin terminate) emits 'error' on the pool;
  // unhandled, that would crash the process. The pool replaces the connection on next use.
  pool.on("error", (error) => log.error({ err: error }, "PostgreSQL connection lost"));
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    // Under the same lock, so servers starting together load the directory once.
    await loadPinCodes(drizzlePg(client, { schema }) as unknown as Database);
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  const notifications = postgresNotifications(url);
  return {
    db,
    kind: "postgres",
    notifications,
    close: async () => {
      await notifications.close();
      await pool.end();
    },
  };
}

/** Wraps a PGlite instance (on disk or in memory) and brings its schema up to date. */
export async function attachPglite(client: PGlite, onClose?: () => void): Promise<DatabaseHandle> {
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  await loadPinCodes(db as unknown as Database);
  const notifications = pgliteNotifications(client);
  return {
    db: db as unknown as Database,
    kind: "pglite",
    notifications,
    close: async () => {
      await notifications.close();
      await client.close();
      onClose?.();
    },
  };
}

/** Opens the embedded database under `dataDir`, owned by this process alone. */
export async function openEmbedded(dataDir: string): Promise<DatabaseHandle> {
  const folder = path.join(dataDir, "pglite");
  // PGlite does not create the parent folders of its data directory.
  fs.mkdirSync(dataDir, { recursive: true });
  acquireLock(folder);
  let stopAnswering = () => {};
  try {
    const client = await PGlite.create(folder, { extensions: pgliteExtensions });
    // The owner answers `npm run backup` (./dump-requests.ts).
    stopAnswering = answerBackupRequests(client, dataDir);
    return await attachPglite(client, () => {
      stopAnswering();
      releaseLock(folder);
    });
  } catch (error) {
    stopAnswering();
    releaseLock(folder);
    throw error;
  }
}
