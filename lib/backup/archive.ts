import "server-only";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A backup is one tar file: `backup.json` (what it holds), the database (`database.tar.gz`, the
 * embedded database's own dump, or `database.dump`, pg_dump's custom format) and `uploads/`, the
 * pictures sellers uploaded. System tar packs it (GNU tar refuses to unpack outside its folder).
 */

export const BACKUP_FORMAT = 1;

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  kind: "pglite" | "postgres";
  createdAt: string;
  /** Migrations applied to the database when it was dumped. */
  migrations: number;
  /** Rows in the tables a shop cannot lose, to check a restore against. */
  counts: Record<string, number>;
  /** Whether uploads/ is in the file. */
  uploads: boolean;
};

export const DATABASE_FILE = { pglite: "database.tar.gz", postgres: "database.dump" } as const;

function tar(args: string[]): void {
  const run = spawnSync("tar", args, { encoding: "utf8" });
  if (run.status !== 0) throw new Error(`tar ${args[0]} failed: ${run.stderr || run.error?.message}`);
}

/** A folder to gather or unpack a backup in; removed by the caller. */
export function stagingFolder(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "shop-backup-"));
}

/** Packs `staging` (database file already in it) with the manifest and the uploads into `file`. */
export function packBackup(staging: string, manifest: BackupManifest, uploadsDir: string, file: string): void {
  fs.writeFileSync(path.join(staging, "backup.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  const members = ["backup.json", DATABASE_FILE[manifest.kind]];
  if (manifest.uploads) {
    fs.cpSync(uploadsDir, path.join(staging, "uploads"), { recursive: true });
    members.push("uploads");
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  tar(["-cf", partial, "-C", staging, ...members]);
  fs.chmodSync(partial, 0o600); // customers' accounts and orders are inside
  fs.renameSync(partial, file);
}

/** Unpacks `file` into a new staging folder and reads its manifest. */
export function unpackBackup(file: string): { staging: string; manifest: BackupManifest } {
  if (!fs.existsSync(file)) throw new Error(`No backup at ${file}.`);
  const staging = stagingFolder();
  tar(["-xf", file, "-C", staging, "--no-same-owner"]);
  const manifestFile = path.join(staging, "backup.json");
  if (!fs.existsSync(manifestFile)) throw new Error(`${file} is not a shop backup (it has no backup.json).`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT || !(manifest.kind in DATABASE_FILE)) throw new Error(`${file} is a backup this version cannot read.`);
  if (!fs.existsSync(path.join(staging, DATABASE_FILE[manifest.kind]))) throw new Error(`${file} has no database in it.`);
  return { staging, manifest };
}

/** "2026-11-24T06-05-00Z": a time for file names. */
export function fileStamp(at = new Date()): string {
  return at.toISOString().replace(/\.\d+Z$/, "Z").replaceAll(":", "-");
}
