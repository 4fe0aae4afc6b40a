import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { PGlite } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import { Client } from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { closeDatabase, setDatabaseHandle, type Database, type DatabaseHandle } from "@/lib/db";
import { openEmbedded, openPostgres, pgliteExtensions } from "@/lib/db/open";
import { orderLines, orders, payments, products } from "@/models";
import { newShopper, seededProducts } from "../api/commerce-support";
import { addToCart, placedOrderId } from "../api/orders-support";
import { withDatabase } from "../setup/template";

/**
 * `npm run backup` and `npm run restore FILE` (lib/backup/), run as a shopkeeper runs them:
 * an order is placed, the shop is backed up while its database is open, the order is lost, and
 * the restore brings back the order, its lines, its payment, the stock it took and the pictures.
 */
const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");
const template = inject("testTemplate");

/** Runs one of the shop's npm scripts with `env`; never blocks this process (it may be asked to dump). */
async function script(name: "backup" | "restore", args: string[], env: Record<string, string>) {
  try {
    const { stdout } = await run("npx", ["tsx", "--import", "./scripts/server-context.mjs", `scripts/${name}.ts`, ...args], { cwd: ROOT, env: { ...process.env, LOG_LEVEL: "silent", ...env }, timeout: 120_000 });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}

type Books = { order: unknown; lines: unknown[]; payments: unknown[]; stock: number };

async function booksOf(db: Database, orderId: string, productId: string): Promise<Books> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
  const paid = await db.select().from(payments).where(eq(payments.orderId, orderId));
  const [product] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return { order, lines, payments: paid, stock: product!.stock };
}

/** A shopper orders 3 of a product; returns the books of it. */
async function placeAnOrder(db: Database): Promise<{ orderId: string; productId: string; books: Books }> {
  const [product] = await seededProducts(db, 1, { stock: 50 });
  const shopper = await newShopper(db, `backup-${randomUUID().slice(0, 8)}`);
  await addToCart(shopper, product!, 3);
  const orderId = await placedOrderId(shopper);
  return { orderId, productId: product!.id, books: await booksOf(db, orderId, product!.id) };
}

/** The order is lost and its stock changed: what a restore must undo. */
async function loseTheOrder(db: Database, orderId: string, productId: string): Promise<void> {
  await db.delete(orders).where(eq(orders.id, orderId));
  await db.update(products).set({ stock: 0 }).where(eq(products.id, productId));
  expect(await db.select().from(orders).where(eq(orders.id, orderId))).toEqual([]);
}

describe.skipIf(template.kind !== "pglite")("backup and restore of the embedded database", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-backup-"));
  const env = { DATA_DIR: dataDir };
  const backupFile = path.join(dataDir, "backups", "before-the-loss.tar");
  const picture = path.join(dataDir, "uploads", "products", "seller-upload.webp");
  let handle: DatabaseHandle;

  afterAll(async () => {
    await closeDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("backs up while the shop holds the database, and restores the order, its stock and the pictures", async () => {
    // The shop's embedded database, from the seeded template, opened as the server opens it.
    const seeded = await PGlite.create(path.join(dataDir, "pglite"), { loadDataDir: new Blob([fs.readFileSync(template.kind === "pglite" ? template.dumpFile : "")]), extensions: pgliteExtensions });
    await seeded.close();
    handle = await openEmbedded(dataDir);
    setDatabaseHandle(handle);
    fs.mkdirSync(path.dirname(picture), { recursive: true });
    fs.writeFileSync(picture, "a seller's picture");

    const { orderId, productId, books } = await placeAnOrder(handle.db);
    expect(books.lines).toHaveLength(1);

    // This process owns the database (as a running shop does): the script asks it for the dump.
    const backup = await script("backup", [backupFile], env);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/Backup written to .*before-the-loss\.tar .*pglite; .*[1-9]\d* orders/);
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);

    await loseTheOrder(handle.db, orderId, productId);
    fs.rmSync(picture);

    // A restore replaces the database: refused while the shop holds it.
    const refused = await script("restore", [backupFile], env);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toMatch(/in use by process .*must be stopped/s);

    await closeDatabase();
    const restored = await script("restore", [backupFile], env);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toMatch(/Restored the backup of/);
    expect(restored.output).toMatch(/kept at .*pglite\.before-restore-/);

    handle = await openEmbedded(dataDir);
    setDatabaseHandle(handle);
    expect(await booksOf(handle.db, orderId, productId)).toEqual(books);
    expect(fs.readFileSync(picture, "utf8")).toBe("a seller's picture");
    // Nothing was thrown away: the database as it was before the restore is kept aside.
    expect(fs.readdirSync(dataDir).filter((name) => name.startsWith("pglite.before-restore-"))).toHaveLength(1);
  }, 180_000);

  it("says clearly what is wrong with a file that is not a backup, or a backup of another kind", async () => {
    const notABackup = path.join(dataDir, "notes.tar");
    fs.writeFileSync(notABackup, "not a tar file");
    const garbage = await script("restore", [notABackup], env);
    expect(garbage.code).not.toBe(0);
    expect(garbage.output).toMatch(/tar -xf failed|not a shop backup/);

    const missing = await script("restore", [path.join(dataDir, "nowhere.tar")], env);
    expect(missing.output).toMatch(/No backup at/);

    const other = await script("restore", [backupFile], { ...env, DATABASE_URL: "postgres://nobody@127.0.0.1:1/none" });
    expect(other.code).not.toBe(0);
    expect(other.output).toMatch(/holds an embedded database, but this shop is configured for PostgreSQL/);
  }, 120_000);
});

describe.skipIf(template.kind !== "postgres")("backup and restore on PostgreSQL", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-backup-pg-"));
  const database = `shop_backup_${randomUUID().replaceAll("-", "")}`;
  const serverUrl = template.kind === "postgres" ? template.serverUrl : "postgres://unused@127.0.0.1/unused";
  const url = withDatabase(serverUrl, database);
  const env = { DATA_DIR: dataDir, DATABASE_URL: url };
  const backupFile = path.join(dataDir, "backups", "before-the-loss.tar");

  afterAll(async () => {
    await closeDatabase();
    if (template.kind !== "postgres") return;
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("backs up with pg_dump while the shop runs, and restores the order and its stock, keeping a backup of what it replaced", async () => {
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${database} template ${template.kind === "postgres" ? template.database : ""}`);
    await admin.end();
    let handle = await openPostgres(url);
    setDatabaseHandle(handle);
    const { orderId, productId, books } = await placeAnOrder(handle.db);

    const backup = await script("backup", [backupFile], env);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/postgres; .*[1-9]\d* orders/);

    await loseTheOrder(handle.db, orderId, productId);
    await closeDatabase();

    const restored = await script("restore", [backupFile], env);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toMatch(/kept at .*before-restore-.*\.tar/);

    handle = await openPostgres(url);
    setDatabaseHandle(handle);
    expect(await booksOf(handle.db, orderId, productId)).toEqual(books);
    expect(fs.readdirSync(path.join(dataDir, "backups")).filter((name) => name.startsWith("before-restore-"))).toHaveLength(1);
  }, 180_000);
});
