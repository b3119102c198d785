import type { FormsMessageKey } from '../i18n/messages/forms';

/** A failed rule: an i18n key of the forms area plus the values for its `{{placeholders}}`. */
export interface ValidationIssue {
  key: FormsMessageKey;
  params: Readonly<Record<string, string | number>>;
}

/** A rule looks at one raw form value and answers the first problem, or null. */
export type Rule = (value: unknown) => ValidationIssue | null;

function issue(key: FormsMessageKey, params: Readonly<Record<string, string | number>> = {}): ValidationIssue {
  return { key, params };
}

/**
 * The value a rule sees: strings trimmed (JS `trim` also removes the full-width space U+3000 that Chinese
 * IMEs type), finite numbers and bigints as their decimal text, anything else as ''.
 */
export function toTrimmedString(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** Length in characters (Unicode code points), so one CJK character or emoji counts once. */
export function characterCount(text: string): number {
  return Array.from(text).length;
}

/** Blank (after trimming) or an empty array. */
export function isBlank(value: unknown): boolean {
  return Array.isArray(value) ? value.length === 0 : toTrimmedString(value) === '';
}

// Every rule below except `required` lets a blank value pass: combine with `required` for mandatory fields.

export function required(value: unknown): ValidationIssue | null {
  return isBlank(value) ? issue('Validation.Required') : null;
}

/** min ≤ characters ≤ max, counted on the trimmed text. */
export function lengthRange(min: number, max: number): Rule {
  return (value) => {
    const text = toTrimmedString(value);
    if (text === '') return null;
    const count = characterCount(text);
    return count < min || count > max ? issue('Validation.LengthRange', { min, max }) : null;
  };
}

export function maxLength(max: number): Rule {
  return (value) => (characterCount(toTrimmedString(value)) > max ? issue('Validation.MaxLength', { max }) : null);
}

/** A whole number written as digits with an optional sign (or a safe-integer number), else null. */
export function parseIntegerInput(value: unknown): number | null {
  const text = toTrimmedString(value);
  if (!/^[+-]?\d+$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : null;
}

/** A whole number with min ≤ n ≤ max. */
export function integerRange(min: number, max: number): Rule {
  return (value) => {
    if (toTrimmedString(value) === '') return null;
    const n = parseIntegerInput(value);
    if (n === null) return issue('Validation.IntegerInvalid');
    return n < min || n > max ? issue('Validation.IntegerRange', { min, max }) : null;
  };
}

/** Run rules in order; the first problem wins (how the form shows one message per field). */
export function firstIssue(value: unknown, rules: readonly Rule[]): ValidationIssue | null {
  for (const rule of rules) {
    const found = rule(value);
    if (found !== null) return found;
  }
  return null;
}
