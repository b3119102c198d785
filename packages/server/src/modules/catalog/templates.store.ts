import type { PartItem, ProcedureItem } from '@eticket/core/catalog';
import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TenantTx } from '../../db/context';
import { products, type partTemplates, type procedureTemplates } from '../../db/schema/index';
import { modifiedBy } from '../../db/stamps';
import { iso } from '../../http/route-helpers';
import { byId, inSlice, oneRow, usageCount, type CrudStore, type Slice } from './crud.store';
import { inLookupOrder } from './shared';
import { insertedId, keywordFilter } from '../../db/list-sql';

/**
 * Part and procedure templates' queries, written once: both tables are a name, a remark and an ordered
 * JSON item list, and a style points at the template it was made from.
 */

/** A template table: part templates or procedure templates (the same columns, their own item type). */
export type TemplateTable = typeof partTemplates | typeof procedureTemplates;

export interface TemplateTableSpec<Item, Summary> {
  table: TemplateTable;
  /** The style column that remembers a template of this kind. */
  productColumn: AnyPgColumn;
  /** What the DTO says of the items besides listing them (their count, their total price …). */
  summary(items: readonly Item[]): Summary;
}

/** A template's DTO: the common columns and its kind's summary. */
export type TemplateDto<Item, Summary> = {
  id: string;
  name: string;
  remark: string | null;
  items: Item[];
  productCount: number;
  creationTime: string;
  lastModificationTime: string | null;
  concurrencyStamp: string;
} & Summary;

export type TemplateInput<Item> = { name: string; remark: string | null; items: Item[] };
export type TemplateSortField = 'name' | 'creationTime';
export type TemplateLookup<Item> = { id: string; name: string; items: Item[] };

/** The written columns; `Item` is one kind's item, which the union of the two tables cannot name. */
function columns<Item extends PartItem | ProcedureItem>(input: TemplateInput<Item>): { name: string; remark: string | null; items: PartItem[] | ProcedureItem[] } {
  return { name: input.name, remark: input.remark, items: input.items as PartItem[] | ProcedureItem[] };
}

export function templateStore<Item extends PartItem | ProcedureItem, Summary extends object>(
  spec: TemplateTableSpec<Item, Summary>,
): CrudStore<TemplateDto<Item, Summary>, TemplateDto<Item, Summary>, TemplateInput<Item>, TemplateSortField, undefined, TemplateLookup<Item>> {
  const t = spec.table;
  const select = async (tx: TenantTx, slice: Slice): Promise<TemplateDto<Item, Summary>[]> => {
    const rows = await inSlice(tx.select({ ...getTableColumns(t), productCount: usageCount(t, products, spec.productColumn) }).from(t).$dynamic(), slice);
    return rows.map((row) => {
      // The table of this spec holds items of this kind (the union of the two tables loses which).
      const items = row.items as Item[];
      return {
        id: row.id,
        name: row.name,
        remark: row.remark,
        items,
        ...spec.summary(items),
        productCount: row.productCount,
        creationTime: row.creationTime.toISOString(),
        lastModificationTime: iso(row.lastModificationTime),
        concurrencyStamp: row.concurrencyStamp,
      };
    });
  };
  return {
    table: t,
    listSpec: { sortColumns: { name: t.name, creationTime: t.creationTime }, defaultSort: [desc(t.creationTime)], idColumn: t.id },
    where: (tenantId, keyword) => and(eq(t.tenantId, tenantId), keywordFilter(keyword, [t.name])),
    list: select,
    get: async (tx, tenantId, id) => (await select(tx, oneRow(t, tenantId, id)))[0] ?? null,
    insert: (tx, actor, input) => insertedId(tx.insert(t).values({ tenantId: actor.tenantId, ...columns(input), creatorId: actor.userId }).returning({ id: t.id })),
    update: async (tx, actor, id, input) => {
      await tx
        .update(t)
        .set({ ...columns(input), ...modifiedBy(actor) })
        .where(byId(t, actor.tenantId, id));
    },
    lookup: async (tx, tenantId) =>
      (await inLookupOrder(tx.select({ id: t.id, name: t.name, items: t.items }).from(t).$dynamic(), t, tenantId)).map((row) => ({ ...row, items: row.items as Item[] })),
  };
}
