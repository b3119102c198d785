import { type TECHNICAL_LEVEL_SORT_FIELDS, coefficientText, type TechnicalLevelDto, type TechnicalLevelInput, type TechnicalLevelLookupItem, CatalogContracts } from '@eticket/core/catalog';
import { and, asc, eq, getTableColumns, ne, sql, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../../db/context';
import { productProcedurePrices, technicalLevels } from '../../db/schema/index';
import { crudRoutes, type CatalogResource } from './crud.routes';
import { assertCodeFree, assertNameFree } from './names';
import { insertedId, keywordFilter, outer } from './shared';
import { modifiedBy } from '../../db/stamps';
import { iso } from '../../http/route-helpers';

/**
 * Technical levels (技术等级): a coefficient on default prices, or explicit level prices on the price page.
 * Workers get a level with the users module; until users carry one, no worker can hold a level, so the
 * only references that block a delete are price rows.
 */

const levelPriceCount = sql<number>`(select count(*)::int from ${productProcedurePrices} where ${productProcedurePrices.tenantId} = ${outer(technicalLevels, technicalLevels.tenantId)} and ${productProcedurePrices.technicalLevelId} = ${outer(technicalLevels, technicalLevels.id)})`;

async function selectLevels(tx: TenantTx, where: SQL | undefined, orderBy: SQL[] = [], limit = 1, offset = 0): Promise<TechnicalLevelDto[]> {
  const rows = await tx
    .select({ ...getTableColumns(technicalLevels), priceCount: levelPriceCount })
    .from(technicalLevels)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
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

const byId = (tenantId: string, id: string) => and(eq(technicalLevels.tenantId, tenantId), eq(technicalLevels.id, id));

/** One default per tenant (a partial unique index guarantees it): making a level the default clears the others. */
async function clearOtherDefaults(tx: TenantTx, tenantId: string, keepId: string | null): Promise<void> {
  await tx
    .update(technicalLevels)
    .set({ isDefault: false })
    .where(and(eq(technicalLevels.tenantId, tenantId), eq(technicalLevels.isDefault, true), keepId === null ? undefined : ne(technicalLevels.id, keepId)));
}

const technicalLevelResource: CatalogResource<
  TechnicalLevelDto,
  TechnicalLevelDto,
  TechnicalLevelInput,
  (typeof TECHNICAL_LEVEL_SORT_FIELDS)[number],
  undefined,
  TechnicalLevelLookupItem
> = {
  contracts: CatalogContracts.technicalLevel,
  entityType: 'TechnicalLevel',
  titleKey: 'Catalog.Entity.TechnicalLevel',
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
  exportColumns: [
    { header: 'Catalog.Field.Name', value: (l) => l.name },
    { header: 'Catalog.Field.Code', value: (l) => l.code },
    { header: 'Catalog.Field.Coefficient', kind: 'price', value: (l) => l.coefficient },
    { header: 'Catalog.Field.Sort', kind: 'int', value: (l) => l.sort },
    { header: 'Catalog.Field.IsDefault', kind: 'bool', value: (l) => l.isDefault },
    { header: 'Catalog.Field.PriceCount', kind: 'int', value: (l) => l.priceCount },
    { header: 'Catalog.Field.CreationTime', kind: 'dateTime', value: (l) => l.creationTime },
  ],
  get: async (tx, tenantId, id) => (await selectLevels(tx, byId(tenantId, id)))[0] ?? null,
  checkInput: async (tx, tenantId, input, id) => {
    await assertNameFree(tx, { table: technicalLevels, column: technicalLevels.name, tenantId, value: input.name, exceptId: id, field: 'name' });
    if (input.code !== null) {
      await assertCodeFree(tx, { table: technicalLevels, column: technicalLevels.code, tenantId, value: input.code, exceptId: id });
    }
    return input;
  },
  insert: async (tx, principal, input) => {
    if (input.isDefault) await clearOtherDefaults(tx, principal.tenantId, null);
    return insertedId(tx
      .insert(technicalLevels)
      .values({ tenantId: principal.tenantId, ...input, creatorId: principal.userId })
      .returning({ id: technicalLevels.id }));
  },
  update: async (tx, principal, id, input) => {
    if (input.isDefault) await clearOtherDefaults(tx, principal.tenantId, id);
    await tx
      .update(technicalLevels)
      .set({ ...input, ...modifiedBy(principal) })
      .where(byId(principal.tenantId, id));
  },
  references: [{ table: productProcedurePrices, column: productProcedurePrices.technicalLevelId, key: 'Catalog.Error.TechnicalLevelInUse' }],
  lookup: async (tx, tenantId) =>
    (await selectLevels(tx, eq(technicalLevels.tenantId, tenantId), [asc(technicalLevels.sort), asc(technicalLevels.name), asc(technicalLevels.id)], 1000)).map(
      ({ id, name, code, coefficient, isDefault }) => ({ id, name, code, coefficient, isDefault }),
    ),
};

export const technicalLevelRoutes = crudRoutes(technicalLevelResource);
