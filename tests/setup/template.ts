import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { Client } from "pg";
import { openPostgres, pgliteExtensions, attachPglite } from "@/lib/db/open";
import { seedDatabase } from "@/lib/seed";

/**
 * Test databases are copies of one template, migrated and seeded once per test run: a fresh
 * PGlite costs about 2 s, loading a dumped copy a fraction of that; on PostgreSQL,
 * CREATE DATABASE ... TEMPLATE copies in milliseconds.
 */
export type TestTemplate = { kind: "pglite"; dumpFile: string } | { kind: "postgres"; serverUrl: string; database: string };

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function buildTemplate(databaseUrl: string | undefined): Promise<TestTemplate> {
  if (databaseUrl) {
    const database = `shop_test_template_${process.pid}`;
    const admin = new Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${database}`);
    await admin.query(`create database ${database}`);
    await admin.end();
    const handle = await openPostgres(withDatabase(databaseUrl, database));
    await seedDatabase(handle.db);
    await handle.close();
    return { kind: "postgres", serverUrl: databaseUrl, database };
  }
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const handle = await attachPglite(client);
  await seedDatabase(handle.db);
  const dump = await client.dumpDataDir("none");
  const dumpFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "shop-template-")), "template.tar");
  fs.writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  return { kind: "pglite", dumpFile };
}

export async function dropTemplate(template: TestTemplate): Promise<void> {
  if (template.kind === "pglite") {
    fs.rmSync(path.dirname(template.dumpFile), { recursive: true, force: true });
    return;
  }
  const admin = new Client({ connectionString: template.serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${template.database} with (force)`);
  await admin.end();
}
