/** Pages rendered per request from their address alone (see address-only-pages.mjs). */
export function isAddressOnlyPage(url: string): boolean;
