import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { cacheTags } from "@/lib/cache-tags";
import type { DatabaseHandle } from "@/lib/db";
import { applyRevalidation, setRevalidationAnnouncer, type RevalidationDurations } from "@/server/cache/revalidation-hooks.mjs";
import { log } from "@/server/log/log.mjs";

/**
 * Several servers, one shop: a revalidation made on one server (a seller's new banner, a
 * review, a sale's stock) reaches every other, through PostgreSQL's LISTEN/NOTIFY, which needs
 * nothing besides the database they share. Each server announces the tags it revalidates on
 * this channel and applies those the others announce to its own caches: Next's route cache and
 * 'use cache' data (one tags manifest) and the shared cache in front of Next.
 *
 * The embedded database belongs to one process: nothing to tell anyone, so no bus.
 */
export const REVALIDATIONS_CHANNEL = "shop_revalidations";

/** A NOTIFY payload is at most 8,000 bytes: a revalidation names a few short tags. */
const MAX_PAYLOAD_BYTES = 7_900;

/** Which server sent a message: its own come back to it, and are already applied. */
const thisServer: string = randomUUID();

type Announcement = { from: string; tags: string[]; durations?: RevalidationDurations };

/**
 * Every tag that could be stale after missed announcements: the shop's own (a product's page is
 * tagged with `products` too; a review page only with its product's `reviews:` tag, so the
 * root layout's implicit tag, carried by every page, is added: it expires every stored page).
 */
export function everyTag(): string[] {
  const shopTags = Object.values(cacheTags).flatMap((tag) => (typeof tag === "string" ? [tag] : []));
  return [...shopTags, "_N_T_/layout"];
}

/** Reads an announcement; null for anything else on the channel (never trusted blindly). */
export function readAnnouncement(payload: string): Announcement | null {
  try {
    const value = JSON.parse(payload) as Partial<Announcement>;
    if (typeof value.from !== "string" || !Array.isArray(value.tags) || !value.tags.every((tag) => typeof tag === "string")) return null;
    const expire = value.durations?.expire;
    const durations = typeof expire === "number" && Number.isFinite(expire) && expire >= 0 ? { expire } : undefined;
    return { from: value.from, tags: value.tags, durations };
  } catch {
    return null;
  }
}

/** The payloads announcing `tags`, split so each fits in one NOTIFY. */
export function announcements(tags: string[], durations: RevalidationDurations, from = thisServer): string[] {
  const payloads: string[] = [];
  let batch: string[] = [];
  const write = (list: string[]) => JSON.stringify({ from, tags: list, ...(durations ? { durations } : {}) });
  for (const tag of tags) {
    if (Buffer.byteLength(write([...batch, tag])) > MAX_PAYLOAD_BYTES && batch.length > 0) {
      payloads.push(write(batch));
      batch = [];
    }
    batch.push(tag);
  }
  if (batch.length > 0) payloads.push(write(batch));
  return payloads;
}

/**
 * Starts the bus on a PostgreSQL database: listens for the other servers' revalidations and
 * announces this server's. When the listening connection was lost and is back, announcements
 * sent meanwhile are gone, so every tag is expired here (pages render anew once). Returns the
 * function that stops it.
 */
export async function startRevalidationBus(handle: DatabaseHandle): Promise<() => Promise<void>> {
  if (handle.kind !== "postgres") return async () => undefined;
  const stopListening = await handle.notifications.listen(REVALIDATIONS_CHANNEL, {
    onNotify(payload) {
      const announcement = readAnnouncement(payload);
      if (!announcement || announcement.from === thisServer) return;
      applyRevalidation(announcement.tags, announcement.durations);
    },
    onResync() {
      applyRevalidation(everyTag(), undefined);
    },
  });
  setRevalidationAnnouncer((tags, durations) => {
    for (const payload of announcements(tags, durations)) {
      handle.db
        .execute(sql`select pg_notify(${REVALIDATIONS_CHANNEL}, ${payload})`)
        .catch((error: Error) => log.error({ err: error, tags }, "Announcing a revalidation to the other servers failed"));
    }
  });
  return async () => {
    setRevalidationAnnouncer(undefined);
    await stopListening();
  };
}
