import { ConfigError } from "@/lib/config";
import { EmbeddedDatabaseBusyError } from "@/lib/db/lock";

/** Runs a command-line script, printing expected failures as one clear line (no stack). */
export async function runScript(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    if (error instanceof ConfigError || error instanceof EmbeddedDatabaseBusyError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
