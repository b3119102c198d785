import { ProductionLimits, type BundleDto, type CuttingTimeDto, type OrderListItemDto } from '@eticket/core/production';
import { useCallback } from 'react';
import { useResourceVersion } from '../../../components/data-ui/invalidation';
import { ProductionResource, useProduction } from '../production-api';
import { useLoad } from '../shared/use-load';

/**
 * Everything the print page reads from the server, in one place: the orders to choose from, and the chosen
 * order's beds and bundles (reloaded when a bundle changes anywhere).
 */

/** Orders with cut bundles, newest first. */
export function usePrintableOrders(): readonly OrderListItemDto[] {
  const production = useProduction();
  const load = useLoad(
    useCallback((signal: AbortSignal) => production.orders.list({ maxResultCount: 200 }, { signal }).then((page) => page.items.filter((o) => o.cutQty > 0)), [production]),
  );
  return load.status === 'ready' ? load.value : [];
}

export function useBedsAndBundles(orderId: string, bedId: string): { beds: readonly CuttingTimeDto[]; bundles: BundleDto[] | null } {
  const production = useProduction();
  const version = useResourceVersion(ProductionResource.bundle);
  const loadBeds = useCallback(
    (signal: AbortSignal) => production.cuttingTimes.list({ orderId, maxResultCount: 1000 }, { signal }).then((page) => [...page.items].sort((a, b) => a.bedNo - b.bedNo)),
    [production, orderId],
  );
  const beds = useLoad(orderId === '' ? null : loadBeds);
  // Bundles of another order or bed (shown while these load) must not count: they carry their key.
  const key = `${orderId}/${bedId}/${String(version)}`;
  const loadBundles = useCallback(
    (signal: AbortSignal) =>
      production.bundles
        .list({ orderId, ...(bedId === '' ? {} : { cuttingTimeId: bedId }), maxResultCount: ProductionLimits.picksMax }, { signal })
        .then((page) => ({ key, items: page.items })),
    [production, orderId, bedId, key],
  );
  const bundles = useLoad(orderId === '' ? null : loadBundles);
  return {
    beds: orderId === '' || beds.status !== 'ready' ? [] : beds.value,
    bundles: bundles.status === 'ready' && bundles.value.key === key ? bundles.value.items : bundles.status === 'error' ? [] : null,
  };
}
