import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, CODINGS, type Coding } from './accept-encoding';

const both = new Set<Coding>(CODINGS);

describe('chooseEncoding', () => {
  it('prefers br, then gzip, then identity on equal q', () => {
    expect(chooseEncoding('gzip, deflate, br', both)).toBe('br');
    expect(chooseEncoding('br, gzip', new Set<Coding>(['gzip']))).toBe('gzip');
    expect(chooseEncoding('gzip', both)).toBe('gzip');
    expect(chooseEncoding('x-gzip', both)).toBe('gzip');
    expect(chooseEncoding('deflate', both)).toBe('identity');
    expect(chooseEncoding(undefined, both)).toBe('identity');
    expect(chooseEncoding('', both)).toBe('identity');
  });

  it('follows q-values', () => {
    expect(chooseEncoding('br;q=0.5, gzip;q=0.8', both)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0', both)).toBe('identity');
    expect(chooseEncoding('gzip;q=0.2, identity;q=0.5', both)).toBe('identity');
    expect(chooseEncoding('*', both)).toBe('br');
    expect(chooseEncoding('*;q=0.3, br;q=0.1', both)).toBe('gzip');
    expect(chooseEncoding('identity;q=0', new Set<Coding>())).toBe('identity');
    expect(chooseEncoding('BR ; Q=1.0', both)).toBe('br');
  });

  it('never picks a coding that is unavailable or refused', () => {
    const coding = fc.constantFrom('br', 'gzip', 'x-gzip', 'deflate', 'identity', '*', 'zstd');
    const entry = fc.tuple(coding, fc.option(fc.constantFrom('0', '0.001', '0.5', '1', '1.000'), { nil: undefined }));
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 6 }), fc.subarray([...CODINGS]), (entries, present) => {
        const header = entries.map(([name, q]) => (q === undefined ? name : `${name};q=${q}`)).join(', ');
        const available = new Set<Coding>(present);
        const chosen = chooseEncoding(header, available);
        if (chosen === 'identity') return;
        expect(available.has(chosen)).toBe(true);
        const refused = entries.some(([name, q]) => (name === chosen || (chosen === 'gzip' && name === 'x-gzip')) && Number(q ?? '1') === 0);
        const named = entries.some(([name, q]) => (name === chosen || (chosen === 'gzip' && name === 'x-gzip')) && Number(q ?? '1') > 0);
        expect(named || !refused).toBe(true);
      }),
    );
  });
});
