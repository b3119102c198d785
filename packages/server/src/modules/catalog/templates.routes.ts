import { type PART_TEMPLATE_SORT_FIELDS, type PROCEDURE_TEMPLATE_SORT_FIELDS, totalDefaultPrice, type PartTemplateDto, type PartTemplateInput, type ProcedureTemplateDto, type ProcedureTemplateInput, type PartTemplateLookupItem, type ProcedureTemplateLookupItem, CatalogContracts } from '@eticket/core/catalog';
import { and, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../../db/context';
import { partTemplates, procedureTemplates, products } from '../../db/schema/index';
import { crudRoutes, type CatalogResource } from './crud.routes';
import { assertNameFree } from './names';
import { insertedId, keywordFilter, outer, inLookupOrder } from './shared';
import { modifiedBy } from '../../db/stamps';
import { iso } from '../../http/route-helpers';

/**
 * Part templates (部位模板) and procedure templates (工序模板): a name and an ordered JSON item list.
 * A style remembers the template it was created from, so a template in use cannot be deleted.
 */

// ---- Part templates -------------------------------------------------------------------------------------

const partTemplateUse = sql<number>`(select count(*)::int from ${products} where ${products.tenantId} = ${outer(partTemplates, partTemplates.tenantId)} and ${products.partTemplateId} = ${outer(partTemplates, partTemplates.id)})`;

async function selectPartTemplates(tx: TenantTx, where: SQL | undefined, orderBy: SQL[] = [], limit = 1, offset = 0): Promise<PartTemplateDto[]> {
  const rows = await tx
    .select({ ...getTableColumns(partTemplates), productCount: partTemplateUse })
    .from(partTemplates)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  return rows.map((t) => ({
    id: t.id,
    name: t.name,
    remark: t.remark,
    items: t.items,
    itemCount: t.items.length,
    productCount: t.productCount,
    creationTime: t.creationTime.toISOString(),
    lastModificationTime: iso(t.lastModificationTime),
    concurrencyStamp: t.concurrencyStamp,
  }));
}

const partTemplateById = (tenantId: string, id: string) => and(eq(partTemplates.tenantId, tenantId), eq(partTemplates.id, id));

const partTemplateResource: CatalogResource<PartTemplateDto, PartTemplateDto, PartTemplateInput, (typeof PART_TEMPLATE_SORT_FIELDS)[number], undefined, PartTemplateLookupItem> = {
  contracts: CatalogContracts.partTemplate,
  entityType: 'ProductPartTemplate',
  titleKey: 'Catalog.Entity.PartTemplate',
  table: partTemplates,
  listSpec: {
    sortColumns: { name: partTemplates.name, creationTime: partTemplates.creationTime },
    defaultSort: [desc(partTemplates.creationTime)],
    idColumn: partTemplates.id,
  },
  where: (tenantId, keyword) => and(eq(partTemplates.tenantId, tenantId), keywordFilter(keyword, [partTemplates.name])),
  list: selectPartTemplates,
  exportColumns: [
    { header: 'Catalog.Field.Name', width: 24, value: (t) => t.name },
    { header: 'Catalog.Field.ItemCount', kind: 'int', value: (t) => t.itemCount },
    { header: 'Catalog.Field.Parts', width: 48, value: (t) => t.items.map((i) => (i.piecesPerGarment > 1 ? `${i.name}×${i.piecesPerGarment}` : i.name)).join('、') },
    { header: 'Catalog.Field.ProductCount', kind: 'int', value: (t) => t.productCount },
    { header: 'Catalog.Field.Remark', width: 30, value: (t) => t.remark },
    { header: 'Catalog.Field.CreationTime', kind: 'dateTime', value: (t) => t.creationTime },
  ],
  get: async (tx, tenantId, id) => (await selectPartTemplates(tx, partTemplateById(tenantId, id)))[0] ?? null,
  checkInput: async (tx, tenantId, input, id) => {
    await assertNameFree(tx, { table: partTemplates, column: partTemplates.name, tenantId, value: input.name, exceptId: id, field: 'name' });
    return input;
  },
  insert: async (tx, principal, input) => {
    return insertedId(tx.insert(partTemplates).values({ tenantId: principal.tenantId, ...input, creatorId: principal.userId }).returning({ id: partTemplates.id }));
  },
  update: async (tx, principal, id, input) => {
    await tx
      .update(partTemplates)
      .set({ ...input, ...modifiedBy(principal) })
      .where(partTemplateById(principal.tenantId, id));
  },
  references: [{ table: products, column: products.partTemplateId, key: 'Catalog.Error.PartTemplateInUse' }],
  lookup: (tx, tenantId) => inLookupOrder(tx.select({ id: partTemplates.id, name: partTemplates.name, items: partTemplates.items }).from(partTemplates).$dynamic(), partTemplates, tenantId),
};

// ---- Procedure templates -----------------------------------------------------------------------------------

const procedureTemplateUse = sql<number>`(select count(*)::int from ${products} where ${products.tenantId} = ${outer(procedureTemplates, procedureTemplates.tenantId)} and ${products.procedureTemplateId} = ${outer(procedureTemplates, procedureTemplates.id)})`;

async function selectProcedureTemplates(tx: TenantTx, where: SQL | undefined, orderBy: SQL[] = [], limit = 1, offset = 0): Promise<ProcedureTemplateDto[]> {
  const rows = await tx
    .select({ ...getTableColumns(procedureTemplates), productCount: procedureTemplateUse })
    .from(procedureTemplates)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  return rows.map((t) => ({
    id: t.id,
    name: t.name,
    remark: t.remark,
    items: t.items,
    procedureCount: t.items.length,
    totalPrice: totalDefaultPrice(t.items),
    productCount: t.productCount,
    creationTime: t.creationTime.toISOString(),
    lastModificationTime: iso(t.lastModificationTime),
    concurrencyStamp: t.concurrencyStamp,
  }));
}

const procedureTemplateById = (tenantId: string, id: string) => and(eq(procedureTemplates.tenantId, tenantId), eq(procedureTemplates.id, id));

const procedureTemplateResource: CatalogResource<
  ProcedureTemplateDto,
  ProcedureTemplateDto,
  ProcedureTemplateInput,
  (typeof PROCEDURE_TEMPLATE_SORT_FIELDS)[number],
  undefined,
  ProcedureTemplateLookupItem
> = {
  contracts: CatalogContracts.procedureTemplate,
  entityType: 'ProcedureTemplate',
  titleKey: 'Catalog.Entity.ProcedureTemplate',
  table: procedureTemplates,
  listSpec: {
    sortColumns: { name: procedureTemplates.name, creationTime: procedureTemplates.creationTime },
    defaultSort: [desc(procedureTemplates.creationTime)],
    idColumn: procedureTemplates.id,
  },
  where: (tenantId, keyword) => and(eq(procedureTemplates.tenantId, tenantId), keywordFilter(keyword, [procedureTemplates.name])),
  list: selectProcedureTemplates,
  exportColumns: [
    { header: 'Catalog.Field.Name', width: 24, value: (t) => t.name },
    { header: 'Catalog.Field.ProcedureCount', kind: 'int', value: (t) => t.procedureCount },
    { header: 'Catalog.Field.TotalPrice', kind: 'price', value: (t) => t.totalPrice },
    { header: 'Catalog.Field.Procedures', width: 60, value: (t) => t.items.map((i) => `${i.seq}.${i.name}`).join('、') },
    { header: 'Catalog.Field.ProductCount', kind: 'int', value: (t) => t.productCount },
    { header: 'Catalog.Field.Remark', width: 30, value: (t) => t.remark },
    { header: 'Catalog.Field.CreationTime', kind: 'dateTime', value: (t) => t.creationTime },
  ],
  get: async (tx, tenantId, id) => (await selectProcedureTemplates(tx, procedureTemplateById(tenantId, id)))[0] ?? null,
  checkInput: async (tx, tenantId, input, id) => {
    await assertNameFree(tx, { table: procedureTemplates, column: procedureTemplates.name, tenantId, value: input.name, exceptId: id, field: 'name' });
    return input;
  },
  insert: async (tx, principal, input) => {
    return insertedId(tx
      .insert(procedureTemplates)
      .values({ tenantId: principal.tenantId, ...input, creatorId: principal.userId })
      .returning({ id: procedureTemplates.id }));
  },
  update: async (tx, principal, id, input) => {
    await tx
      .update(procedureTemplates)
      .set({ ...input, ...modifiedBy(principal) })
      .where(procedureTemplateById(principal.tenantId, id));
  },
  references: [{ table: products, column: products.procedureTemplateId, key: 'Catalog.Error.ProcedureTemplateInUse' }],
  lookup: (tx, tenantId) => inLookupOrder(tx.select({ id: procedureTemplates.id, name: procedureTemplates.name, items: procedureTemplates.items }).from(procedureTemplates).$dynamic(), procedureTemplates, tenantId),
};

export const partTemplateRoutes = crudRoutes(partTemplateResource);
export const procedureTemplateRoutes = crudRoutes(procedureTemplateResource);
