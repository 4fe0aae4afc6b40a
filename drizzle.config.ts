import { defineConfig } from "drizzle-kit";

// drizzle-kit is used to generate migrations from models/ (`npm run db:generate`), which needs
// no database. Migrations are applied by the app itself and by `npm run db:migrate`
// (scripts/migrate.ts), which respect the embedded database's single-owner lock.
export default defineConfig({
  dialect: "postgresql",
  schema: "./models/index.ts",
  out: "./models/migrations",
  strict: true,
  verbose: true,
});
