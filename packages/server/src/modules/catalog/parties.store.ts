import type { CUSTOMER_SORT_FIELDS, CustomerDto, CustomerInput, CustomerLookupItem, FACTORY_SORT_FIELDS, FactoryDto, FactoryInput, FactoryLookupItem } from '@eticket/core/catalog';
import { and, desc, eq, getTableColumns } from 'drizzle-orm';
import type { TenantTx } from '../../db/context';
import { customers, factories, products } from '../../db/schema/index';
import { modifiedBy } from '../../db/stamps';
import { iso } from '../../http/route-helpers';
import { byId, inSlice, oneRow, usageCount, type CrudStore, type Slice } from './crud.store';
import { inLookupOrder } from './shared';
import { insertedId, keywordFilter } from '../../db/list-sql';

/** Customers' and factories' queries. */

// ---- Customers (客户) ---------------------------------------------------------------------------------------

async function selectCustomers(tx: TenantTx, slice: Slice): Promise<CustomerDto[]> {
  const rows = await inSlice(
    tx
      .select({ ...getTableColumns(customers), productCount: usageCount(customers, products, products.customerId) })
      .from(customers)
      .$dynamic(),
    slice,
  );
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

export const customerStore: CrudStore<CustomerDto, CustomerDto, CustomerInput, (typeof CUSTOMER_SORT_FIELDS)[number], undefined, CustomerLookupItem> = {
  table: customers,
  listSpec: {
    sortColumns: { name: customers.name, code: customers.code, creationTime: customers.creationTime },
    defaultSort: [desc(customers.creationTime)],
    idColumn: customers.id,
  },
  where: (tenantId, keyword) => and(eq(customers.tenantId, tenantId), keywordFilter(keyword, [customers.name, customers.code, customers.contact, customers.phone])),
  list: selectCustomers,
  get: async (tx, tenantId, id) => (await selectCustomers(tx, oneRow(customers, tenantId, id)))[0] ?? null,
  insert: (tx, actor, input) => insertedId(tx.insert(customers).values({ tenantId: actor.tenantId, ...input, creatorId: actor.userId }).returning({ id: customers.id })),
  update: async (tx, actor, id, input) => {
    await tx
      .update(customers)
      .set({ ...input, ...modifiedBy(actor) })
      .where(byId(customers, actor.tenantId, id));
  },
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

async function selectFactories(tx: TenantTx, slice: Slice): Promise<FactoryDto[]> {
  return (await inSlice(tx.select().from(factories).$dynamic(), slice)).map(toFactoryDto);
}

export const factoryStore: CrudStore<FactoryDto, FactoryDto, FactoryInput, (typeof FACTORY_SORT_FIELDS)[number], undefined, FactoryLookupItem> = {
  table: factories,
  listSpec: {
    sortColumns: { name: factories.name, code: factories.code, isActive: factories.isActive, creationTime: factories.creationTime },
    defaultSort: [desc(factories.creationTime)],
    idColumn: factories.id,
  },
  where: (tenantId, keyword) =>
    and(eq(factories.tenantId, tenantId), keywordFilter(keyword, [factories.name, factories.code, factories.manager, factories.address, factories.phone])),
  list: selectFactories,
  get: async (tx, tenantId, id) => (await selectFactories(tx, oneRow(factories, tenantId, id)))[0] ?? null,
  insert: (tx, actor, input) => insertedId(tx.insert(factories).values({ tenantId: actor.tenantId, ...input, creatorId: actor.userId }).returning({ id: factories.id })),
  update: async (tx, actor, id, input) => {
    await tx
      .update(factories)
      .set({ ...input, ...modifiedBy(actor) })
      .where(byId(factories, actor.tenantId, id));
  },
  lookup: (tx, tenantId) => inLookupOrder(tx.select({ id: factories.id, name: factories.name, code: factories.code, isActive: factories.isActive }).from(factories).$dynamic(), factories, tenantId),
};
