import { maxLength } from '../forms/validators';
import type { JsonSchema } from './shape';
import type { InputReader } from './input-reader';

/**
 * The wire shape of a body, read before the module's own rules run on it: the JSON types a client must
 * send (a string, a number, a list …), nothing more. The rules (trimming, ranges, dates, the style's
 * colours) stay in the module's validators, which need stored rows the shape cannot know. Each helper
 * records its field for `traceShape`, so documents and fuzzing see the same shape.
 */

function missing(value: unknown): boolean {
  return value === undefined || value === null;
}

/** A required string as sent (not trimmed: the rules trim), at most `max` characters. */
export function wireString(reader: InputReader, path: string, value: unknown, max: number): string {
  reader.describe(path, { type: 'string', maxLength: max }, true);
  if (missing(value)) {
    reader.fail(path, 'Validation.Required');
    return '';
  }
  if (typeof value !== 'string') {
    reader.fail(path, 'Catalog.Validation.Invalid');
    return '';
  }
  reader.check(path, maxLength(max)(value));
  return value;
}

/** An optional string as sent; missing or null → null. */
export function wireOptionalString(reader: InputReader, path: string, value: unknown, max: number): string | null {
  reader.describe(path, { type: ['string', 'null'], maxLength: max }, false);
  if (missing(value)) return null;
  if (typeof value !== 'string') {
    reader.fail(path, 'Catalog.Validation.Invalid');
    return null;
  }
  reader.check(path, maxLength(max)(value));
  return value;
}

/** A JSON number (never a numeric string); `range` only documents what the rules accept. */
export function wireNumber(reader: InputReader, path: string, value: unknown, range: { minimum: number; maximum: number }): number {
  reader.describe(path, { type: 'integer', ...range }, true);
  if (missing(value)) {
    reader.fail(path, 'Validation.Required');
    return 0;
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    reader.fail(path, 'Catalog.Validation.Invalid');
    return 0;
  }
  return value;
}

/** An optional JSON number; missing or null → null. */
export function wireOptionalNumber(reader: InputReader, path: string, value: unknown, range: { minimum: number; maximum: number }): number | null {
  reader.describe(path, { type: ['integer', 'null'], ...range }, false);
  if (missing(value)) return null;
  return wireNumber(reader, path, value, range);
}

/** A list of at most `max` entries, each read by `entry` at `path[i]`; missing → null. */
export function wireOptionalList<T>(reader: InputReader, path: string, value: unknown, max: number, entry: (value: unknown, path: string) => T): T[] | null {
  // While tracing, `list` answers one probe entry even for a missing value, so the entries are described too.
  const items = reader.list(path, value, max);
  if (missing(value) && items.length === 0) return null;
  return items.map((item, i) => entry(item, `${path}[${String(i)}]`));
}

/** A required list (missing → Required). */
export function wireList<T>(reader: InputReader, path: string, value: unknown, max: number, entry: (value: unknown, path: string) => T): T[] {
  const list = wireOptionalList(reader, path, value, max, entry);
  reader.describe(path, { type: 'array', maxItems: max }, true);
  if (list === null) reader.fail(path, 'Validation.Required');
  return list ?? [];
}

/** A field whose shape a module rule checks entry by entry (a pick list): taken as sent, only described. */
export function wireAny(reader: InputReader, path: string, value: unknown, schema: JsonSchema): unknown {
  reader.describe(path, schema, false);
  return value;
}

/** A required string that must be one of `options`. */
export function wireEnum<T extends string>(reader: InputReader, path: string, value: unknown, options: readonly T[]): T {
  reader.describe(path, { type: 'string', enum: options }, true);
  if (missing(value)) {
    reader.fail(path, 'Validation.Required');
    return options[0] as T;
  }
  const match = options.find((option) => option === value);
  if (match === undefined) reader.fail(path, 'Catalog.Validation.Invalid');
  return match ?? (options[0] as T);
}

/** An optional one of `options`; missing, null or blank → null. */
export function wireOptionalEnum<T extends string>(reader: InputReader, path: string, value: unknown, options: readonly T[]): T | null {
  reader.describe(path, { type: ['string', 'null'], enum: [...options, null] }, false);
  if (missing(value) || value === '') return null;
  const match = options.find((option) => option === value);
  if (match === undefined) reader.fail(path, 'Catalog.Validation.Invalid');
  return match ?? null;
}

/** The text values of a query string (`c.req.query()` or a client's params); anything else is dropped. */
export function queryText(raw: unknown): Readonly<Record<string, string>> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  return Object.fromEntries(Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * A text of the platform's own forms (sign-in, the join form, handling an application), with the
 * platform's messages: Required, TooShort, TooLong, Invalid. `trim` reads it as the user meant it;
 * a password is taken as typed. Missing (undefined) → null when not `required`.
 */
export function platformText(
  reader: InputReader,
  path: string,
  value: unknown,
  rule: { max: number; min?: number; trim?: boolean; required: boolean },
): string | null {
  const min = rule.min ?? (rule.required ? 1 : 0);
  reader.describe(path, { type: 'string', maxLength: rule.max, ...(min > 0 ? { minLength: min } : {}) }, rule.required);
  if (missing(value)) {
    if (rule.required) reader.fail(path, 'Server.Validation.Required');
    return null;
  }
  if (typeof value !== 'string') {
    reader.fail(path, 'Server.Validation.Invalid');
    return null;
  }
  const text = rule.trim === true ? value.trim() : value;
  if (text.length < min) reader.fail(path, min <= 1 ? 'Server.Validation.Required' : 'Server.Validation.TooShort', { min });
  else if (text.length > rule.max) reader.fail(path, 'Server.Validation.TooLong', { max: rule.max });
  return text;
}

/** skipCount / maxResultCount of the platform's lists (default 10, at most `maxPage`). */
export function platformPage(reader: InputReader, query: Readonly<Record<string, string>>, maxPage: number): { skipCount: number; maxResultCount: number } {
  return {
    skipCount: reader.integer('skipCount', query.skipCount, 0, 1_000_000, 0),
    maxResultCount: reader.integer('maxResultCount', query.maxResultCount, 1, maxPage, 10),
  };
}
