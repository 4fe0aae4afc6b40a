import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "@/models";
import type { Notifications } from "./notifications";

/** The Drizzle client the services use; the same API over PGlite and node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** What a transaction callback receives: the same query API, inside the transaction. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type DatabaseKind = "pglite" | "postgres";

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  /** LISTEN/NOTIFY on this database (one listening connection per listener). */
  notifications: Notifications;
  close: () => Promise<void>;
};
