import { CatalogLimits, type CatalogMessageKey, type ResourceContracts } from '@eticket/core/catalog';
import type { ListQuery } from '@eticket/core/contracts';
import type { PagedResultDto } from '@eticket/core/paging';
import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TenantTx } from '../../db/context';
import { AppError, Errors } from '../../http/errors';
import type { TenantPrincipal } from '../../http/types';
import { countWhere, deleteRow, lockedGet, type TenantTable } from './crud.store';
import { inUse, orderByOf, type ListSpec } from './shared';
import { uniqueIndexViolation } from './names';
import { pgErrorCode } from '../../http/route-helpers';
import type { XlsxColumn } from './xlsx';
import type { EntityChanges } from '../../audit/audit';

/**
 * One master-data resource: list (keyword, paging, sorting) + Excel export of the filtered list, get,
 * create, update (409 on a stale stamp), delete (refused while referenced), and an optional lookup for
 * the select lists of other pages. Every write is validated by core rules and audited with its before /
 * after DTO. The resource supplies only its queries and rules.
 */
export type { TenantTable } from './crud.store';

/** Rows elsewhere that point at a row of this resource: while any exist, a delete is refused with `key`. */
export interface Reference {
  table: PgTable & { tenantId: AnyPgColumn };
  column: AnyPgColumn;
  key: CatalogMessageKey;
}

export interface CatalogResource<Dto extends { id: string; concurrencyStamp: string }, Row, Input, F extends string, X, Lookup = never> {
  /** Paths, permissions, list query and body readers (core). */
  contracts: ResourceContracts<Dto, Row, Input, Lookup, F, X>;
  /** Entity type in the audit trail, e.g. 'Customer'. */
  entityType: string;
  /** Sheet and file name of the export. */
  titleKey: CatalogMessageKey;
  table: TenantTable;
  listSpec: ListSpec<F>;
  /** Rows of the tenant matching the filters. */
  where(tenantId: string, keyword: string | null, filters: X): SQL | undefined;
  list(tx: TenantTx, where: SQL | undefined, orderBy: SQL[], limit: number, offset: number): Promise<Row[]>;
  exportColumns: readonly XlsxColumn<Row>[];
  /** The full DTO, or null when it is not the tenant's. */
  get(tx: TenantTx, tenantId: string, id: string): Promise<Dto | null>;
  /** Rules needing the database (names free, referenced ids exist); throws a 400 on the field. */
  checkInput?(tx: TenantTx, tenantId: string, input: Input, id: string | null): Promise<Input>;
  insert(tx: TenantTx, principal: TenantPrincipal, input: Input): Promise<string>;
  update(tx: TenantTx, principal: TenantPrincipal, id: string, input: Input, before: Dto): Promise<void>;
  /** What blocks a delete, checked in order. */
  references?: readonly Reference[];
  /** The lookup's rows (who may read them is the contract's). */
  lookup(tx: TenantTx, tenantId: string): Promise<Lookup[]>;
}

function auditRecord(dto: object): Record<string, unknown> {
  return { ...dto };
}

/** A save that lost a race on a code's or name's unique index answers the field error, anything else goes on. */
function codeClash(input: unknown): (error: unknown) => never {
  return (error) => {
    throw uniqueIndexViolation(error, input) ?? error;
  };
}

/** The operations of one resource, each inside the caller's tenant transaction. */
export interface CrudService<Dto, Row, Input, F extends string, X, Lookup> {
  list(tx: TenantTx, tenantId: string, query: ListQuery<F, X>): Promise<PagedResultDto<Row>>;
  /** The rows of the export: the filtered list, up to the export's maximum. */
  exportRows(tx: TenantTx, tenantId: string, query: ListQuery<F, X>): Promise<Row[]>;
  lookup(tx: TenantTx, tenantId: string): Promise<{ items: Lookup[] }>;
  get(tx: TenantTx, tenantId: string, id: string): Promise<Dto>;
  create(tx: TenantTx, principal: TenantPrincipal, changes: EntityChanges, input: Input): Promise<Dto>;
  /** The body is read after the row was found and locked (a foreign id is a 404 first). */
  update(tx: TenantTx, principal: TenantPrincipal, changes: EntityChanges, id: string, read: () => { value: Input; concurrencyStamp: string | null }): Promise<Dto>;
  remove(tx: TenantTx, principal: TenantPrincipal, changes: EntityChanges, id: string): Promise<void>;
}

export function crudService<Dto extends { id: string; concurrencyStamp: string }, Row, Input, F extends string, X, Lookup>(
  r: CatalogResource<Dto, Row, Input, F, X, Lookup>,
): CrudService<Dto, Row, Input, F, X, Lookup> {
  const filtered = (tenantId: string, { page, filters }: ListQuery<F, X>) => ({
    page,
    orderBy: orderByOf(page, r.listSpec),
    where: r.where(tenantId, page.keyword, filters),
  });
  return {
    list: async (tx, tenantId, query) => {
      const { page, orderBy, where } = filtered(tenantId, query);
      const items = await r.list(tx, where, orderBy, page.maxResultCount, page.skipCount);
      return { items, totalCount: await countWhere(tx, r.table, where) };
    },
    exportRows: async (tx, tenantId, query) => {
      const { orderBy, where } = filtered(tenantId, query);
      return r.list(tx, where, orderBy, CatalogLimits.exportRowsMax, 0);
    },
    lookup: async (tx, tenantId) => ({ items: await r.lookup(tx, tenantId) }),
    get: async (tx, tenantId, id) => {
      const dto = await r.get(tx, tenantId, id);
      if (dto === null) throw Errors.notFound();
      return dto;
    },
    create: async (tx, principal, changes, raw) => {
      let input = raw;
      if (r.checkInput) input = await r.checkInput(tx, principal.tenantId, input, null);
      const id = await r.insert(tx, principal, input).catch(codeClash(input));
      const after = await r.get(tx, principal.tenantId, id);
      if (after === null) throw new Error(`${r.entityType} ${id} vanished after insert`);
      changes.created(r.entityType, id, auditRecord(after));
      return after;
    },
    update: async (tx, principal, changes, id, read) => {
      const before = await lockedGet(tx, r.table, principal.tenantId, id, () => r.get(tx, principal.tenantId, id));
      if (before === null) throw Errors.notFound();
      const { value, concurrencyStamp } = read();
      if (concurrencyStamp !== null && concurrencyStamp !== before.concurrencyStamp) throw Errors.conflict();
      let input = value;
      if (r.checkInput) input = await r.checkInput(tx, principal.tenantId, input, id);
      await r.update(tx, principal, id, input, before).catch(codeClash(input));
      const after = await r.get(tx, principal.tenantId, id);
      if (after === null) throw new Error(`${r.entityType} ${id} vanished after update`);
      changes.updated(r.entityType, id, auditRecord(before), auditRecord(after));
      return after;
    },
    remove: async (tx, principal, changes, id) => {
      const before = await lockedGet(tx, r.table, principal.tenantId, id, () => r.get(tx, principal.tenantId, id));
      if (before === null) throw Errors.notFound();
      for (const ref of r.references ?? []) {
        const count = await countWhere(tx, ref.table, and(eq(ref.table.tenantId, principal.tenantId), eq(ref.column, id)));
        if (count > 0) throw inUse(ref.key, count);
      }
      try {
        await deleteRow(tx, r.table, principal.tenantId, id);
      } catch (error) {
        // A reference this resource does not list (a later module's table) still ends as a 409, not a 500.
        if (pgErrorCode(error) === '23503') throw new AppError(409, 'EntityInUse', 'Catalog.Error.InUse');
        throw error;
      }
      changes.deleted(r.entityType, id, auditRecord(before));
    },
  };
}
