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

/** The PostgreSQL error code of a failed statement (drizzle wraps the driver error in `cause`). */
export function pgErrorCode(error: unknown): string | null {
  for (let current: unknown = error, depth = 0; current !== null && typeof current === 'object' && depth < 4; depth++) {
    if ('code' in current && typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
    current = 'cause' in current ? current.cause : null;
  }
  return null;
}

/** ISO text of a timestamp column. */
export function iso(date: Date | null): string | null {
  return date === null ? null : date.toISOString();
}
