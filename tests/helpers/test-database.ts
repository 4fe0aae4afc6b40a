import fs from "node:fs";
import { randomUUID } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { Client } from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { closeDatabase, setDatabaseHandle, type Database, type DatabaseHandle } from "@/lib/db";
import { openPostgres, pgliteExtensions, attachPglite } from "@/lib/db/open";
import { withDatabase } from "../setup/template";

/** A fresh database for one test file: a copy of the migrated, seeded template. */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const template = inject("testTemplate");
  if (template.kind === "pglite") {
    const client = await PGlite.create({
      loadDataDir: new Blob([fs.readFileSync(template.dumpFile)]),
      extensions: pgliteExtensions,
    });
    return attachPglite(client);
  }
  const database = `shop_test_${randomUUID().replaceAll("-", "")}`;
  const admin = new Client({ connectionString: template.serverUrl });
  await admin.connect();
  await admin.query(`create database ${database} template ${template.database}`);
  await admin.end();
  const handle = await openPostgres(withDatabase(template.serverUrl, database));
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new Client({ connectionString: template.serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${database} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * Gives the calling test file its own database and makes it the one the app's services and
 * route handlers use (getDb()). Returns a getter for use inside tests.
 */
export function withTestDatabase(): () => Database {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await createTestDatabase();
    setDatabaseHandle(handle);
  });
  afterAll(async () => {
    await closeDatabase();
  });
  return () => {
    if (!handle) throw new Error("withTestDatabase(): the database is opened in beforeAll");
    return handle.db;
  };
}
