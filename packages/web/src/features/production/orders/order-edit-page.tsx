import { routeHref, routeTitle } from '@eticket/core/navigation';
import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { EditTargetPlaceholder } from '../../../components/data-ui/edit-form-frame';
import { FormUiProvider } from '../../../components/data-ui/form-ui-provider';
import { invalidate } from '../../../components/data-ui/invalidation';
import { useEditTarget } from '../../../components/data-ui/use-edit-target';
import { useT } from '../../../i18n/i18n-context';
import { PageFrame } from '../../../kit/page-frame';
import type { ShellPageProps } from '../../../kit/page.types';
import { ProductionResource, useProduction } from '../production-api';
import { OrderForm } from './order-form';

/**
 * New / edit order (/order/edit, ?id= or ?copy=): order no, customer PO, style (from the styles), customer,
 * order and delivery dates, the colours and sizes of the style the order takes, the colour × size quantity
 * matrix with row and column totals, remark. The core's order rules run on every change (the same the
 * server runs); a producing order may only grow (the server names any cell lowered); completed, closed
 * and cancelled orders are shown read-only.
 */
export default function OrderEditPage({ route }: ShellPageProps) {
  const t = useT();
  const production = useProduction();
  const [, navigate] = useLocation();
  const get = useCallback((id: string, signal: AbortSignal) => production.orders.get(id, { signal }), [production]);
  const target = useEditTarget(get);
  const search = useSearch();
  const title =
    target.status === 'ready' && target.record !== null
      ? t('Production.Order.EditTitle', { orderNo: target.record.orderNo })
      : t(routeTitle(route, search));
  return (
    <FormUiProvider>
      <PageFrame title={title}>
        {target.status === 'ready' ? (
          <OrderForm
            key={target.formKey}
            record={target.record}
            copyOf={target.copyOf}
            onSaved={(saved, created) => {
              invalidate(ProductionResource.order);
              if (created) navigate(routeHref('OrderEdit', { id: saved.id }), { replace: true });
              else target.saved();
            }}
          />
        ) : (
          <EditTargetPlaceholder
            {...(target.status === 'error' ? { error: target.error, onRetry: target.retry } : {})}
            onBack={() => {
              navigate(routeHref('OrderList'));
            }}
          />
        )}
      </PageFrame>
    </FormUiProvider>
  );
}
