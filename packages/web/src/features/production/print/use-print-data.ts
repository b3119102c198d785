import { ProductionLimits, type BundleDto, type CuttingTimeDto } from '@eticket/core/production';
import { useQuery } from '../../../components/data-ui/use-query';
import { ProductionResource, useProduction } from '../production-api';

/**
 * What the print page reads from the server besides the order picker's own search: the chosen order's beds
 * and bundles.
 */

/** The chosen order's beds, and its (or one bed's) bundles, reloaded when a bundle changes anywhere. */
export function useBedsAndBundles(orderId: string, bedId: string): { beds: readonly CuttingTimeDto[]; bundles: BundleDto[] | null } {
  const production = useProduction();
  const beds = useQuery(orderId === '' ? null : [ProductionResource.cuttingTime, 'ofOrder', orderId], (signal) =>
    production.cuttingTimes.list({ orderId, maxResultCount: 1000 }, { signal }).then((page) => [...page.items].sort((a, b) => a.bedNo - b.bedNo)),
  );
  const bundles = useQuery(orderId === '' ? null : [ProductionResource.bundle, 'printable', orderId, bedId], (signal) =>
    production.bundles.list({ orderId, ...(bedId === '' ? {} : { cuttingTimeId: bedId }), maxResultCount: ProductionLimits.picksMax }, { signal }).then((page) => page.items),
  );
  return {
    beds: orderId === '' ? [] : (beds.data ?? []),
    // Bundles of another order or bed (shown while these load) must not count.
    bundles: bundles.fresh ? (bundles.data ?? null) : bundles.status === 'error' ? [] : null,
  };
}
