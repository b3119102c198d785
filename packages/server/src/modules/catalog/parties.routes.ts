import { type CUSTOMER_SORT_FIELDS, type FACTORY_SORT_FIELDS, type CustomerDto, type CustomerInput, type FactoryDto, type FactoryInput, type CustomerLookupItem, type FactoryLookupItem, CatalogContracts } from '@eticket/core/catalog';
import { and, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../../db/context';
import { customers, factories, products } from '../../db/schema/index';
import { crudRoutes, type CatalogResource } from './crud.routes';
import { assertCodeFree, assertNameFree } from './names';
import { insertedId, keywordFilter, outer, inLookupOrder } from './shared';
import { modifiedBy } from '../../db/stamps';
import { iso } from '../../http/route-helpers';

// ---- Customers (客户) ---------------------------------------------------------------------------------------

const customerProductCount = sql<number>`(select count(*)::int from ${products} where ${products.tenantId} = ${outer(customers, customers.tenantId)} and ${products.customerId} = ${outer(customers, customers.id)})`;

async function selectCustomers(tx: TenantTx, where: SQL | undefined, orderBy: SQL[] = [], limit = 1, offset = 0): Promise<CustomerDto[]> {
  const rows = await tx
    .select({ ...getTableColumns(customers), productCount: customerProductCount })
    .from(customers)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    code: c.code,
    contact: c.contact,
    phone: c.phone,
    address: c.address,
    remark: c.remark,
    productCount: c.productCount,
    creationTime: c.creationTime.toISOString(),
    lastModificationTime: iso(c.lastModificationTime),
    concurrencyStamp: c.concurrencyStamp,
  }));
}

const customerResource: CatalogResource<CustomerDto, CustomerDto, CustomerInput, (typeof CUSTOMER_SORT_FIELDS)[number], undefined, CustomerLookupItem> = {
  contracts: CatalogContracts.customer,
  entityType: 'Customer',
  titleKey: 'Catalog.Entity.Customer',
  table: customers,
  listSpec: {
    sortColumns: { name: customers.name, code: customers.code, creationTime: customers.creationTime },
    defaultSort: [desc(customers.creationTime)],
    idColumn: customers.id,
  },
  where: (tenantId, keyword) => and(eq(customers.tenantId, tenantId), keywordFilter(keyword, [customers.name, customers.code, customers.contact, customers.phone])),
  list: selectCustomers,
  exportColumns: [
    { header: 'Catalog.Field.Name', width: 28, value: (c) => c.name },
    { header: 'Catalog.Field.Code', value: (c) => c.code },
    { header: 'Catalog.Field.Contact', value: (c) => c.contact },
    { header: 'Catalog.Field.Phone', value: (c) => c.phone },
    { header: 'Catalog.Field.Address', width: 36, value: (c) => c.address },
    { header: 'Catalog.Field.ProductCount', kind: 'int', value: (c) => c.productCount },
    { header: 'Catalog.Field.Remark', width: 30, value: (c) => c.remark },
    { header: 'Catalog.Field.CreationTime', kind: 'dateTime', value: (c) => c.creationTime },
  ],
  get: async (tx, tenantId, id) => (await selectCustomers(tx, and(eq(customers.tenantId, tenantId), eq(customers.id, id))))[0] ?? null,
  checkInput: async (tx, tenantId, input, id) => {
    await assertNameFree(tx, { table: customers, column: customers.name, tenantId, value: input.name, exceptId: id, field: 'name' });
    if (input.code !== null) await assertCodeFree(tx, { table: customers, column: customers.code, tenantId, value: input.code, exceptId: id });
    return input;
  },
  insert: async (tx, principal, input) => {
    return insertedId(tx.insert(customers).values({ tenantId: principal.tenantId, ...input, creatorId: principal.userId }).returning({ id: customers.id }));
  },
  update: async (tx, principal, id, input) => {
    await tx
      .update(customers)
      .set({ ...input, ...modifiedBy(principal) })
      .where(and(eq(customers.tenantId, principal.tenantId), eq(customers.id, id)));
  },
  references: [{ table: products, column: products.customerId, key: 'Catalog.Error.CustomerInUse' }],
  lookup: (tx, tenantId) => inLookupOrder(tx.select({ id: customers.id, name: customers.name, code: customers.code }).from(customers).$dynamic(), customers, tenantId),
};

// ---- Factories (工厂: the tenant's own production sites) ----------------------------------------------------

function toFactoryDto(f: typeof factories.$inferSelect): FactoryDto {
  return {
    id: f.id,
    name: f.name,
    code: f.code,
    address: f.address,
    manager: f.manager,
    phone: f.phone,
    remark: f.remark,
    isActive: f.isActive,
    creationTime: f.creationTime.toISOString(),
    lastModificationTime: iso(f.lastModificationTime),
    concurrencyStamp: f.concurrencyStamp,
  };
}

const factoryResource: CatalogResource<FactoryDto, FactoryDto, FactoryInput, (typeof FACTORY_SORT_FIELDS)[number], undefined, FactoryLookupItem> = {
  contracts: CatalogContracts.factory,
  entityType: 'Factory',
  titleKey: 'Catalog.Entity.Factory',
  table: factories,
  listSpec: {
    sortColumns: { name: factories.name, code: factories.code, isActive: factories.isActive, creationTime: factories.creationTime },
    defaultSort: [desc(factories.creationTime)],
    idColumn: factories.id,
  },
  where: (tenantId, keyword) =>
    and(eq(factories.tenantId, tenantId), keywordFilter(keyword, [factories.name, factories.code, factories.manager, factories.address, factories.phone])),
  list: async (tx, where, orderBy, limit, offset) =>
    (await tx.select().from(factories).where(where).orderBy(...orderBy).limit(limit).offset(offset)).map(toFactoryDto),
  exportColumns: [
    { header: 'Catalog.Field.Name', width: 24, value: (f) => f.name },
    { header: 'Catalog.Field.Code', value: (f) => f.code },
    { header: 'Catalog.Field.Manager', value: (f) => f.manager },
    { header: 'Catalog.Field.Phone', value: (f) => f.phone },
    { header: 'Catalog.Field.Address', width: 36, value: (f) => f.address },
    { header: 'Catalog.Field.IsActive', kind: 'bool', value: (f) => f.isActive },
    { header: 'Catalog.Field.Remark', width: 30, value: (f) => f.remark },
    { header: 'Catalog.Field.CreationTime', kind: 'dateTime', value: (f) => f.creationTime },
  ],
  get: async (tx, tenantId, id) => {
    const [row] = await tx.select().from(factories).where(and(eq(factories.tenantId, tenantId), eq(factories.id, id)));
    return row ? toFactoryDto(row) : null;
  },
  checkInput: async (tx, tenantId, input, id) => {
    await assertNameFree(tx, { table: factories, column: factories.name, tenantId, value: input.name, exceptId: id, field: 'name' });
    if (input.code !== null) await assertCodeFree(tx, { table: factories, column: factories.code, tenantId, value: input.code, exceptId: id });
    return input;
  },
  insert: async (tx, principal, input) => {
    return insertedId(tx.insert(factories).values({ tenantId: principal.tenantId, ...input, creatorId: principal.userId }).returning({ id: factories.id }));
  },
  update: async (tx, principal, id, input) => {
    await tx
      .update(factories)
      .set({ ...input, ...modifiedBy(principal) })
      .where(and(eq(factories.tenantId, principal.tenantId), eq(factories.id, id)));
  },
  lookup: (tx, tenantId) => inLookupOrder(tx.select({ id: factories.id, name: factories.name, code: factories.code, isActive: factories.isActive }).from(factories).$dynamic(), factories, tenantId),
};

export const customerRoutes = crudRoutes(customerResource);
export const factoryRoutes = crudRoutes(factoryResource);
