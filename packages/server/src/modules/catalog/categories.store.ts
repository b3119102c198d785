import type { CategoryLookupItem, PRODUCT_CATEGORY_SORT_FIELDS, ProductCategoryDto, ProductCategoryInput } from '@eticket/core/catalog';
import { and, asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../../db/context';
import { productCategories, products } from '../../db/schema/index';
import { modifiedBy } from '../../db/stamps';
import { iso } from '../../http/route-helpers';
import { byId, inSlice, oneRow, usageCount, type CrudStore, type Slice } from './crud.store';
import { insertedId, keywordFilter } from '../../db/list-sql';

/** Style categories' queries: rows with the count of their styles, the tree for the rules. */

async function selectCategories(tx: TenantTx, slice: Slice): Promise<ProductCategoryDto[]> {
  const rows = await inSlice(
    tx
      .select({ ...getTableColumns(productCategories), productCount: usageCount(productCategories, products, products.categoryId) })
      .from(productCategories)
      .$dynamic(),
    slice,
  );
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

/**
 * The ids of these categories and all their sub-categories, as a subquery (filtering by 上衣 also finds
 * the 衬衫 under it): `column in ${categorySubtrees(…)}`.
 */
export function categorySubtrees(tenantId: string, ids: readonly string[]): SQL {
  const roots = sql.join(
    ids.map((id) => sql`select ${id}::uuid`),
    sql` union `,
  );
  return sql`(
    with recursive tree(id) as (
      ${roots}
      union
      select c.id from product_categories c join tree on c.parent_id = tree.id where c.tenant_id = ${tenantId}
    ) select id from tree)`;
}

/** Every category of the tenant as a tree node (a parent must exist and must not make a cycle). */
export function categoryTree(tx: TenantTx, tenantId: string): Promise<{ id: string; parentId: string | null; name: string; sort: number }[]> {
  return tx
    .select({ id: productCategories.id, parentId: productCategories.parentId, name: productCategories.name, sort: productCategories.sort })
    .from(productCategories)
    .where(eq(productCategories.tenantId, tenantId));
}

export const categoryStore: CrudStore<ProductCategoryDto, ProductCategoryDto, ProductCategoryInput, (typeof PRODUCT_CATEGORY_SORT_FIELDS)[number], undefined, CategoryLookupItem> = {
  table: productCategories,
  listSpec: {
    sortColumns: { sort: productCategories.sort, name: productCategories.name, creationTime: productCategories.creationTime },
    defaultSort: [asc(productCategories.sort), asc(productCategories.name)],
    idColumn: productCategories.id,
  },
  where: (tenantId, keyword) => and(eq(productCategories.tenantId, tenantId), keywordFilter(keyword, [productCategories.name])),
  list: selectCategories,
  get: async (tx, tenantId, id) => (await selectCategories(tx, oneRow(productCategories, tenantId, id)))[0] ?? null,
  insert: (tx, actor, input) =>
    insertedId(tx.insert(productCategories).values({ tenantId: actor.tenantId, ...input, creatorId: actor.userId }).returning({ id: productCategories.id })),
  update: async (tx, actor, id, input) => {
    await tx
      .update(productCategories)
      .set({ ...input, ...modifiedBy(actor) })
      .where(byId(productCategories, actor.tenantId, id));
  },
  lookup: (tx, tenantId) =>
    tx
      .select({ id: productCategories.id, name: productCategories.name, parentId: productCategories.parentId, sort: productCategories.sort })
      .from(productCategories)
      .where(eq(productCategories.tenantId, tenantId))
      .orderBy(asc(productCategories.sort), asc(productCategories.name), asc(productCategories.id))
      .limit(1000),
};
