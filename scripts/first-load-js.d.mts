export function firstLoadJs(baseUrl: string, page: string): Promise<{ page: string; scripts: number; gzipKb: number }>;
