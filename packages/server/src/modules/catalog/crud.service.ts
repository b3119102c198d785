import { CatalogLimits, type CatalogMessageKey, type ResourceContracts } from '@eticket/core/catalog';
import type { ListQuery } from '@eticket/core/contracts';
import type { PagedResultDto } from '@eticket/core/paging';
import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TenantTx } from '../../db/context';
import type { WriteCtx } from '../../db/stamps';
import { AppError, Errors } from '../../http/errors';
import { pgErrorCode } from '../../http/route-helpers';
import { countWhere, deleteRow, lockedGet, type CrudStore, type Slice } from './crud.store';
import { uniqueIndexViolation } from './names';
import { inUse } from './shared';
import { orderByOf } from '../../db/list-sql';

/**
 * The service half of the master-data kit. One resource: list (keyword, paging, sorting) and the rows of
 * its Excel export, get, create, update (409 on a stale stamp), delete (refused while referenced), and the
 * whole-list lookup for the select lists of other pages. Every write is validated by core rules and
 * audited with its before / after DTO. The resource supplies its store and its own rules.
 */

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
  store: CrudStore<Dto, Row, Input, F, X, Lookup>;
  /** Rules needing the database (names free, referenced ids exist); throws a 400 on the field. */
  checkInput?(tx: TenantTx, tenantId: string, input: Input, id: string | null): Promise<Input>;
  /** What a save does besides writing its row (e.g. only one default): runs after the checks. */
  beforeSave?(ctx: WriteCtx, input: Input, id: string | null): Promise<void>;
  /** What blocks a delete, checked in order. */
  references?: readonly Reference[];
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
  create(ctx: WriteCtx, input: Input): Promise<Dto>;
  /** The body is read after the row was found and locked (a foreign id is a 404 first). */
  update(ctx: WriteCtx, id: string, read: () => { value: Input; concurrencyStamp: string | null }): Promise<Dto>;
  remove(ctx: WriteCtx, id: string): Promise<void>;
}

export function crudService<Dto extends { id: string; concurrencyStamp: string }, Row, Input, F extends string, X, Lookup>(
  r: CatalogResource<Dto, Row, Input, F, X, Lookup>,
): CrudService<Dto, Row, Input, F, X, Lookup> {
  const store = r.store;
  const filtered = (tenantId: string, { page, filters }: ListQuery<F, X>, limit: number, offset: number): Slice => ({
    where: store.where(tenantId, page.keyword, filters),
    orderBy: orderByOf(page, store.listSpec),
    limit,
    offset,
  });
  const checked = async (tx: TenantTx, tenantId: string, input: Input, id: string | null) => (r.checkInput ? r.checkInput(tx, tenantId, input, id) : input);
  const reread = async (tx: TenantTx, tenantId: string, id: string, step: string) => {
    const dto = await store.get(tx, tenantId, id);
    if (dto === null) throw new Error(`${r.entityType} ${id} vanished after ${step}`);
    return dto;
  };
  const locked = async (tx: TenantTx, tenantId: string, id: string) => {
    const before = await lockedGet(tx, store.table, tenantId, id, () => store.get(tx, tenantId, id));
    if (before === null) throw Errors.notFound();
    return before;
  };
  return {
    list: async (tx, tenantId, query) => {
      const slice = filtered(tenantId, query, query.page.maxResultCount, query.page.skipCount);
      const items = await store.list(tx, slice);
      return { items, totalCount: await countWhere(tx, store.table, slice.where) };
    },
    exportRows: (tx, tenantId, query) => store.list(tx, filtered(tenantId, query, CatalogLimits.exportRowsMax, 0)),
    lookup: async (tx, tenantId) => ({ items: await store.lookup(tx, tenantId) }),
    get: async (tx, tenantId, id) => {
      const dto = await store.get(tx, tenantId, id);
      if (dto === null) throw Errors.notFound();
      return dto;
    },
    create: async (ctx, raw) => {
      const { tx, actor } = ctx;
      const input = await checked(tx, actor.tenantId, raw, null);
      await r.beforeSave?.(ctx, input, null);
      const id = await store.insert(tx, actor, input).catch(codeClash(input));
      const after = await reread(tx, actor.tenantId, id, 'insert');
      ctx.changes.created(r.entityType, id, auditRecord(after));
      return after;
    },
    update: async (ctx, id, read) => {
      const { tx, actor } = ctx;
      const before = await locked(tx, actor.tenantId, id);
      const { value, concurrencyStamp } = read();
      if (concurrencyStamp !== null && concurrencyStamp !== before.concurrencyStamp) throw Errors.conflict();
      const input = await checked(tx, actor.tenantId, value, id);
      await r.beforeSave?.(ctx, input, id);
      await store.update(tx, actor, id, input, before).catch(codeClash(input));
      const after = await reread(tx, actor.tenantId, id, 'update');
      ctx.changes.updated(r.entityType, id, auditRecord(before), auditRecord(after));
      return after;
    },
    remove: async ({ tx, actor, changes }, id) => {
      const before = await locked(tx, actor.tenantId, id);
      for (const ref of r.references ?? []) {
        const count = await countWhere(tx, ref.table, and(eq(ref.table.tenantId, actor.tenantId), eq(ref.column, id)));
        if (count > 0) throw inUse(ref.key, count);
      }
      try {
        await deleteRow(tx, store.table, actor.tenantId, id);
      } catch (error) {
        // A reference this resource does not list (a later module's table) still ends as a 409, not a 500.
        if (pgErrorCode(error) === '23503') throw new AppError(409, 'EntityInUse', 'Catalog.Error.InUse');
        throw error;
      }
      changes.deleted(r.entityType, id, auditRecord(before));
    },
  };
}
