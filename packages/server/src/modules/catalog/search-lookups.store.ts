import type { CategoryLookupItem, CategorySearchFilters, CustomerLookupItem, PartItem, ProcedureItem, ProductLookupItem, ProductSearchFilters } from '@eticket/core/catalog';
import { and, asc, desc, eq, not, sql } from 'drizzle-orm';
import { customers, partTemplates, procedureTemplates, productCategories, products } from '../../db/schema/index';
import { categorySubtrees } from './categories.store';
import type { SearchSource } from './crud.store';
import { keywordFilter } from '../../db/list-sql';
import type { TemplateLookup, TemplateTable } from './templates.store';

/** The queries of the pickers' searches: which rows match, and a page of them in the lookup's order. */

export const productSearch: SearchSource<ProductSearchFilters, ProductLookupItem> = {
  table: products,
  where: (tenantId, keyword, filters) =>
    and(
      eq(products.tenantId, tenantId),
      keywordFilter(keyword, [products.styleNo, products.name]),
      filters.activeOnly ? eq(products.isActive, true) : undefined,
      filters.categoryIds === null ? undefined : sql`${products.categoryId} in ${categorySubtrees(tenantId, filters.categoryIds)}`,
    ),
  rows: (tx, where, limit, offset) =>
    tx
      .select({ id: products.id, styleNo: products.styleNo, name: products.name, categoryId: products.categoryId, isActive: products.isActive })
      .from(products)
      .where(where)
      .orderBy(desc(products.creationTime), asc(products.id))
      .limit(limit)
      .offset(offset),
};

export const customerSearch: SearchSource<undefined, CustomerLookupItem> = {
  table: customers,
  where: (tenantId, keyword) => and(eq(customers.tenantId, tenantId), keywordFilter(keyword, [customers.name, customers.code])),
  rows: (tx, where, limit, offset) =>
    tx.select({ id: customers.id, name: customers.name, code: customers.code }).from(customers).where(where).orderBy(asc(customers.name), asc(customers.id)).limit(limit).offset(offset),
};

export const categorySearch: SearchSource<CategorySearchFilters, CategoryLookupItem> = {
  table: productCategories,
  where: (tenantId, keyword, filters) =>
    and(
      eq(productCategories.tenantId, tenantId),
      keywordFilter(keyword, [productCategories.name]),
      filters.excludeTreeOf === null ? undefined : not(sql`${productCategories.id} in ${categorySubtrees(tenantId, [filters.excludeTreeOf])}`),
    ),
  rows: (tx, where, limit, offset) =>
    tx
      .select({ id: productCategories.id, name: productCategories.name, parentId: productCategories.parentId, sort: productCategories.sort })
      .from(productCategories)
      .where(where)
      .orderBy(asc(productCategories.sort), asc(productCategories.name), asc(productCategories.id))
      .limit(limit)
      .offset(offset),
};

/** A template kind's search: name contains the keyword; by name; the items come along (a pick copies them). */
function templateSearch<Item extends PartItem | ProcedureItem>(t: TemplateTable): SearchSource<undefined, TemplateLookup<Item>> {
  return {
    table: t,
    where: (tenantId, keyword) => and(eq(t.tenantId, tenantId), keywordFilter(keyword, [t.name])),
    rows: async (tx, where, limit, offset) =>
      // The table of this kind holds items of this kind (the union of the two tables loses which).
      (await tx.select({ id: t.id, name: t.name, items: t.items }).from(t).where(where).orderBy(asc(t.name), asc(t.id)).limit(limit).offset(offset)).map((row) => ({
        ...row,
        items: row.items as Item[],
      })),
  };
}

export const partTemplateSearch = templateSearch<PartItem>(partTemplates);
export const procedureTemplateSearch = templateSearch<ProcedureItem>(procedureTemplates);
