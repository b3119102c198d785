import { coefficientText, type TECHNICAL_LEVEL_SORT_FIELDS, type TechnicalLevelDto, type TechnicalLevelInput, type TechnicalLevelLookupItem } from '@eticket/core/catalog';
import { and, asc, eq, getTableColumns, ne } from 'drizzle-orm';
import type { TenantTx } from '../../db/context';
import { productProcedurePrices, technicalLevels } from '../../db/schema/index';
import { modifiedBy } from '../../db/stamps';
import { iso } from '../../http/route-helpers';
import { byId, inSlice, oneRow, usageCount, type CrudStore, type Slice } from './crud.store';
import { insertedId, keywordFilter } from '../../db/list-sql';

/** Technical levels' queries: rows with the count of their price rows. */

async function selectLevels(tx: TenantTx, slice: Slice): Promise<TechnicalLevelDto[]> {
  const rows = await inSlice(
    tx
      .select({ ...getTableColumns(technicalLevels), priceCount: usageCount(technicalLevels, productProcedurePrices, productProcedurePrices.technicalLevelId) })
      .from(technicalLevels)
      .$dynamic(),
    slice,
  );
  return rows.map((l) => ({
    id: l.id,
    name: l.name,
    code: l.code,
    coefficient: coefficientText(l.coefficient),
    sort: l.sort,
    isDefault: l.isDefault,
    priceCount: l.priceCount,
    userCount: 0,
    creationTime: l.creationTime.toISOString(),
    lastModificationTime: iso(l.lastModificationTime),
    concurrencyStamp: l.concurrencyStamp,
  }));
}

/** Every level of the tenant but `keepId` stops being the default. */
export async function clearOtherDefaults(tx: TenantTx, tenantId: string, keepId: string | null): Promise<void> {
  await tx
    .update(technicalLevels)
    .set({ isDefault: false })
    .where(and(eq(technicalLevels.tenantId, tenantId), eq(technicalLevels.isDefault, true), keepId === null ? undefined : ne(technicalLevels.id, keepId)));
}

const LOOKUP_ORDER = [asc(technicalLevels.sort), asc(technicalLevels.name), asc(technicalLevels.id)];

export const technicalLevelStore: CrudStore<
  TechnicalLevelDto,
  TechnicalLevelDto,
  TechnicalLevelInput,
  (typeof TECHNICAL_LEVEL_SORT_FIELDS)[number],
  undefined,
  TechnicalLevelLookupItem
> = {
  table: technicalLevels,
  listSpec: {
    sortColumns: {
      sort: technicalLevels.sort,
      name: technicalLevels.name,
      code: technicalLevels.code,
      coefficient: technicalLevels.coefficient,
      creationTime: technicalLevels.creationTime,
    },
    defaultSort: [asc(technicalLevels.sort), asc(technicalLevels.name)],
    idColumn: technicalLevels.id,
  },
  where: (tenantId, keyword) => and(eq(technicalLevels.tenantId, tenantId), keywordFilter(keyword, [technicalLevels.name, technicalLevels.code])),
  list: selectLevels,
  get: async (tx, tenantId, id) => (await selectLevels(tx, oneRow(technicalLevels, tenantId, id)))[0] ?? null,
  insert: (tx, actor, input) =>
    insertedId(tx.insert(technicalLevels).values({ tenantId: actor.tenantId, ...input, creatorId: actor.userId }).returning({ id: technicalLevels.id })),
  update: async (tx, actor, id, input) => {
    await tx
      .update(technicalLevels)
      .set({ ...input, ...modifiedBy(actor) })
      .where(byId(technicalLevels, actor.tenantId, id));
  },
  lookup: async (tx, tenantId) =>
    (await selectLevels(tx, { where: eq(technicalLevels.tenantId, tenantId), orderBy: LOOKUP_ORDER, limit: 1000, offset: 0 })).map(({ id, name, code, coefficient, isDefault }) => ({
      id,
      name,
      code,
      coefficient,
      isDefault,
    })),
};
