// `npm run restore FILE`: puts a backup written by `npm run backup` in place of the shop's
// database and uploaded pictures; what was there is kept aside, never deleted (lib/backup/restore.ts).
// On the embedded database, stop the shop first.
import path from "node:path";
import { restoreShop } from "@/lib/backup/restore";
import { getConfig } from "@/lib/config";
import { runScript } from "./run-script";

await runScript(async () => {
  const file = process.argv[2];
  if (!file) {
    console.error("Usage: npm run restore FILE (a backup written by npm run backup)");
    process.exit(2);
  }
  const result = await restoreShop(getConfig(), path.resolve(file));
  const counts = Object.entries(result.counts).map(([table, n]) => `${n} ${table}`).join(", ");
  console.log(`Restored the backup of ${result.manifest.createdAt} (${counts}).`);
  for (const aside of result.keptAside) console.log(`What was there before is kept at ${aside}`);
});
