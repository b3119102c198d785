import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TICKET_CODE_BODY_LENGTH, TICKET_CODE_PREFIXES, formatTicketCode, parseTicketCode, ticketCodeBytes, type TicketCodeKind } from './ticket-code';

const RUNS = { numRuns: 1000 };
const bytes16 = fc.uint8Array({ minLength: 16, maxLength: 16 });
const kind = fc.constantFrom<TicketCodeKind>('bundle', 'part');

describe('ticket codes', () => {
  it('formats 16 random bytes as prefix + 26 upper-case Crockford characters that parse back to themselves', () => {
    fc.assert(
      fc.property(kind, bytes16, (k, bytes) => {
        const code = formatTicketCode(k, bytes);
        expect(code).toMatch(/^E[TP]1\.[0-9A-HJKMNP-TV-Z]{26}$/);
        expect(code.length).toBe(TICKET_CODE_PREFIXES[k].length + TICKET_CODE_BODY_LENGTH);
        expect(parseTicketCode(code)).toEqual({ kind: k, code });
        expect(ticketCodeBytes(code)).toEqual(bytes);
      }),
      RUNS,
    );
  });

  it('different bytes give different codes (the code is the randomness, nothing else)', () => {
    fc.assert(
      fc.property(bytes16, bytes16, (a, b) => {
        fc.pre(a.some((x, i) => x !== b[i]));
        expect(formatTicketCode('bundle', a)).not.toBe(formatTicketCode('bundle', b));
      }),
      RUNS,
    );
  });

  it('reads scanner and typing variants as the canonical code', () => {
    const code = formatTicketCode('bundle', new Uint8Array(16).fill(0x5a));
    const body = code.slice(4);
    expect(parseTicketCode(code.toLowerCase())?.code).toBe(code);
    expect(parseTicketCode(`  ${code}\n`)?.code).toBe(code);
    expect(parseTicketCode(`ET1.${body.slice(0, 8)}-${body.slice(8)}`)?.code).toBe(code);
    const zeros = formatTicketCode('part', new Uint8Array(16));
    expect(zeros).toBe(`EP1.${'0'.repeat(26)}`);
    expect(parseTicketCode(`EP1.${'O'.repeat(26)}`)?.code).toBe(zeros);
  });

  it('refuses what is not a code', () => {
    const code = formatTicketCode('bundle', new Uint8Array(16).fill(7));
    for (const text of [
      '',
      'JJ:36001',
      code.slice(0, -1),
      `${code}0`,
      `ET2.${code.slice(4)}`,
      `${code.slice(0, -1)}U`,
      // The last character's two padding bits must be zero: '1' (00001) is not a canonical ending.
      `${code.slice(0, -1)}1`,
      'x'.repeat(100),
    ]) {
      expect(parseTicketCode(text), text).toBeNull();
    }
  });

  it('needs exactly 16 bytes', () => {
    expect(() => formatTicketCode('bundle', new Uint8Array(15))).toThrow(RangeError);
  });
});
