/** The security headers of every answer (see security-headers.mjs). */
export type HeaderRule = { key: string; value: string };

export function contentSecurityPolicy(options?: { development?: boolean; scriptHashes?: string[]; unsafeInline?: boolean }): string;
export function securityHeaders(options?: { development?: boolean }): HeaderRule[];
export const PERMISSIONS_POLICY: string;
export const STRICT_TRANSPORT_SECURITY: string;
