import { sql } from "drizzle-orm";
import { getDb, queryRows } from "@/lib/db";

/**
 * Whether a call changed anything stored, and in which tables. The tables are listed from the
 * database itself, so a table added later is covered without anyone remembering to add it.
 *
 * A digest of every table (md5 of its rows' text in a stable order) costs a few milliseconds,
 * too much to take twice around each of a thousand requests. PostgreSQL gives a transaction id
 * to every transaction that writes, and only to those, so when the next id to be given out
 * (`pg_snapshot_xmax`) has not moved, nothing was written and the last digest still holds; only
 * when it has moved are the tables digested again and compared. On a shared PostgreSQL server
 * other databases move it too: that only costs a digest, never a missed change.
 */
export type TableDigests = Map<string, string>;

async function listTables(): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    await getDb(),
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  if (rows.length === 0) throw new Error("table-snapshot: the database has no tables");
  return rows.map((row) => row.name);
}

export async function digestTables(names?: string[]): Promise<TableDigests> {
  const tables = names ?? (await listTables());
  const parts = tables.map(
    (name) => `select '${name}' as name, (select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from "${name}" t) as digest`,
  );
  const rows = await queryRows<{ name: string; digest: string }>(await getDb(), sql.raw(parts.join(" union all ")));
  return new Map(rows.map((row) => [row.name, row.digest]));
}

async function nextTransactionId(): Promise<string> {
  const [row] = await queryRows<{ xmax: string }>(await getDb(), sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`);
  return row!.xmax;
}

/** The tables whose digests differ. */
export function changedTables(before: TableDigests, after: TableDigests): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}

/** Watches the stored data across a run of calls: `changes()` after each call names what it changed. */
export class StoredDataWatch {
  private constructor(
    private tables: string[],
    private digests: TableDigests,
    private xmax: string,
  ) {}

  static async start(): Promise<StoredDataWatch> {
    const tables = await listTables();
    const xmax = await nextTransactionId();
    return new StoredDataWatch(tables, await digestTables(tables), xmax);
  }

  /** The tables changed since the last call of changes() (or start()). */
  async changes(): Promise<string[]> {
    const xmax = await nextTransactionId();
    if (xmax === this.xmax) return [];
    const digests = await digestTables(this.tables);
    const changed = changedTables(this.digests, digests);
    this.digests = digests;
    this.xmax = xmax; // read before the digest: a write after it moves the id again
    return changed;
  }
}
