import type { CatalogMessageKey } from '@eticket/core/catalog';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { queryRows } from '../../db/client';
import type { TenantTx } from '../../db/context';
import type { AppError } from '../../http/errors';
import { fieldError } from '../../http/validation';

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

/** The check of a record with a unique name and an optional unique code (customer, factory, technical level). */
export function namedAndCoded<Input extends { name: string; code: string | null }>(table: NameCheck['table'] & { name: AnyPgColumn; code: AnyPgColumn }) {
  return async (tx: TenantTx, tenantId: string, input: Input, id: string | null): Promise<Input> => {
    await assertNameFree(tx, { table, column: table.name, tenantId, value: input.name, exceptId: id, field: 'name' });
    if (input.code !== null) await assertCodeFree(tx, { table, column: table.code, tenantId, value: input.code, exceptId: id });
    return input;
  };
}

/** Unique indexes on identifying codes and names (drizzle/0005_hardening.sql) → the field they guard. */
const UNIQUE_INDEXES: Readonly<Record<string, { field: 'code' | 'name'; key: CatalogMessageKey }>> = {
  customers_tenant_code_key: { field: 'code', key: 'Catalog.Error.CodeTaken' },
  factories_tenant_code_key: { field: 'code', key: 'Catalog.Error.CodeTaken' },
  technical_levels_tenant_code_key: { field: 'code', key: 'Catalog.Error.CodeTaken' },
  customers_tenant_name_key: { field: 'name', key: 'Catalog.Error.NameTaken' },
  factories_tenant_name_key: { field: 'name', key: 'Catalog.Error.NameTaken' },
  technical_levels_tenant_name_key: { field: 'name', key: 'Catalog.Error.NameTaken' },
  part_templates_tenant_name_key: { field: 'name', key: 'Catalog.Error.NameTaken' },
  procedure_templates_tenant_name_key: { field: 'name', key: 'Catalog.Error.NameTaken' },
  product_categories_tenant_parent_name_key: { field: 'name', key: 'Catalog.Error.NameTaken' },
};

/**
 * Two saves racing past the duplicate check meet the unique index; the loser gets the same field error
 * as if the check had seen the winner (not a 500).
 */
export function uniqueIndexViolation(error: unknown, input: unknown): AppError | null {
  for (let cause: unknown = error; typeof cause === 'object' && cause !== null; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    const index = typeof constraint === 'string' ? UNIQUE_INDEXES[constraint] : undefined;
    if (code === '23505' && index !== undefined) {
      const value = typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[index.field] : undefined;
      return fieldError(index.field, index.key, { [index.field]: typeof value === 'string' ? value : '' });
    }
  }
  return null;
}
