/** The server cache handler of next.config.ts (see shop-cache-handler.mjs). */
type Entry = { value: { kind: string; buffer?: Buffer; html?: string; [key: string]: unknown }; lastModified?: number } | null;

export default class ShopCacheHandler {
  constructor(ctx: { flushToDisk?: boolean; serverDistDir?: string; maxMemoryCacheSize?: number; revalidatedTags?: string[]; fs?: unknown });
  get(key: string, ctx: { kind: string; [key: string]: unknown }): Promise<Entry>;
  set(key: string, data: Record<string, unknown> | null, ctx: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
}
