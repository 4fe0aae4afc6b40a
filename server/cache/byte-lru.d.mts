export type ByteLru<V> = {
  get(key: string): V | undefined;
  peek(key: string): V | undefined;
  set(key: string, value: V, size: number): boolean;
  grow(key: string, extra: number): boolean;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
  readonly bytes: number;
};
export function createByteLru<V = unknown>(budgetBytes: number): ByteLru<V>;
