/** The methods the shop answers (see request-methods.mjs). */
export const SHOP_METHODS: readonly string[];
export const ANY_SHOP_METHOD: string;
export const PAGE_ALLOW: string;
export function shopTakes(method: string | undefined): boolean;
export function allowForCall(methods: Iterable<string>): string;
export function methodOfRawRequest(rawPacket: unknown): string | undefined;
