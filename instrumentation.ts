// Runs once when the server starts, before it answers any request: checks the configuration
// and opens, migrates and (embedded database only, when empty) seeds the database, so a new user
// needs no step besides `npm run dev` or `npm start`.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return; // a build opens no database
  const { prepareServer } = await import("./lib/startup");
  await prepareServer();
}
