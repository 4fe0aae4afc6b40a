/** Next's 'use cache' handler interface (next/dist/server/lib/cache-handlers/types). */
declare const handler: import("next/dist/server/lib/cache-handlers/types").CacheHandler;
export default handler;
