/** The content codings the server keeps precompressed copies of, in order of preference on equal q. */
export const CODINGS = ['br', 'gzip'] as const;
export type Coding = (typeof CODINGS)[number];
export type Chosen = Coding | 'identity';

const PREFERENCE: readonly Chosen[] = [...CODINGS, 'identity'];

/**
 * Pick the encoding to send (RFC 9110 §12.5.3): the acceptable coding with the highest q among those
 * available, ties broken br > gzip > identity. `*` covers codings not named; identity, unless named, is the
 * fallback below anything asked for. Refused identity (`identity;q=0`, `*;q=0`) is still sent when nothing
 * else is acceptable, since a 406 for a static file helps nobody.
 */
export function chooseEncoding(header: string | null | undefined, available: ReadonlySet<Coding>): Chosen {
  const q = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';');
    const coding = name.trim().toLowerCase();
    if (coding === '') continue;
    const qParam = params.map((p) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = qParam === undefined ? 1 : Number(qParam);
    // x-gzip is gzip's old alias (RFC 9110 §8.4.1.3).
    const key = coding === 'x-gzip' ? 'gzip' : coding;
    q.set(key, Math.max(q.get(key) ?? 0, weight));
  }
  const star = q.get('*');
  const weightOf = (coding: Chosen): number => {
    const named = q.get(coding);
    if (named !== undefined) return named;
    // Not named: identity stays the fallback, below any coding the client asked for.
    if (coding === 'identity') return star === 0 ? 0 : (star ?? Number.MIN_VALUE);
    return star ?? 0;
  };
  let best: Chosen = 'identity';
  let bestWeight = -1;
  for (const coding of PREFERENCE) {
    if (coding !== 'identity' && !available.has(coding)) continue;
    const weight = weightOf(coding);
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return bestWeight > 0 ? best : 'identity';
}
