import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { getConfig, type Config } from "@/lib/config";

/**
 * The key that signs session tokens. JWT_SECRET when set; otherwise (embedded and development
 * mode) a random key made once and kept in DATA_DIR, so sessions survive restarts without the
 * user configuring anything. Production on PostgreSQL must set JWT_SECRET (lib/config.ts).
 */
export function getJwtSecret(config: Config = getConfig()): Uint8Array {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  const file = path.join(config.dataDir, "jwt-secret");
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(48).toString("base64url"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error; // made earlier: keep it
  }
  return new TextEncoder().encode(fs.readFileSync(file, "utf8").trim());
}
