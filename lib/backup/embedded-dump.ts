import "server-only";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { backupsFolder, dumpRequestName } from "@/lib/db/dump-requests";
import { isAlive } from "@/lib/process-alive";

/**
 * Backups of the embedded database while the shop runs: only the shop (the database's owner)
 * can read it, so this asks it for a dump (the owner's side is lib/db/dump-requests.ts). With
 * the shop stopped, the backup opens the database itself and dumps it the same way.
 */

/**
 * Asks process `owner` for a dump of its embedded database into `file` (inside the backups
 * folder) and waits until it is written, or throws after `withinMs`.
 */
export async function requestDumpFromOwner(owner: number, dataDir: string, file: string, withinMs = 120_000): Promise<void> {
  const folder = backupsFolder(dataDir);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, dumpRequestName(randomUUID())), JSON.stringify({ file }), { mode: 0o600 });
  process.kill(owner, "SIGUSR2");
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    if (fs.existsSync(file)) return;
    if (fs.existsSync(`${file}.failed`)) {
      const reason = fs.readFileSync(`${file}.failed`, "utf8");
      fs.rmSync(`${file}.failed`);
      throw new Error(`The running shop could not dump its database: ${reason}`);
    }
    if (!isAlive(owner)) throw new Error(`The running shop (process ${owner}) stopped before it had dumped its database.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The running shop (process ${owner}) did not dump its database within ${withinMs / 1000} s.`);
}
