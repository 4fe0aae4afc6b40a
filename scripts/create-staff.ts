// `npm run create-staff -- --email x@y.in --password 'Secret@123' --role seller --shop "Test Shop" [--name "Rohan"]`
// Creates a seller account with its shop, or an admin account (no --shop), in the configured
// database. The account signs in with POST /api/seller/login.
import { parseArgs } from "node:util";
import { createStaffAccount, staffInput } from "@/lib/accounts/staff";
import { closeDatabase, getDatabaseHandle } from "@/lib/db";
import { describeInvalid, HttpError } from "@/lib/http";
import { runScript } from "./run-script";

const USAGE =
  "Usage: npm run create-staff -- --email EMAIL --password PASSWORD --role seller|admin [--shop NAME] [--name NAME]\n" +
  "  --shop is required for a seller and not allowed for an admin.";

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(1);
}

await runScript(async () => {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: "string" },
        password: { type: "string" },
        role: { type: "string" },
        shop: { type: "string" },
        name: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const parsed = staffInput.safeParse(values);
  if (!parsed.success) fail(`Not created: ${describeInvalid(parsed.error)}`);

  const { db, kind } = await getDatabaseHandle();
  try {
    const staff = await createStaffAccount(db, parsed.data);
    const where = kind === "pglite" ? "embedded" : "PostgreSQL";
    const shop = staff.shop ? ` for the shop "${staff.shop.shopName}" (${staff.shop.slug})` : "";
    console.log(`Created the ${staff.role} account ${staff.email}${shop} in the ${where} database.`);
    console.log("It signs in with POST /api/seller/login { email, password } and sends the token as 'Authorization: Bearer <token>'.");
  } catch (error) {
    if (error instanceof HttpError) {
      console.error(`Not created: ${error.message}`);
      process.exitCode = 1;
      return;
    }
    throw error;
  } finally {
    await closeDatabase();
  }
});
