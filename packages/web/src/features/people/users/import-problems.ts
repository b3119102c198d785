import type { AbpValidationError } from '@eticket/core/abp';
import { USER_IMPORT_COLUMNS, parseImportProblemPath } from '@eticket/core/people';
import type { TFunction } from '../../../i18n/rosetta';

/** One problem of a refused import, as the table shows it: sheet row, column header (translated), message. */
export interface ImportProblem {
  /** The sheet's row number; null for a problem with the whole file. */
  row: number | null;
  column: string;
  message: string;
}

/**
 * The 400 body of an import (`rows[n].<field>` members, messages already translated by the server) as
 * table rows in sheet order; a member that names no row (the file itself) comes first.
 */
export function importProblems(errors: readonly AbpValidationError[], t: TFunction): ImportProblem[] {
  const out: ImportProblem[] = [];
  for (const { message, members } of errors) {
    const paths = members.length === 0 ? [''] : members;
    for (const member of paths) {
      const parsed = parseImportProblemPath(member.charAt(0).toLowerCase() + member.slice(1));
      if (parsed === null) {
        out.push({ row: null, column: '', message });
        continue;
      }
      const column = USER_IMPORT_COLUMNS.find((c) => c.field === parsed.field);
      out.push({ row: parsed.row, column: column === undefined ? parsed.field : t(column.header), message });
    }
  }
  return out.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
}
