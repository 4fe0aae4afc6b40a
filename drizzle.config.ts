import path from "node:path";
import { defineConfig } from "drizzle-kit";
import { busyMessage, currentOwner } from "./lib/db/lock";

// `npm run db:generate` makes migrations from models/ and needs no database. Migrations are
// applied by the app itself and by `npm run db:migrate`. Commands that open a database
// (studio, push) use DATABASE_URL, or the embedded one, which they refuse to open while
// another process (the shop server) owns it: two openers silently lose writes.
const command = process.argv.find((arg) => ["generate", "check", "up", "export"].includes(arg));
const embeddedFolder = path.resolve(process.env.DATA_DIR || ".data", "pglite");

if (!command && !process.env.DATABASE_URL) {
  const owner = currentOwner(embeddedFolder);
  if (owner) throw new Error(busyMessage(embeddedFolder, owner));
}

export default defineConfig({
  dialect: "postgresql",
  schema: "./models/index.ts",
  out: "./models/migrations",
  strict: true,
  verbose: true,
  ...(process.env.DATABASE_URL
    ? { dbCredentials: { url: process.env.DATABASE_URL } }
    : { driver: "pglite" as const, dbCredentials: { url: embeddedFolder } }),
});
