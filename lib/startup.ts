import { getJwtSecret } from "@/lib/auth/jwt-secret";
import { startRevalidationBus } from "@/lib/revalidation-bus";
import { ConfigError, getConfig } from "@/lib/config";
import { closeDatabase, getDatabaseHandle } from "@/lib/db";
import { EmbeddedDatabaseBusyError } from "@/lib/db/lock";
import { startHousekeeping } from "@/lib/housekeeping";
import { startUnpaidOrderExpiry } from "@/lib/orders/expire-unpaid";
import { seedIfEmpty } from "@/lib/seed";
import { onShutdown } from "@/server/door/shutdown.mjs";
import { checkShopContact } from "@/lib/shop-contact";
import { log } from "@/server/log/log.mjs";
import { closeRedis } from "@/server/redis/connection.mjs";

/**
 * Start-up of a server process: valid configuration, a migrated database, demo data if empty,
 * revalidations shared with the shop's other servers (PostgreSQL only), hourly housekeeping,
 * and the minutely cancellation of orders left unpaid for 30 minutes.
 */
export async function prepareServer(): Promise<void> {
  try {
    const config = getConfig();
    getJwtSecret(config); // made now, not during the first page render that needs it
    // The environment itself, not process.env.NAME (which the build replaced with its values).
    checkShopContact(process.env);
    const handle = await getDatabaseHandle();
    // A real PostgreSQL server is never filled with demo data behind its owner's back:
    // `npm run seed` does that on purpose. The embedded database is the demo shop.
    if (handle.kind === "pglite") {
      const seeded = await seedIfEmpty(handle.db, config.uploadsDir);
      if (seeded) log.info(`Embedded database was empty: demo catalogue added (${seeded}).`);
    }
    // Stopping (server/door/shutdown.mjs, once requests in flight have finished): the database
    // closes last, after the jobs and the bus that use it.
    onShutdown(closeDatabase);
    onShutdown(closeRedis);
    onShutdown(await startRevalidationBus(handle));
    onShutdown(startHousekeeping());
    onShutdown(startUnpaidOrderExpiry());
  } catch (error) {
    if (error instanceof ConfigError || error instanceof EmbeddedDatabaseBusyError) {
      // One clear message and a stop, not a stack trace on every request.
      log.fatal(error.message);
      process.exit(1);
    }
    throw error;
  }
}
