import "server-only";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Client } from "pg";
import { sql } from "drizzle-orm";
import type { Config } from "@/lib/config";
import { queryRows } from "@/lib/db";
import { backupsFolder } from "@/lib/db/dump-requests";
import { busyMessage, currentOwner, EmbeddedDatabaseBusyError } from "@/lib/db/lock";
import { openEmbedded, openPostgres, pgliteExtensions } from "@/lib/db/open";
import { DATABASE_FILE, fileStamp, unpackBackup, type BackupManifest } from "./archive";
import { backupShop, describeDatabase } from "./backup";
import { pgRestore } from "./postgres-tools";

/**
 * `npm run restore FILE`: brings a backup back in place of the configured shop's database and
 * pictures. Nothing is thrown away: the embedded database and the uploads folder are moved aside
 * (`*.before-restore-{time}`), and a PostgreSQL database is first backed up itself. The restored
 * database is then migrated to this version's schema, and its rows counted against the backup's.
 */
export type RestoreResult = { manifest: BackupManifest; counts: Record<string, number>; keptAside: string[] };

function moveAside(folder: string, stamp: string, keptAside: string[]): void {
  if (!fs.existsSync(folder)) return;
  const aside = `${folder}.before-restore-${stamp}`;
  fs.renameSync(folder, aside);
  keptAside.push(aside);
}

function restoreUploads(staging: string, manifest: BackupManifest, config: Config, stamp: string, keptAside: string[]): void {
  if (!manifest.uploads) return;
  moveAside(config.uploadsDir, stamp, keptAside);
  fs.cpSync(path.join(staging, "uploads"), config.uploadsDir, { recursive: true });
}

function checkCounts(manifest: BackupManifest, counts: Record<string, number>): void {
  const differ = Object.entries(manifest.counts).filter(([table, n]) => counts[table] !== n);
  if (differ.length) {
    throw new Error(`The restored database does not hold what the backup says: ${differ.map(([t, n]) => `${t} ${counts[t]} (backup: ${n})`).join(", ")}.`);
  }
}

async function restoreEmbedded(config: Config, staging: string, manifest: BackupManifest, stamp: string): Promise<RestoreResult> {
  const folder = path.join(config.dataDir, "pglite");
  const owner = currentOwner(folder);
  if (owner) throw new EmbeddedDatabaseBusyError(`${busyMessage(folder, owner)} A restore replaces the database, so the shop must be stopped.`);
  const keptAside: string[] = [];
  moveAside(folder, stamp, keptAside);
  fs.rmSync(`${folder}.lock`, { force: true });
  const loaded = await PGlite.create(folder, { loadDataDir: new Blob([fs.readFileSync(path.join(staging, DATABASE_FILE.pglite))]), extensions: pgliteExtensions });
  await loaded.close();
  // Opened as the shop opens it: migrated to this version's schema.
  const handle = await openEmbedded(config.dataDir);
  let counts: Record<string, number>;
  try {
    counts = (await describeDatabase({ query: async (text) => ({ rows: await queryRows<Record<string, unknown>>(handle.db, sql.raw(text)) }) })).counts;
  } finally {
    await handle.close();
  }
  restoreUploads(staging, manifest, config, stamp, keptAside);
  return { manifest, counts, keptAside };
}

async function restorePostgres(config: Config, url: string, staging: string, manifest: BackupManifest, stamp: string): Promise<RestoreResult> {
  const safety = path.join(backupsFolder(config.dataDir), `before-restore-${stamp}.tar`);
  await backupShop(config, safety);
  const keptAside = [safety];
  pgRestore(url, path.join(staging, DATABASE_FILE.postgres));
  const handle = await openPostgres(url); // migrated to this version's schema
  await handle.close();
  const client = new Client({ connectionString: url });
  await client.connect();
  let counts: Record<string, number>;
  try {
    counts = (await describeDatabase(client)).counts;
  } finally {
    await client.end();
  }
  restoreUploads(staging, manifest, config, stamp, keptAside);
  return { manifest, counts, keptAside };
}

export async function restoreShop(config: Config, file: string): Promise<RestoreResult> {
  const { staging, manifest } = unpackBackup(file);
  try {
    const target = config.databaseUrl ? "postgres" : "pglite";
    if (manifest.kind !== target) {
      throw new Error(
        `${file} holds ${manifest.kind === "pglite" ? "an embedded database" : "a PostgreSQL database"}, but this shop is configured for ${target === "pglite" ? "the embedded database" : "PostgreSQL (DATABASE_URL)"}. Restore it to the same kind of database.`,
      );
    }
    const stamp = fileStamp();
    const result = config.databaseUrl ? await restorePostgres(config, config.databaseUrl, staging, manifest, stamp) : await restoreEmbedded(config, staging, manifest, stamp);
    checkCounts(manifest, result.counts);
    return result;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
