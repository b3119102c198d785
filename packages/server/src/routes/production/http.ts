import { z } from 'zod';
import { AppError, Errors, fieldErrors } from '../../http/errors';

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
