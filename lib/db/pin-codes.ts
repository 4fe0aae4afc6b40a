import "server-only";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { count, sql } from "drizzle-orm";
import { pinCodes, type PinCode } from "@/models";
import type { Database } from "./types";

/**
 * India Post's PIN code directory (data/pin-codes.tsv.gz, built by scripts/pin-codes-data.ts)
 * goes into the pin_codes table right after the migrations, wherever they run: the server's
 * first open, `npm run db:migrate`, the tests' template. It is the shop's copy of reference data,
 * so nothing is fetched at run time and a production PostgreSQL gets the same rows.
 * Idempotent and cheap when done: a table holding as many rows as the file is left alone;
 * otherwise every row is upserted (a refreshed file updates offices and districts in place).
 */
export const pinCodesFile = path.join(process.cwd(), "data", "pin-codes.tsv.gz");

/** The file's rows, checked: a malformed line stops the load rather than storing half a directory. */
export function readPinCodesFile(): PinCode[] {
  // The one fixed path, so the build's file tracing sees which file is read (a path passed in
  // made it trace the whole project into the server's output).
  const file = pinCodesFile;
  const lines = zlib.gunzipSync(fs.readFileSync(file)).toString("utf8").split("\n");
  if (lines[0] !== "pin\toffice\tdistrict\tstate") throw new Error(`${file}: unexpected header`);
  return lines
    .slice(1)
    .filter((line) => line.length > 0)
    .map((line, index) => {
      const [pin, office, district, state] = line.split("\t");
      if (!pin || !/^[1-9]\d{5}$/.test(pin) || !office || !district || !state) throw new Error(`${file}: line ${index + 2} is not a PIN code row`);
      return { pin, office, district, state };
    });
}

const BATCH = 2_000;

/** Loads the directory when the table does not hold it yet; returns the rows written (0: already there). */
export async function loadPinCodes(db: Database): Promise<number> {
  const rows = readPinCodesFile();
  const [held] = await db.select({ n: count() }).from(pinCodes);
  if ((held?.n ?? 0) === rows.length) return 0;
  for (let start = 0; start < rows.length; start += BATCH) {
    await db
      .insert(pinCodes)
      .values(rows.slice(start, start + BATCH))
      .onConflictDoUpdate({
        target: pinCodes.pin,
        set: { office: sql`excluded.office`, district: sql`excluded.district`, state: sql`excluded.state` },
      });
  }
  return rows.length;
}
