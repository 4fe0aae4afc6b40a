/**
 * The react-query part of the shop's data module, fetched on demand: catalogue pages carry
 * only the session store and the cache reads (./badges.ts) and load this when a customer is
 * signed in or a button needs it, so a guest's page weighs nothing more.
 */
export const loadShopData = () => import("./live");
