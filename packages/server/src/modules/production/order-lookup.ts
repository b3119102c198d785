import { OrderStatusCode } from '@eticket/core/domain';
import { OrderLookupContract, type OrderLookupItem, type OrderStatusValue } from '@eticket/core/production';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { bundles, customers, orders, products } from '../../db/schema/index';
import { contractRoute, type RouteDef } from '../../http/route';
import { containsPattern } from '../../http/route-helpers';
import { countOrders } from './order.store';

/**
 * The order pickers' lookup (core `OrderLookupContract`): one page of the tenant's orders, newest first,
 * and the count of all matches. Every query names the tenant besides RLS.
 */

const liveBundles = sql`${bundles.tenantId} = ${orders.tenantId} and ${bundles.orderId} = ${orders.id} and ${bundles.status} <> 'void'`;

export const orderLookupRoutes: readonly RouteDef[] = [
  contractRoute(OrderLookupContract, {
    handle: async ({ tx, principal, query }) => {
      const { page, filters } = query();
      const pattern = page.keyword === null ? null : containsPattern(page.keyword);
      const where = and(
        eq(orders.tenantId, principal.tenantId),
        pattern === null
          ? undefined
          : sql`(${orders.orderNo} ilike ${pattern} or ${orders.customerPoNo} ilike ${pattern} or ${products.styleNo} ilike ${pattern} or ${products.name} ilike ${pattern} or ${customers.name} ilike ${pattern})`,
        filters.statuses === null ? undefined : inArray(orders.status, filters.statuses.map((s) => OrderStatusCode[s])),
        filters.cutOnly ? sql`exists (select 1 from ${bundles} where ${liveBundles})` : undefined,
      );
      const rows = await tx
        .select({
          id: orders.id,
          orderNo: orders.orderNo,
          customerPoNo: orders.customerPoNo,
          styleNo: products.styleNo,
          productName: products.name,
          customerName: customers.name,
          status: orders.status,
          totalQty: orders.totalQty,
          cutQty: sql<number>`(select coalesce(sum(${bundles.qty}), 0)::int from ${bundles} where ${liveBundles})`,
          deliveryDate: orders.deliveryDate,
        })
        .from(orders)
        .innerJoin(products, and(eq(products.tenantId, orders.tenantId), eq(products.id, orders.productId)))
        .leftJoin(customers, and(eq(customers.tenantId, orders.tenantId), eq(customers.id, orders.customerId)))
        .where(where)
        .orderBy(sql`${orders.creationTime} desc`, asc(orders.id))
        .limit(page.maxResultCount)
        .offset(page.skipCount);
      const items: OrderLookupItem[] = rows.map((r) => ({ ...r, status: r.status as OrderStatusValue }));
      return { body: { items, totalCount: await countOrders(tx, where) } };
    },
  }),
];
