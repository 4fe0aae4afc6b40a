// Fails when models/ and the committed migrations disagree: drizzle-kit would generate a new
// migration from the schema. Runs drizzle-kit against a scratch copy, so nothing is written.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "shop-migrations-"));
fs.cpSync("models/migrations", scratch, { recursive: true });
const before = fs.readdirSync(scratch).filter((f) => f.endsWith(".sql")).length;
const result = spawnSync(
  "npx",
  ["drizzle-kit", "generate", "--dialect", "postgresql", "--schema", "./models/index.ts", "--out", scratch, "--name", "drift"],
  { encoding: "utf8" },
);
const after = fs.readdirSync(scratch).filter((f) => f.endsWith(".sql")).length;
fs.rmSync(scratch, { recursive: true, force: true });
if (result.status !== 0) {
  console.error(result.stdout, result.stderr);
  process.exit(1);
}
if (after !== before) {
  console.error("models/ has changes with no migration: run `npm run db:generate` and commit the result.");
  process.exit(1);
}
console.log("Migrations match the schema.");
