import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getJwtSecret } from "@/lib/auth/jwt-secret";
import { parseConfig } from "@/lib/config";

describe("session signing key", () => {
  it("uses JWT_SECRET when set", () => {
    const secret = "s".repeat(40);
    expect(new TextDecoder().decode(getJwtSecret(parseConfig({ JWT_SECRET: secret })))).toBe(secret);
  });

  it("otherwise makes one random key in DATA_DIR and keeps it across restarts", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "jwt-"));
    const config = parseConfig({ DATA_DIR: path.join(dataDir, "nested") });
    const first = getJwtSecret(config);
    const second = getJwtSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(48);
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
    expect(fs.statSync(path.join(dataDir, "nested", "jwt-secret")).mode & 0o777).toBe(0o600);

    const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), "jwt-"));
    expect(Buffer.from(getJwtSecret(parseConfig({ DATA_DIR: otherDir }))).equals(Buffer.from(first))).toBe(false);
  });
});
