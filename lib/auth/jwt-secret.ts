import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { getConfig, type Config } from "@/lib/config";

/** Keys read from DATA_DIR, by file: a request never reads the file again. */
const keptKeys = new Map<string, Uint8Array>();

/**
 * The key that signs session tokens. JWT_SECRET when set; otherwise (embedded and development
 * mode) a random key made once and kept in DATA_DIR, so sessions survive restarts without the
 * user configuring anything. Production on PostgreSQL must set JWT_SECRET (lib/config.ts).
 *
 * Server start-up asks for it first (lib/startup.ts), so the key is made before any page renders:
 * Next refuses random values made while it prerenders a page (/dashboard-client reads the session).
 */
export function getJwtSecret(config: Config = getConfig()): Uint8Array {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  const file = path.join(config.dataDir, "jwt-secret");
  const kept = keptKeys.get(file);
  if (kept) return kept;
  if (!fs.existsSync(file)) makeKeyFile(config.dataDir, file);
  const key = new TextEncoder().encode(fs.readFileSync(file, "utf8").trim());
  keptKeys.set(file, key);
  return key;
}

function makeKeyFile(dataDir: string, file: string): void {
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(48).toString("base64url"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error; // another process made it first: keep theirs
  }
}
