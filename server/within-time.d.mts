export declare function withinTime<T>(work: Promise<T>, ms: number, what: string): Promise<T>;
