// A route cache entry as text for Redis, and back. Next's entries hold Buffers (a page's RSC
// payload, a route's body) and Maps (a page's segment payloads), which JSON alone would lose or
// bloat (a Buffer as an array of numbers); they are written as base64 and entry lists.

/** @typedef {{ lastModified: number, value: any }} RouteEntry */

/**
 * @param {any} value
 * @returns {any}
 */
function encode(value) {
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return { $bytes: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("base64") };
  if (value instanceof Map) return { $map: [...value].map(([key, item]) => [key, encode(item)]) };
  if (Array.isArray(value)) return value.map(encode);
  if (value && typeof value === "object") {
    /** @type {Record<string, unknown>} */
    const out = {};
    for (const key of Object.keys(value)) if (value[key] !== undefined) out[key] = encode(value[key]);
    return out;
  }
  return value;
}

/**
 * @param {any} value
 * @returns {any}
 */
function decode(value) {
  if (Array.isArray(value)) return value.map(decode);
  if (value && typeof value === "object") {
    if (typeof value.$bytes === "string") return Buffer.from(value.$bytes, "base64");
    if (Array.isArray(value.$map)) return new Map(value.$map.map((/** @type {[unknown, unknown]} */ [key, item]) => [key, decode(item)]));
    /** @type {Record<string, unknown>} */
    const out = {};
    for (const key of Object.keys(value)) out[key] = decode(value[key]);
    return out;
  }
  return value;
}

/**
 * `{ lastModified, value, tags }` as one string.
 * @param {RouteEntry} entry
 */
export function encodeEntry(entry) {
  return JSON.stringify(encode(entry));
}

/**
 * The entry back, or null for text that is not one (a key written by something else).
 * @param {string} text
 * @returns {RouteEntry | null}
 */
export function decodeEntry(text) {
  try {
    const entry = decode(JSON.parse(text));
    return entry && typeof entry.lastModified === "number" && entry.value && typeof entry.value === "object" ? entry : null;
  } catch {
    return null;
  }
}
