export type RevalidationDurations = { expire?: number } | undefined;
export declare function announceRevalidation(tags: string[], durations: RevalidationDurations): void;
export declare function setRevalidationAnnouncer(announcer: ((tags: string[], durations: RevalidationDurations) => void) | undefined): void;
export declare function applyRevalidation(tags: string[], durations: RevalidationDurations): boolean;
export declare function setRevalidationApplier(applier: (tags: string[], durations: RevalidationDurations) => void): void;
