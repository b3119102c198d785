import { wouldCycle } from '@eticket/core/tree';
import { type PRODUCT_CATEGORY_SORT_FIELDS, type ProductCategoryDto, type ProductCategoryInput, type CategoryLookupItem, CatalogContracts } from '@eticket/core/catalog';
import { and, asc, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../../db/context';
import { productCategories, products } from '../../db/schema/index';
import { crudRoutes, type CatalogResource } from './crud.routes';
import { assertNameFree } from './names';
import { insertedId, keywordFilter, outer } from './shared';
import { fieldError } from '../../http/validation';
import { modifiedBy } from '../../db/stamps';
import { iso } from '../../http/route-helpers';

/** Style categories (款式分类): a flat list or a tree by parentId, ordered by sort. */

const categoryProductCount = sql<number>`(select count(*)::int from ${products} where ${products.tenantId} = ${outer(productCategories, productCategories.tenantId)} and ${products.categoryId} = ${outer(productCategories, productCategories.id)})`;

async function selectCategories(tx: TenantTx, where: SQL | undefined, orderBy: SQL[] = [], limit = 1, offset = 0): Promise<ProductCategoryDto[]> {
  const rows = await tx
    .select({ ...getTableColumns(productCategories), productCount: categoryProductCount })
    .from(productCategories)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    parentId: c.parentId,
    sort: c.sort,
    productCount: c.productCount,
    creationTime: c.creationTime.toISOString(),
    lastModificationTime: iso(c.lastModificationTime),
    concurrencyStamp: c.concurrencyStamp,
  }));
}

const byId = (tenantId: string, id: string) => and(eq(productCategories.tenantId, tenantId), eq(productCategories.id, id));

const categoryResource: CatalogResource<
  ProductCategoryDto,
  ProductCategoryDto,
  ProductCategoryInput,
  (typeof PRODUCT_CATEGORY_SORT_FIELDS)[number],
  undefined,
  CategoryLookupItem
> = {
  contracts: CatalogContracts.productCategory,
  entityType: 'ProductCategory',
  titleKey: 'Catalog.Entity.ProductCategory',
  table: productCategories,
  listSpec: {
    sortColumns: { sort: productCategories.sort, name: productCategories.name, creationTime: productCategories.creationTime },
    defaultSort: [asc(productCategories.sort), asc(productCategories.name)],
    idColumn: productCategories.id,
  },
  where: (tenantId, keyword) => and(eq(productCategories.tenantId, tenantId), keywordFilter(keyword, [productCategories.name])),
  list: selectCategories,
  exportColumns: [
    { header: 'Catalog.Field.Name', width: 24, value: (c) => c.name },
    { header: 'Catalog.Field.Sort', kind: 'int', value: (c) => c.sort },
    { header: 'Catalog.Field.ProductCount', kind: 'int', value: (c) => c.productCount },
    { header: 'Catalog.Field.CreationTime', kind: 'dateTime', value: (c) => c.creationTime },
  ],
  get: async (tx, tenantId, id) => (await selectCategories(tx, byId(tenantId, id)))[0] ?? null,
  checkInput: async (tx, tenantId, input, id) => {
    if (input.parentId !== null) {
      const all = await tx
        .select({ id: productCategories.id, parentId: productCategories.parentId, name: productCategories.name, sort: productCategories.sort })
        .from(productCategories)
        .where(eq(productCategories.tenantId, tenantId));
      if (!all.some((c) => c.id === input.parentId)) throw fieldError('parentId', 'Catalog.Validation.NotFound');
      if (id !== null && wouldCycle(all, id, input.parentId)) throw fieldError('parentId', 'Catalog.Validation.CategoryCycle');
    }
    // Names are unique among siblings (上衣 under 男装 and under 女装 is fine).
    await assertNameFree(tx, {
      table: productCategories,
      column: productCategories.name,
      tenantId,
      value: input.name,
      exceptId: id,
      field: 'name',
      scope: input.parentId === null ? isNull(productCategories.parentId) : eq(productCategories.parentId, input.parentId),
    });
    return input;
  },
  insert: async (tx, principal, input) => {
    return insertedId(tx
      .insert(productCategories)
      .values({ tenantId: principal.tenantId, ...input, creatorId: principal.userId })
      .returning({ id: productCategories.id }));
  },
  update: async (tx, principal, id, input) => {
    await tx
      .update(productCategories)
      .set({ ...input, ...modifiedBy(principal) })
      .where(byId(principal.tenantId, id));
  },
  references: [
    { table: productCategories, column: productCategories.parentId, key: 'Catalog.Error.CategoryHasChildren' },
    { table: products, column: products.categoryId, key: 'Catalog.Error.CategoryInUse' },
  ],
  lookup: (tx, tenantId) =>
    tx
      .select({ id: productCategories.id, name: productCategories.name, parentId: productCategories.parentId, sort: productCategories.sort })
      .from(productCategories)
      .where(eq(productCategories.tenantId, tenantId))
      .orderBy(asc(productCategories.sort), asc(productCategories.name), asc(productCategories.id))
      .limit(1000),
};

export const productCategoryRoutes = crudRoutes(categoryResource);
