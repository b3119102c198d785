import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Tx } from './client';

const dialect = new PgDialect();

/**
 * A statement whose text is written once, when its module loads; each call binds only its values.
 * Drizzle's builder writes a query's text anew on every call — for the notice list, the bell every page
 * asks for, that was ≈ 15 % of the request's server CPU — so a read on every page's path is written with
 * named placeholders (`sql.placeholder('tenantId')`) and run through this. The same text each time also
 * means the same named prepared statement on each connection. It runs through the transaction's session,
 * so the statement gate and the transaction's scope apply as to any other statement; a placeholder
 * without a value fails the call before anything is sent.
 */
export interface Prepared<V extends Record<string, unknown>, R extends Record<string, unknown>> {
  rows(tx: Tx, values: V): Promise<R[]>;
  /** The text as sent, for tests and plans. */
  readonly text: string;
}

export function prepared<V extends Record<string, unknown>, R extends Record<string, unknown>>(statement: SQL): Prepared<V, R> {
  const query = dialect.sqlToQuery(statement);
  return {
    text: query.sql,
    async rows(tx, values) {
      const result: unknown = await tx._.session.prepareQuery(query, undefined, undefined, false).execute(values);
      if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) return result.rows as R[];
      throw new Error('unexpected driver result');
    },
  };
}
