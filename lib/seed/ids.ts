import "server-only";
import { createHash } from "node:crypto";

/**
 * A fixed UUID for a seeded row, derived from what the row is (`kind`) and its stable name
 * (a slug or an e-mail), so every run of the seed names the same rows and a second run adds
 * nothing. The digest is laid out as a version-4 UUID (version and variant bits set): any
 * validator that accepts the database's own random ids accepts these too.
 */
export function seedId(kind: string, name: string): string {
  const bytes = createHash("sha256").update(`${kind}:${name}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The shop's one slug rule (the seed's names are short and latin, so nothing is cut). */
export { slugify } from "@/lib/text/slug";

/**
 * A small seeded generator (mulberry32) for variety that is the same on every run:
 * the seed never calls Math.random.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
