import type { FormsMessageKey } from '../i18n/messages/forms';
import type { Rule } from './validators';

/**
 * Which characters a typed text may hold. A NUL cannot be stored in a PostgreSQL text column, a lone
 * UTF-16 surrogate is not a character at all (it would be stored as U+FFFD), and other C0 controls
 * (BEL, ESC, …) are invisible paste debris that later breaks printing and exports. Tab and line breaks
 * are text only where the field is multi-line (remarks, messages, addresses).
 */
export type TextProblem = 'nul' | 'surrogate' | 'control';

/** Field names (the last segment of a member path) whose value may span lines. */
const MULTILINE_FIELDS: ReadonlySet<string> = new Set(['remark', 'remarks', 'message', 'reason', 'content', 'description', 'note', 'notes', 'address']);

/** `procedures[2].remark` → true: the last name in the path is a multi-line field. */
export function isMultilineField(member: string): boolean {
  const last = /([A-Za-z0-9_]+)(?:\[\d+\])*$/.exec(member)?.[1] ?? '';
  return MULTILINE_FIELDS.has(last);
}

/** The first problem in a text, or null when every character is acceptable. */
export function textProblem(text: string, multiline: boolean): TextProblem | null {
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit === 0) return 'nul';
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i += 1;
        continue;
      }
      return 'surrogate';
    }
    if (unit >= 0xdc00 && unit <= 0xdfff) return 'surrogate';
    if (unit < 0x20 || unit === 0x7f) {
      if (multiline && (unit === 0x09 || unit === 0x0a || unit === 0x0d)) continue;
      return 'control';
    }
  }
  return null;
}

const PROBLEM_KEYS: Readonly<Record<TextProblem, FormsMessageKey>> = {
  nul: 'Validation.TextNul',
  surrogate: 'Validation.TextSurrogate',
  control: 'Validation.TextControl',
};

/** The i18n key that explains a text problem to the person who typed it. */
export function textProblemKey(problem: TextProblem): FormsMessageKey {
  return PROBLEM_KEYS[problem];
}

/** A form rule: strings with a forbidden character fail (other values pass; combine with other rules). */
export function acceptableText(multiline: boolean): Rule {
  return (value) => {
    if (typeof value !== 'string') return null;
    const problem = textProblem(value, multiline);
    return problem === null ? null : { key: textProblemKey(problem), params: {} };
  };
}
