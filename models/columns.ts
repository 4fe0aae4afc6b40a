import { timestamp, uuid } from "drizzle-orm/pg-core";

/** Every table's primary key: a random UUID, sent to API callers as `_id`. */
export const id = () => uuid("id").primaryKey().defaultRandom();

/** Shared timestamps; `updated_at` is set by the services on every update. */
export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};
