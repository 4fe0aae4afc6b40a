// `npm run seed`: fills the configured database (DATABASE_URL, or the embedded one under
// DATA_DIR) with the demo catalogue and draws its pictures into the uploads folder's seed/
// (UPLOADS_DIR, else DATA_DIR/uploads).
// Safe to run again: existing rows and pictures are kept, nothing is duplicated.
import { getConfig } from "@/lib/config";
import { closeDatabase, getDatabaseHandle } from "@/lib/db";
import { drawSeedImages, seedDatabase } from "@/lib/seed";
import { runScript } from "./run-script";

await runScript(async () => {
  const started = performance.now();
  const { uploadsDir } = getConfig();
  // Open the database first: when the embedded one is busy, say so before drawing anything.
  const { db, kind } = await getDatabaseHandle();
  try {
    const drawn = await drawSeedImages(uploadsDir);
    const summary = await seedDatabase(db);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Seeded the ${kind === "pglite" ? "embedded" : "PostgreSQL"} database: ${summary}.`);
    console.log(`Pictures: ${drawn} drawn into ${uploadsDir}/seed (existing ones kept). Done in ${seconds} s.`);
  } finally {
    await closeDatabase();
  }
});
