import type { MessageKey } from '../i18n/dictionaries';
import { decimalString, type DecimalRuleOptions } from '../forms/decimal-rule';
import { acceptableText, isMultilineField } from '../forms/text-rule';
import { integerRange, maxLength, parseIntegerInput, toTrimmedString } from '../forms/validators';
import { formatDecimal, parseDecimal } from '../money/money';
import { currentTrace, PROBE_ENTRY, type JsonSchema } from './shape';

/**
 * The one validation system of every module, client and server alike: reading an untrusted body, query
 * or form into a typed, normalised input while collecting one problem per field. The server runs the
 * same readers on the JSON body (→ 400 with validationErrors) as the web forms run on their raw values,
 * so both refuse the same inputs with the same i18n keys and field paths.
 */

/** A message key a validation problem may name: any text key (a new module's area counts once registered). */
export type IssueKey = MessageKey;
export type IssueParams = Readonly<Record<string, string | number>>;

/** A failed rule: an i18n key and the values for its placeholders. */
export interface Issue {
  key: IssueKey;
  params: IssueParams;
}

/** Field path (`name`, `colors[2].name`, `quantities[0][2]`) → its first problem, in the order found. */
export type FieldErrors = Readonly<Record<string, Issue>>;

export type Validated<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };


/** A property of a plain object, else undefined (arrays, null and primitives have none). */
export function property(raw: unknown, name: string): unknown {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  return (raw as Record<string, unknown>)[name];
}

/** The key two names are compared by: NFKC (full-width ＸＬ = XL), trimmed, case-insensitive. */
export function nameKey(text: string): string {
  return text.normalize('NFKC').trim().toLowerCase();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id as the server issues them (a UUID); anything else is refused before it reaches the database. */
export function isUuid(text: string): boolean {
  return UUID.test(text);
}

/**
 * "0.1234567" for a price says "at most 6 decimals", not "not a number" (the forms rule can only parse
 * up to 6 digits, so it cannot tell the two apart).
 */
function tooManyDecimals(text: string, max: number): Issue | null {
  const match = /^[+-]?\d*\.(\d+)$/.exec(text);
  const digits = match?.[1]?.replace(/0+$/, '').length ?? 0;
  return digits > max ? { key: 'Validation.DecimalFractionDigits', params: { max } } : null;
}

export interface DecimalFieldOptions extends DecimalRuleOptions {
  /** Fraction digits kept when formatting the canonical text (default 0). */
  minFractionDigits?: number;
}

/** A decimal travels as text ("12.50"): digits and at most the allowed fraction digits (the range is a rule). */
function decimalShape(options: DecimalFieldOptions): JsonSchema {
  const digits = options.maxFractionDigits ?? 6;
  const negative = options.min === undefined || options.min < 0n;
  return {
    type: 'string',
    pattern: `^${negative ? '-?' : ''}\\d+(\\.\\d{1,${String(digits)}})?$`,
  };
}

/** Collects issues while reading fields; `result(value)` answers ok only when nothing failed. */
export class InputReader {
  private readonly found: Record<string, Issue> = {};
  /** Set only while `traceShape` runs this reader: each read also records its field's shape. */
  private readonly trace = currentTrace();

  /** Describe a field read by hand (see `traceShape`); a no-op unless the shape is being traced. */
  describe(path: string, schema: JsonSchema, required: boolean): void {
    this.trace?.field(path, schema, required);
  }

  get hasErrors(): boolean {
    return Object.keys(this.found).length > 0;
  }

  get errors(): FieldErrors {
    return this.found;
  }

  /** Record a problem for a path; the first one of a path wins. */
  fail(path: string, key: IssueKey, params: IssueParams = {}): void {
    this.found[path] ??= { key, params };
  }

  /** Record a rule's answer (null = passed). */
  check(path: string, problem: Issue | null): void {
    if (problem !== null) this.fail(path, problem.key, problem.params);
  }

  failed(path: string): boolean {
    return path in this.found;
  }

  /** A required text, trimmed, at most `max` characters, without characters no text may hold. */
  text(path: string, value: unknown, max: number): string {
    this.describe(path, { type: 'string', minLength: 1, maxLength: max }, true);
    const text = toTrimmedString(value);
    // Not `required` alone: it counts a non-empty array as filled in, and a text field never takes one.
    const problem: Issue | null =
      text === '' ? { key: 'Validation.Required', params: {} } : (maxLength(max)(text) ?? acceptableText(isMultilineField(path))(value));
    this.check(path, problem);
    return text;
  }

  /** An optional text: blank → null. */
  optionalText(path: string, value: unknown, max: number): string | null {
    this.describe(path, { type: ['string', 'null'], maxLength: max }, false);
    const problem = maxLength(max)(value) ?? acceptableText(isMultilineField(path))(value);
    this.check(path, problem);
    const text = toTrimmedString(value);
    return text === '' ? null : text;
  }

  /** A whole number in [min, max]; blank → `fallback` (or Required when there is none). */
  integer(path: string, value: unknown, min: number, max: number, fallback?: number): number {
    this.describe(path, { type: 'integer', minimum: min, maximum: max }, fallback === undefined);
    if (toTrimmedString(value) === '') {
      if (fallback !== undefined) return fallback;
      this.fail(path, 'Validation.Required');
      return min;
    }
    const problem = integerRange(min, max)(value);
    this.check(path, problem);
    return parseIntegerInput(value) ?? min;
  }

  /** A required decimal by the forms rule; the canonical text ("1.50") of its exact value. */
  decimal(path: string, value: unknown, options: DecimalFieldOptions): string {
    this.describe(path, decimalShape(options), true);
    const text = toTrimmedString(value);
    const problem: Issue | null =
      text === '' ? { key: 'Validation.Required', params: {} } : (tooManyDecimals(text, options.maxFractionDigits ?? 6) ?? decimalString(options)(value));
    if (problem !== null) {
      this.check(path, problem);
      return '0';
    }
    return formatDecimal(parseDecimal(text), options.minFractionDigits ?? 0, options.maxFractionDigits ?? 6);
  }

  optionalDecimal(path: string, value: unknown, options: DecimalFieldOptions): string | null {
    this.describe(path, { ...decimalShape(options), type: ['string', 'null'] }, false);
    return toTrimmedString(value) === '' ? null : this.decimal(path, value, options);
  }

  /** true/false (or "true"/"false" from a form or query); missing → fallback. */
  boolean(path: string, value: unknown, fallback: boolean): boolean {
    this.describe(path, { type: 'boolean' }, false);
    if (value === undefined || value === null || value === '') return fallback;
    if (value === true || value === 'true') return true;
    if (value === false || value === 'false') return false;
    this.fail(path, 'Catalog.Validation.Invalid');
    return fallback;
  }

  /** true/false, or null when missing (a filter that is not set). */
  optionalBoolean(path: string, value: unknown): boolean | null {
    if (value === undefined || value === null || value === '') {
      this.describe(path, { type: 'boolean' }, false);
      return null;
    }
    return this.boolean(path, value, false);
  }

  /** One of the listed values; missing → fallback. */
  oneOf<T extends string>(path: string, value: unknown, options: readonly T[], fallback: T): T {
    this.describe(path, { type: 'string', enum: options }, false);
    if (value === undefined || value === null || value === '') return fallback;
    const match = options.find((option) => option === value);
    if (match === undefined) this.fail(path, 'Catalog.Validation.Invalid');
    return match ?? fallback;
  }

  /** An optional id (UUID); blank → null. */
  optionalId(path: string, value: unknown): string | null {
    this.describe(path, { type: ['string', 'null'], format: 'uuid' }, false);
    const text = typeof value === 'string' ? value.trim() : '';
    if (value === undefined || value === null || text === '') {
      if (value !== undefined && value !== null && typeof value !== 'string') this.fail(path, 'Catalog.Validation.IdInvalid');
      return null;
    }
    if (!isUuid(text)) {
      this.fail(path, 'Catalog.Validation.IdInvalid');
      return null;
    }
    return text.toLowerCase();
  }

  /** A required id (UUID). */
  id(path: string, value: unknown): string {
    this.describe(path, { type: 'string', format: 'uuid' }, true);
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
      this.fail(path, 'Validation.Required');
      return '';
    }
    return this.optionalId(path, value) ?? '';
  }

  /** A list of at most `max` entries; missing → []; anything else → [] with a problem. */
  list(path: string, value: unknown, max: number): readonly unknown[] {
    if (this.trace !== null) {
      this.describe(path, { type: 'array', maxItems: max }, false);
      return [PROBE_ENTRY];
    }
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) {
      this.fail(path, 'Catalog.Validation.Invalid');
      return [];
    }
    if (value.length > max) {
      this.fail(path, 'Catalog.Validation.TooManyItems', { max });
      return value.slice(0, max);
    }
    return value;
  }

  /** Marks the entries whose `key` repeats an earlier entry's (blank keys are skipped). */
  unique<T>(
    entries: readonly T[],
    keyOf: (entry: T) => string | null,
    pathOf: (index: number) => string,
    messageKey: IssueKey,
    label: (entry: T) => string,
  ): void {
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      const key = keyOf(entry);
      if (key === null || key === '') return;
      if (seen.has(key)) this.fail(pathOf(index), messageKey, { value: label(entry) });
      seen.add(key);
    });
  }

  result<T>(value: T): Validated<T> {
    return this.hasErrors ? { ok: false, errors: this.found } : { ok: true, value };
  }
}
