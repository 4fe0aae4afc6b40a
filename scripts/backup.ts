// `npm run backup [FILE]`: writes a backup of the shop (its database and uploaded pictures) to
// FILE, by default DATA_DIR/backups/teerang-{time}.tar. Works while the shop runs: on
// PostgreSQL through pg_dump, on the embedded database through the running shop itself
// (lib/backup/). `npm run restore FILE` brings it back.
import path from "node:path";
import { backupShop, defaultBackupFile } from "@/lib/backup/backup";
import { getConfig } from "@/lib/config";
import { runScript } from "./run-script";

await runScript(async () => {
  const config = getConfig();
  const file = path.resolve(process.argv[2] ?? defaultBackupFile(config));
  const started = Date.now();
  const manifest = await backupShop(config, file);
  const counts = Object.entries(manifest.counts).map(([table, n]) => `${n} ${table}`).join(", ");
  console.log(`Backup written to ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s (${manifest.kind}; ${counts}${manifest.uploads ? "; with uploads" : ""}).`);
});
