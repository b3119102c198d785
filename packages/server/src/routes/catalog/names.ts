import type { CatalogMessageKey } from '@eticket/core/catalog';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { queryRows } from '../../db/client';
import type { TenantTx } from '../../db/context';
import type { AppError } from '../../http/errors';
import { fieldError } from './shared';

export interface NameCheck {
  table: PgTable & { tenantId: AnyPgColumn; id: AnyPgColumn };
  column: AnyPgColumn;
  tenantId: string;
  value: string;
  /** The row being updated (its own name is not a clash). */
  exceptId: string | null;
  /** Field path of the 400. */
  field: string;
  /** Narrower scope, e.g. the siblings of a category. */
  scope?: SQL;
  key?: CatalogMessageKey;
  param?: string;
}

/**
 * Names and codes are unique per tenant, compared by eticket_code_key (NFKC, trimmed, lower case: "CW01",
 * "cw01" and full-width "ＣＷ01" are one code), the same function the unique indexes use. A clash is a 400
 * on the field, like any other form error.
 */
export async function assertNameFree(tx: TenantTx, check: NameCheck): Promise<void> {
  const except = check.exceptId === null ? sql`` : sql` and ${check.table.id} <> ${check.exceptId}`;
  const scope = check.scope === undefined ? sql`` : sql` and ${check.scope}`;
  const rows = await queryRows<{ one: number }>(
    tx,
    sql`select 1 as one from ${check.table} where ${check.table.tenantId} = ${check.tenantId}
          and eticket_code_key(${check.column}) = eticket_code_key(${check.value})${except}${scope} limit 1`,
  );
  if (rows.length > 0) throw fieldError(check.field, check.key ?? 'Catalog.Error.NameTaken', { [check.param ?? 'name']: check.value });
}

/** A code (customer, factory, technical level…) that must identify one row of the tenant. */
export async function assertCodeFree(tx: TenantTx, check: Omit<NameCheck, 'field' | 'key' | 'param'>): Promise<void> {
  await assertNameFree(tx, { ...check, field: 'code', key: 'Catalog.Error.CodeTaken', param: 'code' });
}

/** Unique indexes on identifying codes (drizzle/0005_hardening.sql) → the field they guard. */
const CODE_INDEXES: Readonly<Record<string, string>> = {
  customers_tenant_code_key: 'code',
  factories_tenant_code_key: 'code',
  technical_levels_tenant_code_key: 'code',
};

/**
 * Two saves racing past the duplicate check meet the unique index; the loser gets the same field error
 * as if the check had seen the winner (not a 500).
 */
export function codeIndexViolation(error: unknown, value: string | null): AppError | null {
  for (let cause: unknown = error; typeof cause === 'object' && cause !== null; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505' && typeof constraint === 'string' && constraint in CODE_INDEXES) {
      return fieldError(CODE_INDEXES[constraint] ?? 'code', 'Catalog.Error.CodeTaken', { code: value ?? '' });
    }
  }
  return null;
}
