/** Time enters core only through this port, so rules stay deterministic under test. */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}

/** A clock that always answers the given instant; handy for pure-function callers and tests. */
export function fixedClock(epochMs: number): Clock {
  return { now: () => epochMs };
}
