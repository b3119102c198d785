import { SearchLookupContracts } from '@eticket/core/catalog';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { customers, products } from '../../db/schema/index';
import { contractRoute, type RouteDef } from '../../http/route';
import { containsPattern } from '../../http/route-helpers';
import { countWhere } from './crud.store';

/**
 * The style and customer pickers' lookups (core `SearchLookupContracts`): a page of the matches and their
 * count. The whole-list lookups of the CRUD resources stay for short lists; these never load everything.
 */

function matching(pattern: string | null, ...columns: SQL[]): SQL | undefined {
  if (pattern === null) return undefined;
  return sql`(${sql.join(
    columns.map((c) => sql`${c} ilike ${pattern}`),
    sql` or `,
  )})`;
}

export const searchLookupRoutes: readonly RouteDef[] = [
  contractRoute(SearchLookupContracts.product, {
    handle: async ({ tx, principal, query }) => {
      const { page, filters } = query();
      const pattern = page.keyword === null ? null : containsPattern(page.keyword);
      const where = and(
        eq(products.tenantId, principal.tenantId),
        matching(pattern, sql`${products.styleNo}`, sql`${products.name}`),
        filters.activeOnly ? eq(products.isActive, true) : undefined,
        filters.categoryIds === null ? undefined : inArray(products.categoryId, [...filters.categoryIds]),
      );
      const items = await tx
        .select({ id: products.id, styleNo: products.styleNo, name: products.name, categoryId: products.categoryId, isActive: products.isActive })
        .from(products)
        .where(where)
        .orderBy(desc(products.creationTime), asc(products.id))
        .limit(page.maxResultCount)
        .offset(page.skipCount);
      return { body: { items, totalCount: await countWhere(tx, products, where) } };
    },
  }),
  contractRoute(SearchLookupContracts.customer, {
    handle: async ({ tx, principal, query }) => {
      const { page } = query();
      const pattern = page.keyword === null ? null : containsPattern(page.keyword);
      const where = and(eq(customers.tenantId, principal.tenantId), matching(pattern, sql`${customers.name}`, sql`${customers.code}`));
      const items = await tx
        .select({ id: customers.id, name: customers.name, code: customers.code })
        .from(customers)
        .where(where)
        .orderBy(asc(customers.name), asc(customers.id))
        .limit(page.maxResultCount)
        .offset(page.skipCount);
      return { body: { items, totalCount: await countWhere(tx, customers, where) } };
    },
  }),
];
