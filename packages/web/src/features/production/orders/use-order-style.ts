import type { StyleAxes } from '@eticket/core/production';
import type { ProductDto } from '@eticket/core/catalog';
import { useMemo } from 'react';
import { useQuery } from '../../../components/data-ui/use-query';
import { CatalogResource, useCatalog } from '../production-api';

/** The style's colours and sizes (names), loaded when a style is chosen (again after a save of a style). */
export function useOrderStyle(productId: string): { style: StyleAxes | null; product: ProductDto | null } {
  const catalog = useCatalog();
  const query = useQuery(productId === '' ? null : [CatalogResource.product, 'orderStyle', productId], (signal) => catalog.products.get(productId, { signal }));
  const current = query.data !== undefined && query.data.id === productId && query.status !== 'error' ? query.data : null;
  const style = useMemo(() => (current === null ? null : { colors: current.colors.map((c) => c.name), sizes: current.sizes.map((s) => s.name) }), [current]);
  return { style, product: current };
}
