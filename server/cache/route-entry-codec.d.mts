// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type RouteEntry = { lastModified: number; value: any };
export declare function encodeEntry(entry: RouteEntry): string;
export declare function decodeEntry(text: string): RouteEntry | null;
