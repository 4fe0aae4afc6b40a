/**
 * The longest name and message a design query takes: the server's check (./input.ts) and the
 * form's maxLength read them here, a file without zod, so the form's page does not load it.
 */
export const DESIGN_QUERY_LIMITS = { name: 80, message: 2000 } as const;

/** The pictures the form's file input offers (the server checks the bytes themselves). */
export const DESIGN_QUERY_PICTURE_TYPES = "image/jpeg,image/png,image/webp,image/avif";
