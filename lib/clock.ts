/**
 * The shop's clock. Everything with a deadline (session expiry, the 120 s reset code, rate-limit
 * windows) asks `now()` rather than `new Date()`, so tests can move time forward with
 * `setClock()` instead of sleeping. Timestamps the rules compare are always written from this
 * clock, never from the database's own now(), so both sides of a comparison use one clock.
 */
let source: () => number = Date.now;

export function now(): Date {
  return new Date(source());
}

/** Tests only: replace the clock (`null` restores the real one). */
export function setClock(clock: (() => number) | null): void {
  source = clock ?? Date.now;
}
