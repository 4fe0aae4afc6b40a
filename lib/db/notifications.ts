import "server-only";
import type { PGlite } from "@electric-sql/pglite";
import { Client } from "pg";
import { log } from "@/server/log/log.mjs";

/**
 * PostgreSQL's LISTEN/NOTIFY, one listening connection per process (live chat uses it:
 * docs/ARCHITECTURE.md "Live chat"). A NOTIFY sent in a transaction arrives after it commits,
 * to every process listening on the channel, so a message written by one server reaches the
 * shoppers whose streams another server holds.
 */
export type NotificationHandlers = {
  onNotify: (payload: string) => void;
  /**
   * The listening connection was lost and is back: notifications sent in between are gone, so
   * whoever waits for them should read what they may have missed.
   */
  onResync?: () => void;
};

export type Notifications = {
  /** Starts listening on `channel`; resolves once listening, with the function that stops. */
  listen: (channel: string, handlers: NotificationHandlers) => Promise<() => Promise<void>>;
  /** Stops every listener (the database is closing). */
  close: () => Promise<void>;
};

/** Keeps the stop functions of a database's listeners, so closing the database ends them all. */
function listenerSet(start: (channel: string, handlers: NotificationHandlers) => Promise<() => Promise<void>>): Notifications {
  const running = new Set<() => Promise<void>>();
  return {
    async listen(channel, handlers) {
      const stop = await start(channel, handlers);
      const once = async () => {
        if (running.delete(once)) await stop();
      };
      running.add(once);
      return once;
    },
    async close() {
      await Promise.all([...running].map((stop) => stop()));
    },
  };
}

/** The embedded database: PGlite delivers its own NOTIFYs to its listeners (one process). */
export function pgliteNotifications(client: PGlite): Notifications {
  return listenerSet(async (channel, { onNotify }) => {
    const stop = await client.listen(channel, onNotify);
    return async () => {
      await stop().catch(() => undefined); // a closed database has stopped listening already
    };
  });
}

const RECONNECT_FIRST_MS = 500;
const RECONNECT_MOST_MS = 10_000;

/**
 * A PostgreSQL server: a dedicated client (a pooled connection would be handed to other
 * queries, and LISTEN belongs to its session) that connects again after an error, with a
 * growing pause, and says so through onResync.
 */
export function postgresNotifications(url: string): Notifications {
  return listenerSet(async (channel, { onNotify, onResync }) => {
    let stopped = false;
    let client: Client | undefined;
    let pause = RECONNECT_FIRST_MS;
    let timer: NodeJS.Timeout | undefined;

    const connect = async (): Promise<void> => {
      const next = new Client({ connectionString: url, connectionTimeoutMillis: 5_000, keepAlive: true });
      next.on("notification", (message) => {
        if (message.channel === channel) onNotify(message.payload ?? "");
      });
      next.on("error", (error) => {
        if (client === next) log.error({ err: error, channel }, "Listening for notifications lost its connection");
        lost(next);
      });
      next.on("end", () => lost(next));
      try {
        await next.connect();
        await next.query(`LISTEN ${quoteIdentifier(channel)}`);
      } catch (error) {
        await next.end().catch(() => undefined);
        throw error;
      }
      if (stopped) {
        await next.end().catch(() => undefined);
        return;
      }
      client = next;
      pause = RECONNECT_FIRST_MS;
    };

    const reconnectLater = () => {
      if (stopped || timer) return;
      const wait = pause;
      pause = Math.min(pause * 2, RECONNECT_MOST_MS);
      timer = setTimeout(() => {
        timer = undefined;
        connect()
          .then(() => onResync?.())
          .catch((error: Error) => {
            log.error({ err: error, channel }, "Listening for notifications: connecting again failed");
            reconnectLater();
          });
      }, wait);
      timer.unref();
    };

    /** The listening client failed or ended: drop it and connect anew (once per client). */
    const lost = (which: Client) => {
      if (client !== which) return;
      client = undefined;
      which.end().catch(() => undefined);
      reconnectLater();
    };

    await connect();
    return async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    };
  });
}

/** A channel name as an SQL identifier (LISTEN takes no parameters). */
function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
