import type { ProductionEndpoints } from '@eticket/api-client';
import { OrderStatusCode } from '@eticket/core/domain';
import type { BundleDto, CuttingTimeDto, OrderDto, OrderListItemDto } from '@eticket/core/production';
import { useCallback } from 'react';
import { useResourceVersion } from '../../../components/data-ui/invalidation';
import { ProductionResource, useProduction } from '../production-api';
import { useLoad, type Load } from '../shared/use-load';

/** What the ticket-arrangement page reads from the server, in one place. */
export interface OrderContext {
  order: OrderDto;
  beds: CuttingTimeDto[];
  bundles: BundleDto[];
}

async function loadContext(production: ProductionEndpoints, orderId: string, signal: AbortSignal): Promise<OrderContext> {
  const [order, beds, bundles] = await Promise.all([
    production.orders.get(orderId, { signal }),
    production.cuttingTimes.list({ orderId, maxResultCount: 1000 }, { signal }),
    production.bundles.list({ orderId, maxResultCount: 10_000 }, { signal }),
  ]);
  return { order, beds: [...beds.items].sort((a, b) => a.bedNo - b.bedNo || (a.bedSubNo ?? 0) - (b.bedSubNo ?? 0)), bundles: bundles.items };
}

export function useOrderContext(orderId: string): Load<OrderContext> {
  const production = useProduction();
  // A save of an order or a bed (here or in another tab) reloads the context.
  const version = `${String(useResourceVersion(ProductionResource.order))}/${String(useResourceVersion(ProductionResource.cuttingTime))}`;
  const load = useCallback((signal: AbortSignal) => loadContext(production, orderId, signal), [production, orderId]);
  return useLoad(orderId === '' ? null : load, version);
}

/** Orders that can still get beds (draft, producing), to choose from when none is in the address. */
export function useTicketableOrders(): readonly OrderListItemDto[] {
  const production = useProduction();
  const orders = useLoad(
    useCallback(
      (signal: AbortSignal) =>
        Promise.all([OrderStatusCode.producing, OrderStatusCode.draft].map((status) => production.orders.list({ status, maxResultCount: 100 }, { signal }))).then((pages) =>
          pages.flatMap((p) => p.items),
        ),
      [production],
    ),
  );
  return orders.status === 'ready' ? orders.value : [];
}
