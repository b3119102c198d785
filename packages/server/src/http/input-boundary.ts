import { isMultilineField, textProblem, textProblemKey } from '@eticket/core/forms';
import type { Context } from 'hono';
import { Errors, type FieldError } from './errors';
import type { AppEnv } from './types';

/**
 * The one place untrusted text enters: the request's path, query and JSON body are checked here, before
 * any handler or database call. Refused with a 400 that names the field: NUL (PostgreSQL text cannot hold
 * it), lone surrogates (not characters; stored they become U+FFFD), other C0 controls (tab and line breaks
 * only in multi-line fields), malformed percent-escapes, and JSON numbers that a double cannot keep
 * exactly (a price of 1.00000000000000000001 must not silently become 1.00). JSON bodies must say so in
 * their content type (415 otherwise), so a form post or text/plain cannot reach a JSON route.
 */

const MAX_REPORTED = 20;

const BAD_ESCAPE = /%(?![0-9A-Fa-f]{2})/;

function decodeStrict(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    throw Errors.malformedUrl();
  }
}

function textError(member: string, value: string, multiline = isMultilineField(member)): FieldError | null {
  const problem = textProblem(value, multiline);
  return problem === null ? null : { member, key: textProblemKey(problem) };
}

function refuse(errors: FieldError[]): void {
  if (errors.length > 0) throw Errors.validation(errors.slice(0, MAX_REPORTED));
}

/** Path and query: well-formed escapes, and acceptable text in every decoded parameter name and value. */
export function checkRequestUrl(c: Context<AppEnv>): void {
  const url = c.req.url;
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const pathAndQuery = start < 0 ? '' : url.slice(start);
  if (BAD_ESCAPE.test(pathAndQuery)) throw Errors.malformedUrl();
  const queryAt = pathAndQuery.indexOf('?');
  const path = queryAt < 0 ? pathAndQuery : pathAndQuery.slice(0, queryAt);
  decodeStrict(path);
  const errors: FieldError[] = [];
  if (queryAt >= 0) {
    for (const pair of pathAndQuery.slice(queryAt + 1).split('&')) {
      if (pair === '') continue;
      const eq = pair.indexOf('=');
      const name = decodeStrict((eq < 0 ? pair : pair.slice(0, eq)).replace(/\+/g, ' '));
      const value = eq < 0 ? '' : decodeStrict(pair.slice(eq + 1).replace(/\+/g, ' '));
      const member = textProblem(name, false) === null ? name : '$query';
      const error = textError(member, name, false) ?? textError(member, value, false);
      if (error !== null) errors.push(error);
    }
  }
  for (const [name, value] of Object.entries(c.req.param() as Record<string, string>)) {
    const error = textError(name, value, false);
    if (error !== null) errors.push(error);
  }
  refuse(errors);
}

// ---- JSON numbers -------------------------------------------------------------------------------------

/** "-001.2300e2" → sign, significant digits, exponent of the last digit; zero is always "0". */
function canonicalDecimal(text: string): string {
  const match = /^(-?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(text);
  if (!match) return text;
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match;
  let digits = `${whole}${fraction}`.replace(/^0+/, '');
  let scale = Number(exponent) - fraction.length;
  if (digits === '') return '0';
  const trailing = /0+$/.exec(digits)?.[0].length ?? 0;
  digits = digits.slice(0, digits.length - trailing);
  scale += trailing;
  return `${sign}${digits}e${scale}`;
}

/** Whether a JSON number token means exactly the value a double keeps (0.1 yes; 1e309, 2^53+1 no). */
export function isExactJsonNumber(token: string): boolean {
  const value = Number(token);
  if (!Number.isFinite(value)) return false;
  return canonicalDecimal(token) === canonicalDecimal(String(value).replace('e+', 'e'));
}

const IMPRECISE = '\u0000eticket:imprecise-number:';
const STRING_OR_NUMBER = /"(?:[^"\\]|\\[\s\S])*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g;

/** Replace number tokens a double cannot keep by a marker string, so the tree walk can name their field. */
function markImpreciseNumbers(text: string): string {
  return text.replace(STRING_OR_NUMBER, (token) => (token.startsWith('"') || isExactJsonNumber(token) ? token : JSON.stringify(`${IMPRECISE}${token}`)));
}

function walk(value: unknown, member: string, errors: FieldError[]): void {
  if (errors.length >= MAX_REPORTED) return;
  if (typeof value === 'string') {
    if (value.startsWith(IMPRECISE)) errors.push({ member, key: 'Validation.NumberPrecision' });
    else {
      const error = textError(member, value);
      if (error !== null) errors.push(error);
    }
    return;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) walk(item, `${member}[${String(index)}]`, errors);
    return;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const path = member === '' ? key : `${member}.${key}`;
      const keyError = textError(member === '' ? '$' : member, key, false);
      if (keyError !== null) errors.push(keyError);
      else walk(item, path, errors);
    }
  }
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/** The JSON body of a write: 415 for another content type, 400 for bad JSON or bad text; undefined when empty. */
export async function readJsonBody(c: Context<AppEnv>): Promise<unknown> {
  const text = c.get('bodyText') ?? (await c.req.text());
  if (text.trim() === '') return undefined;
  if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) throw Errors.unsupportedMediaType();
  let parsed: unknown;
  try {
    parsed = JSON.parse(markImpreciseNumbers(text)) as unknown;
  } catch {
    throw Errors.malformedJson();
  }
  const errors: FieldError[] = [];
  walk(parsed, '', errors);
  for (const error of errors) if (error.member === '') error.member = '$';
  refuse(errors);
  return parsed;
}

/** Text for a log or audit column (path, user agent): controls and lone surrogates become U+FFFD. */
export function scrubText(text: string): string {
  let out = '';
  for (const char of text) {
    const point = char.codePointAt(0) ?? 0;
    out += point < 0x20 || point === 0x7f || (point >= 0xd800 && point <= 0xdfff) ? '\ufffd' : char;
  }
  return out;
}

/** An over-limit body is still read (and dropped) up to this much, so the client can finish sending and read the 413. */
const MAX_DISCARD_BYTES = 64 * 1024 * 1024;

/**
 * The bytes of a request's body, or null when it has none: Node's own stream when the Node adapter serves
 * the request — reading the fetch Request's body would first build that Request and a web stream over the
 * same bytes (measured ≈ 9 % of a scan's server CPU) — else the fetch Request's body.
 */
export function bodySource(request: Request, incoming: AsyncIterable<Uint8Array> | undefined): AsyncIterable<Uint8Array> | null {
  // GET and HEAD carry no body; asking for one would build the whole fetch Request of the Node adapter.
  if (request.method === 'GET' || request.method === 'HEAD') return null;
  return incoming ?? (request.body as AsyncIterable<Uint8Array> | null);
}

/**
 * Read the whole body before anything answers. Over the limit, the rest is read and dropped before the 413
 * goes out: a server that answers and closes while the client is still sending makes the client's TCP
 * stack report a connection reset instead of the answer. Bodies that are not UTF-8 are refused here too.
 */
export async function bufferBody(source: AsyncIterable<Uint8Array> | null, limit: number): Promise<string | undefined> {
  if (source === null) return undefined;
  const chunks: Uint8Array[] = [];
  let total = 0;
  // Leaving the loop early (past the discard cap) cancels the stream; the client then sees the close.
  for await (const value of source) {
    total += value.byteLength;
    if (total <= limit) chunks.push(value);
    else if (total > MAX_DISCARD_BYTES) break;
  }
  if (total > limit) throw Errors.payloadTooLarge(limit);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw Errors.malformedJson();
  }
}
