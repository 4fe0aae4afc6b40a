/**
 * The roles an account has, written once: the database enum, the session token's claim, the
 * staff checks and `npm run create-staff` all take them from here. Free of imports, so any
 * layer (browser code included) may read it.
 */
export const ROLES = ["customer", "seller", "admin"] as const;

export type Role = (typeof ROLES)[number];

/** The roles that may call seller and admin endpoints. */
export const STAFF_ROLES = ["seller", "admin"] as const satisfies readonly Role[];

export type StaffRole = (typeof STAFF_ROLES)[number];
