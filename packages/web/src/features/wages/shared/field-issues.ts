import type { Validated } from '@eticket/core/validation';
import type { TFunction } from '../../../i18n/rosetta';

/** A decision's problems by field path: the server's (already translated) over the reader's own. */
export function fieldIssues(result: Validated<unknown>, server: Readonly<Record<string, string>>, t: TFunction): Readonly<Record<string, string>> {
  const own = result.ok ? {} : Object.fromEntries(Object.entries(result.errors).map(([path, issue]) => [path, t(issue.key, issue.params)]));
  return { ...own, ...server };
}
