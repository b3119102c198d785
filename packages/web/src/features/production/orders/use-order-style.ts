import type { ProductDto } from '@eticket/core/catalog';
import type { StyleAxes } from '@eticket/core/production';
import { useEffect, useMemo, useState } from 'react';
import { isAborted } from '../../../components/data-ui/api-failure';
import { useCatalog } from '../production-api';

/** The style's colours and sizes (names), loaded when a style is chosen. */
export function useOrderStyle(productId: string): { style: StyleAxes | null; product: ProductDto | null } {
  const catalog = useCatalog();
  const [product, setProduct] = useState<ProductDto | null>(null);
  useEffect(() => {
    if (productId === '') return;
    const controller = new AbortController();
    catalog.products.get(productId, { signal: controller.signal }).then(
      (p) => {
        setProduct(p);
      },
      (error: unknown) => {
        if (!isAborted(error)) setProduct(null);
      },
    );
    return () => {
      controller.abort();
    };
  }, [catalog, productId]);
  const current = product !== null && product.id === productId ? product : null;
  const style = useMemo(() => (current === null ? null : { colors: current.colors.map((c) => c.name), sizes: current.sizes.map((s) => s.name) }), [current]);
  return { style, product: current };
}
