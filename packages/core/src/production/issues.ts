import type { FormsMessageKey } from '../i18n/messages/forms';
import type { ProductionMessageKey } from '../i18n/messages/production';
import { maxLength, required, toTrimmedString } from '../forms/validators';

/**
 * One problem of an order, bed, plan or print request: the member (field path such as `quantities[0][2]`)
 * and an i18n key with its placeholders. The server turns a list of these into a 400 with
 * validationErrors; the web shows them beside the fields.
 */
export interface ProductionIssue {
  member: string;
  key: ProductionMessageKey | FormsMessageKey;
  params: Readonly<Record<string, string | number>>;
}

export type ProductionValidated<T> = { ok: true; value: T } | { ok: false; errors: ProductionIssue[] };

/** Collects problems, the first per member winning (one message per field). */
export class IssueCollector {
  private readonly list: ProductionIssue[] = [];
  private readonly members = new Set<string>();

  add(member: string, key: ProductionIssue['key'], params: ProductionIssue['params'] = {}): void {
    if (this.members.has(member)) return;
    this.members.add(member);
    this.list.push({ member, key, params });
  }

  get issues(): readonly ProductionIssue[] {
    return this.list;
  }

  get empty(): boolean {
    return this.list.length === 0;
  }

  /** A trimmed text; blank → null (or Required when `isRequired`), longer than max → MaxLength. */
  text(member: string, value: string | null | undefined, max: number, isRequired = false): string | null {
    const problem = (isRequired ? required(value) : null) ?? maxLength(max)(value);
    if (problem !== null) this.add(member, problem.key, problem.params);
    const text = toTrimmedString(value);
    return text === '' ? null : text;
  }

  /** A whole number in [min, max]. */
  integer(member: string, value: number, min: number, max: number): boolean {
    if (!Number.isSafeInteger(value)) {
      this.add(member, 'Validation.IntegerInvalid');
      return false;
    }
    if (value < min || value > max) {
      this.add(member, 'Validation.IntegerRange', { min, max });
      return false;
    }
    return true;
  }

  result<T>(value: T): ProductionValidated<T> {
    return this.list.length === 0 ? { ok: true, value } : { ok: false, errors: [...this.list] };
  }
}
