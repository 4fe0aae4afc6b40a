/** The memory all held request bodies may take at once (see body-memory.mjs). */
export const DEFAULT_BODY_MEMORY_MB: number;
export type BodyMemory = { readonly budgetBytes: number; readonly taken: number; take(bytes: number): boolean; give(bytes: number): void };
export function createBodyMemory(budgetBytes: number): BodyMemory;
