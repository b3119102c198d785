import type { ProductionIssue, ProductionValidated } from '@eticket/core/production';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { AppError, Errors, fieldErrors, type FieldError } from '../../http/errors';

/**
 * Helpers of the production routes. As in the catalog routes, bodies and queries are declared raw and read
 * inside the handler — after the permission check and after a missing or foreign id has become a 404 —
 * first their shape (zod, messages through the platform's `fieldErrors`), then the core rules.
 */

/** The body's shape, or a 400 naming each bad field. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) throw Errors.validation(fieldErrors(parsed.error));
  return parsed.data;
}

export function issuesError(issues: readonly ProductionIssue[]): AppError {
  return Errors.validation(issues.map((i): FieldError => ({ member: i.member, key: i.key, params: i.params })));
}

/** The value of a core validation, or a 400 with every field's problem. */
export function validOr400<T>(result: ProductionValidated<T>): T {
  if (result.ok) return result.value;
  throw issuesError(result.errors);
}

/** A 400 for one field (an order no already taken, a style that does not exist). */
export function fieldError(member: string, key: string, params: Readonly<Record<string, string | number>> = {}): AppError {
  return Errors.validation([{ member, key, params }]);
}

/** A request the data's state refuses (cannot regenerate after a print …): 409 with its own code. */
export function refused(code: string, key: string, params: Readonly<Record<string, string | number>> = {}): AppError {
  return new AppError(409, code, key, { params });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id in a body: a UUID, lower-cased. */
export const idSchema = z
  .string()
  .regex(UUID)
  .transform((v) => v.toLowerCase());

const nullableText = z.string().max(2000).nullish().transform((v) => v ?? null);
export const textOrNull = nullableText;

/** The tenant's business date (domain §8.4.20): the calendar date in China Standard Time, the product's zone. */
export function businessToday(now: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(now));
}

/** The SQL time zone business dates are taken in (matches `businessToday`). */
export const BUSINESS_TIME_ZONE = 'Asia/Shanghai';

/** Who writes: the signed-in user, or the system (demo data, benchmarks). */
export interface Actor {
  tenantId: string;
  userId: string | null;
}

/** The audit columns of an update: who, when (database time), and a fresh concurrency stamp. */
export function modifiedBy(actor: Actor): { lastModificationTime: SQL; lastModifierId: string | null; concurrencyStamp: SQL } {
  return { lastModificationTime: sql`now()`, lastModifierId: actor.userId, concurrencyStamp: sql`gen_random_uuid()::text` };
}
