/** Milliseconds since a performance.now() mark, for audit durations. */
export function elapsed(startedAt: number): number {
  return Math.max(0, Math.round(performance.now() - startedAt));
}
