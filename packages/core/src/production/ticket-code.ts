/**
 * The QR payload of a bundle ticket (菲票) or part ticket (部位菲), domain §3.3 / §8.2: an OPAQUE code.
 * It carries no prices, no order or bundle numbers and no tenant; it is 128 random bits the server draws
 * (node:crypto) when it issues the ticket, so codes cannot be guessed or enumerated, and the server looks it
 * up only among the caller's tenant's tickets. Core defines the format; the server owns the randomness.
 *
 *   ET1.<26 Crockford base32 characters>   bundle ticket
 *   EP1.<26 …>                             part ticket
 *
 * The prefix keeps our code apart from the customer's barcodes on the same bundle (S1 `JJ:`) and versions
 * the format. Upper-case Crockford base32 and '.' all lie in the QR alphanumeric set, so the symbol stays
 * small (30 characters → version 2 at level M). Reading is forgiving the way Crockford intends (lower case,
 * I/L → 1, O → 0, hyphens and spaces dropped) and always yields the one canonical spelling.
 */
export type TicketCodeKind = 'bundle' | 'part';

export const TICKET_CODE_PREFIXES = { bundle: 'ET1.', part: 'EP1.' } as const satisfies Record<TicketCodeKind, string>;
export const TICKET_CODE_RANDOM_BYTES = 16;
/** Characters after the prefix: ⌈128 / 5⌉. */
export const TICKET_CODE_BODY_LENGTH = 26;
/** Longest text worth trying to read as a code (a pasted code with separators). */
export const TICKET_CODE_INPUT_MAX = 64;

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const VALUE = new Map(Array.from(ALPHABET, (ch, i) => [ch, i]));

/** Encode 16 random bytes as a ticket code of the kind. */
export function formatTicketCode(kind: TicketCodeKind, randomBytes: Uint8Array): string {
  if (randomBytes.length !== TICKET_CODE_RANDOM_BYTES) {
    throw new RangeError(`A ticket code needs ${String(TICKET_CODE_RANDOM_BYTES)} random bytes`);
  }
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of randomBytes) {
    buffer = ((buffer << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += ALPHABET.charAt((buffer >> bits) & 31);
    }
  }
  // 128 = 25 × 5 + 3: the last character holds 3 bits followed by two zero bits.
  if (bits > 0) out += ALPHABET.charAt((buffer << (5 - bits)) & 31);
  return TICKET_CODE_PREFIXES[kind] + out;
}

export interface ParsedTicketCode {
  kind: TicketCodeKind;
  /** The canonical spelling, as stored. */
  code: string;
}

/** Read scanned or typed text as a ticket code; null when it is not one (the server answers 404 then). */
export function parseTicketCode(text: string): ParsedTicketCode | null {
  if (text.length > TICKET_CODE_INPUT_MAX) return null;
  const compact = text.trim().toUpperCase().replace(/[\s-]/g, '');
  const kind = (Object.keys(TICKET_CODE_PREFIXES) as TicketCodeKind[]).find((k) => compact.startsWith(TICKET_CODE_PREFIXES[k]));
  if (kind === undefined) return null;
  const body = compact.slice(TICKET_CODE_PREFIXES[kind].length).replace(/[IL]/g, '1').replace(/O/g, '0');
  if (body.length !== TICKET_CODE_BODY_LENGTH) return null;
  for (const ch of body) if (!VALUE.has(ch)) return null;
  // The two padding bits of the last character must be zero, so each code has exactly one spelling.
  const last = VALUE.get(body.charAt(TICKET_CODE_BODY_LENGTH - 1)) ?? 0;
  if ((last & 0b11) !== 0) return null;
  return { kind, code: TICKET_CODE_PREFIXES[kind] + body };
}

/** The 16 bytes a canonical code was made from (tests and diagnostics). */
export function ticketCodeBytes(code: string): Uint8Array | null {
  const parsed = parseTicketCode(code);
  if (parsed === null || parsed.code !== code) return null;
  const body = code.slice(TICKET_CODE_PREFIXES[parsed.kind].length);
  const bytes = new Uint8Array(TICKET_CODE_RANDOM_BYTES);
  let buffer = 0;
  let bits = 0;
  let index = 0;
  for (const ch of body) {
    buffer = ((buffer << 5) | (VALUE.get(ch) ?? 0)) & 0xffff;
    bits += 5;
    if (bits >= 8 && index < TICKET_CODE_RANDOM_BYTES) {
      bits -= 8;
      bytes[index] = (buffer >> bits) & 0xff;
      index += 1;
    }
  }
  return bytes;
}
