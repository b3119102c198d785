import type { ProductionEndpoints } from '@eticket/api-client';
import type { BundleDto, CuttingTimeDto, OrderDto } from '@eticket/core/production';
import { ProductionResource, useProduction } from '../production-api';
import { useLoad, type Load } from '../../../components/data-ui/use-query';

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
  return useLoad(orderId === '' ? null : [ProductionResource.order, 'ticketContext', orderId], (signal) => loadContext(production, orderId, signal), {
    resources: [ProductionResource.order, ProductionResource.cuttingTime],
  });
}
