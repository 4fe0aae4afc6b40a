import "server-only";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Client } from "pg";
import type { Config } from "@/lib/config";
import { backupsFolder, dumpEmbedded } from "@/lib/db/dump-requests";
import { acquireLock, currentOwner, releaseLock } from "@/lib/db/lock";
import { pgliteExtensions } from "@/lib/db/open";
import { BACKUP_FORMAT, DATABASE_FILE, fileStamp, packBackup, stagingFolder, type BackupManifest } from "./archive";
import { requestDumpFromOwner } from "./embedded-dump";
import { pgDump } from "./postgres-tools";

/** The tables a shop cannot lose, counted into every backup's manifest to check a restore by. */
export const COUNTED_TABLES = ["products", "categories", "sellers", "customers", "orders", "order_lines", "payments", "reviews", "coupons", "blogs", "banners", "gifts"] as const;

type Queryable = { query: (sql: string) => Promise<{ rows: Record<string, unknown>[] }> };

/** Rows per counted table, and how many migrations were applied. */
export async function describeDatabase(db: Queryable): Promise<{ counts: Record<string, number>; migrations: number }> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES) counts[table] = Number((await db.query(`select count(*)::int as n from ${table}`)).rows[0]!.n);
  const migrations = Number((await db.query("select count(*)::int as n from drizzle.__drizzle_migrations")).rows[0]!.n);
  return { counts, migrations };
}

/** The default file: DATA_DIR/backups/teerang-{time}.tar. */
export function defaultBackupFile(config: Config, at = new Date()): string {
  return path.join(backupsFolder(config.dataDir), `teerang-${fileStamp(at)}.tar`);
}

function hasUploads(config: Config): boolean {
  return fs.existsSync(config.uploadsDir) && fs.readdirSync(config.uploadsDir).length > 0;
}

/**
 * Backs up the embedded database: through the running shop when it owns the database (it dumps
 * between two queries, SIGUSR2), else by opening it here. The dump is loaded once in memory to
 * count its rows, so a backup that could not be restored is never reported as written.
 */
async function backupEmbedded(config: Config, file: string): Promise<BackupManifest> {
  const staging = stagingFolder();
  try {
    const dump = path.join(staging, DATABASE_FILE.pglite);
    const folder = path.join(config.dataDir, "pglite");
    if (!fs.existsSync(folder)) throw new Error(`There is no embedded database at ${folder} to back up.`);
    const owner = currentOwner(folder);
    if (owner) {
      // The owner writes only inside the backups folder; the dump is moved into staging after.
      const handover = path.join(backupsFolder(config.dataDir), `.dump-${path.basename(staging)}.tar.gz`);
      await requestDumpFromOwner(owner.pid, config.dataDir, handover);
      fs.renameSync(handover, dump);
    } else {
      acquireLock(folder);
      try {
        const client = await PGlite.create(folder, { extensions: pgliteExtensions });
        await dumpEmbedded(client, dump);
        await client.close();
      } finally {
        releaseLock(folder);
      }
    }
    const copy = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(dump)]), extensions: pgliteExtensions });
    const described = await describeDatabase(copy);
    await copy.close();
    const manifest: BackupManifest = { format: BACKUP_FORMAT, kind: "pglite", createdAt: new Date().toISOString(), ...described, uploads: hasUploads(config) };
    packBackup(staging, manifest, config.uploadsDir, file);
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Backs up a PostgreSQL database with pg_dump while the shop keeps running. The rows are counted
 * in a snapshot that pg_dump then dumps (pg_export_snapshot), so the manifest's counts are
 * exactly what the dump holds.
 */
async function backupPostgres(config: Config, url: string, file: string): Promise<BackupManifest> {
  const staging = stagingFolder();
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("begin isolation level repeatable read read only");
    const snapshot = String((await client.query("select pg_export_snapshot() as id")).rows[0].id);
    const described = await describeDatabase(client);
    pgDump(url, path.join(staging, DATABASE_FILE.postgres), snapshot);
    await client.query("commit");
    const manifest: BackupManifest = { format: BACKUP_FORMAT, kind: "postgres", createdAt: new Date().toISOString(), ...described, uploads: hasUploads(config) };
    packBackup(staging, manifest, config.uploadsDir, file);
    return manifest;
  } finally {
    await client.end();
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Writes a backup of the configured shop (database and uploaded pictures) to `file`. */
export function backupShop(config: Config, file: string): Promise<BackupManifest> {
  return config.databaseUrl ? backupPostgres(config, config.databaseUrl, file) : backupEmbedded(config, file);
}
