import type { FieldSpec } from "../harness/route-types";
import { isHuge, unstorable } from "./bad-values";

/**
 * Whether a value is certainly wrong for a field, so the only right answer is a 4xx. The
 * checks of valid shapes are deliberately looser than the shop's schemas: a value they let
 * through is only "may be accepted" (the fuzz then asks for no 5xx and no stray writes), so a
 * loose check can make the suite lenient but never wrong.
 */

const FREE_KINDS = new Set<FieldSpec["kind"]>(["text", "password"]);

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether text could be a valid value of a strict kind. */
function couldBe(spec: FieldSpec, text: string): boolean {
  const value = text.trim();
  switch (spec.kind) {
    case "integer":
      return /^\d{1,9}$/.test(value);
    case "rating":
      return /^\d(\.\d{1,2})?$/.test(value) && Number(value) <= 5;
    case "measure":
      return /^\d+(\.\d+)?(e\+?\d+)?$/i.test(value) && Number.isFinite(Number(value));
    case "choice":
      return (spec.choices ?? []).includes(value.toLowerCase());
    case "uuid":
      return GUID.test(value);
    case "email":
      return /^\S+@\S+$/.test(value);
    case "phone":
      return /^\+?[\d\s-]{10,16}$/.test(value);
    case "code":
      return /^\d{6}$/.test(value);
    case "boolean":
      return value === "true" || value === "false";
    default:
      return value.length > 0 && value.length <= 200; // slug, list: anything short may name something
  }
}

const typeOf = (value: unknown) => (value === null ? "null" : Array.isArray(value) ? "list" : typeof value);

/** The JSON type a kind takes in a body. */
function naturalType(spec: FieldSpec): string {
  if (spec.kind === "integer" || spec.kind === "rating" || spec.kind === "measure") return "number";
  if (spec.kind === "boolean") return "boolean";
  if (spec.kind === "list") return "list";
  return "string";
}

/** A body field's value (undefined: left out). */
export function wrongInBody(spec: FieldSpec, value: unknown): boolean {
  if (value === undefined) return spec.required;
  if (value === null) return spec.required;
  const type = typeOf(value);
  const accepted = type === naturalType(spec) || (spec.alsoAccepts ?? []).includes(type as "number" | "string");
  if (!accepted) return true;
  if (typeof value === "string") {
    // Stored, such text would fail (NUL) or silently change (a lone surrogate becomes U+FFFD).
    if (unstorable(value) || isHuge(value)) return true;
    if (FREE_KINDS.has(spec.kind)) return spec.required && value.trim() === "";
    return !couldBe(spec, value);
  }
  if (typeof value === "number") return !Number.isFinite(value) || !couldBe(spec, String(value));
  return false;
}

/** A query parameter's value (undefined: left out; blank counts as left out, as the shop reads it). */
export function wrongInQuery(spec: FieldSpec, value: string | undefined): boolean {
  if (value === undefined || value.trim() === "") return spec.required;
  // A search for odd text may simply find nothing; only a length no field takes is certainly wrong.
  if (FREE_KINDS.has(spec.kind)) return isHuge(value);
  return !couldBe(spec, value);
}

/**
 * A field of a multipart body (lib/uploads): a file where the kind is "file", text anywhere
 * else, judged by the text a form carries (numbers arrive as text there).
 */
export function wrongInForm(spec: FieldSpec, value: unknown): boolean {
  if (value === undefined) return spec.required;
  if (value instanceof Blob) return spec.kind !== "file";
  if (spec.kind === "file") return true; // text where a picture goes
  const text = typeof value === "string" ? value : JSON.stringify(value);
  // A form's text travels as UTF-8, which has no lone surrogates: the client's encoder (or the
  // server's decoder, for raw bytes) makes each one U+FFFD, a character like any other. A NUL
  // arrives as itself and cannot be stored.
  if (text.includes("\u0000") || isHuge(text)) return true;
  if (FREE_KINDS.has(spec.kind)) return spec.required && text.trim() === "";
  return !couldBe(spec, text.toWellFormed());
}
