import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A PostgreSQL cluster of the test's own, in a temporary folder on its own port, so a test may
 * stop and start it (a restart, a failover) without touching the server other tests use.
 * initdb refuses to run as root: as root, the cluster's commands run as the `postgres` user.
 */

/** The newest PostgreSQL binaries installed from Debian's packages, if any. */
function postgresBin(): string | null {
  const root = "/usr/lib/postgresql";
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, "bin", "initdb")));
  versions.sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? path.join(root, newest, "bin") : null;
}

export function clusterCanRun(): { bin: string } | { skip: string } {
  const bin = postgresBin();
  if (!bin) return { skip: "needs PostgreSQL's own programs (Debian's postgresql package)" };
  const root = process.getuid?.() === 0;
  if (root && spawnSync("id", ["postgres"]).status !== 0) return { skip: "running as root needs the postgres user" };
  return { bin };
}

export type Cluster = { url: string; stop: () => void; start: () => void; remove: () => void };

export function createCluster(bin: string, port: number): Cluster {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "shop-pg-cluster-"));
  const data = path.join(folder, "data");
  const root = process.getuid?.() === 0;
  if (root) spawnSync("chown", ["postgres", folder]);
  const run = (program: string, args: string[]) => {
    const [command, argv] = root ? ["runuser", ["-u", "postgres", "--", path.join(bin, program), ...args]] : [path.join(bin, program), args];
    const result = spawnSync(command, argv, { encoding: "utf8", timeout: 60_000 });
    if (result.status !== 0) throw new Error(`${program} ${args.join(" ")} failed: ${result.stdout}${result.stderr}`);
  };
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync"]);
  const start = () => run("pg_ctl", ["-D", data, "-o", `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`, "-l", path.join(folder, "log"), "-w", "start"]);
  const stop = () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    remove: () => {
      try {
        stop();
      } catch {
        // already stopped
      }
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
