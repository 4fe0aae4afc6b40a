// `npm run db:migrate`: applies the committed migrations to the configured database
// (DATABASE_URL, or the embedded one under DATA_DIR). The app also does this on start.
import { closeDatabase, getDatabaseHandle } from "@/lib/db";
import { runScript } from "./run-script";

await runScript(async () => {
  const { kind } = await getDatabaseHandle();
  console.log(`Migrations applied (${kind}).`);
  await closeDatabase();
});
