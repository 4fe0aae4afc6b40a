/**
 * The password rules, safe to import in the browser (the forms check the same numbers).
 * bcrypt reads at most 72 bytes of a password and silently ignores the rest, so passwords are
 * capped at 72 bytes (UTF-8) rather than let two different passwords share one hash.
 */
export const PASSWORD_MIN_CHARACTERS = 8;
export const PASSWORD_MAX_BYTES = 72;

export function passwordCharacters(password: string): number {
  return [...password].length;
}

export function passwordBytes(password: string): number {
  return new TextEncoder().encode(password).length;
}
