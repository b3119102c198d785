import { isUuid } from '@eticket/core/validation';
import { Errors } from '../http/errors';

/** Request helpers every business route shares (master data, orders, cutting, printing). */

/** The `:id` of the path; anything but a UUID cannot exist (404, never a database cast error). */
export function pathId(params: Readonly<Record<string, string>>, name = 'id'): string {
  const value = params[name] ?? '';
  if (!isUuid(value)) throw Errors.notFound();
  return value.toLowerCase();
}

/** `%keyword%` for ILIKE with the wildcards of the keyword itself escaped. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The driver's error inside a failed statement's error (drizzle wraps it in `cause`), or null. */
function driverError(error: unknown): (object & { code: string }) | null {
  for (let current: unknown = error, depth = 0; current !== null && typeof current === 'object' && depth < 4; depth++) {
    if ('code' in current && typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current as object & { code: string };
    current = 'cause' in current ? current.cause : null;
  }
  return null;
}

/** The PostgreSQL error code of a failed statement. */
export function pgErrorCode(error: unknown): string | null {
  return driverError(error)?.code ?? null;
}

/** The constraint (index, foreign key) a failed statement broke, when the server names one. */
export function pgConstraint(error: unknown): string | null {
  const found = driverError(error);
  return found !== null && 'constraint' in found && typeof found.constraint === 'string' ? found.constraint : null;
}

/** ISO text of a timestamp column. */
export function iso(date: Date | null): string | null {
  return date === null ? null : date.toISOString();
}
