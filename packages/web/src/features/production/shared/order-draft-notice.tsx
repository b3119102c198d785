import { Alert, Button, Stack } from '@chakra-ui/react';
import { TenantPermissions as P } from '@eticket/core/abp';
import { OrderStatusCode } from '@eticket/core/domain';
import { ORDER_EVENT_LABEL_KEYS } from '@eticket/core/production';
import { useState, type ReactNode } from 'react';
import { LuPlay } from 'react-icons/lu';
import { useIsGranted } from '../../../actors/session-context';
import { invalidate } from '../../../components/data-ui/invalidation';
import { useQuery } from '../../../components/data-ui/use-query';
import { notify } from '../../../components/ui/notify';
import { Can } from '../../../kit/can';
import { useT } from '../../../i18n/i18n-context';
import { INLINE_CALL, ProductionResource, useProduction } from '../production-api';
import { LazyConfirmAction, type ConfirmAction } from './lazy-confirm-action';

/**
 * Cutting a bed and printing its tickets leave an order a draft, and a draft's tickets cannot be scanned:
 * the bed and print pages say so while the order is a draft, with the order list's confirm at hand for
 * those who may edit orders. Confirming reloads every view of the order, and the notice goes away.
 */
/** "Confirm production of order …?" as the order list asks it; confirming reloads every view of orders and beds. */
export function useOrderConfirm(): { ask: (order: { id: string; orderNo: string }) => void; dialog: ReactNode } {
  const t = useT();
  const production = useProduction();
  const [action, setAction] = useState<ConfirmAction | null>(null);
  const ask = (order: { id: string; orderNo: string }) => {
    setAction({
      title: t(ORDER_EVENT_LABEL_KEYS.confirm),
      message: t('Production.OrderEvent.Ask.confirm', { orderNo: order.orderNo }),
      confirmLabel: t(ORDER_EVENT_LABEL_KEYS.confirm),
      run: () => production.orders.transition(order.id, 'confirm', INLINE_CALL),
      onDone: () => {
        notify({ kind: 'message', type: 'success', title: t('Production.Order.Moved', { orderNo: order.orderNo }), durationMs: 3000 });
        invalidate(ProductionResource.order);
        invalidate(ProductionResource.cuttingTime);
      },
    });
  };
  const dialog = (
    <LazyConfirmAction
      action={action}
      onClose={() => {
        setAction(null);
      }}
    />
  );
  return { ask, dialog };
}

export function OrderDraftNotice({ orderId }: { orderId: string }) {
  const t = useT();
  const production = useProduction();
  const canConfirm = useIsGranted(P.OrderManagementEdit);
  const confirm = useOrderConfirm();
  const order = useQuery(orderId === '' ? null : [ProductionResource.order, 'draftNotice', orderId], (signal) => production.orders.get(orderId, { signal }));
  const dto = order.data;
  if (dto === undefined || dto.id !== orderId || dto.status !== OrderStatusCode.draft) return null;

  return (
    <>
      <Alert.Root status="warning" variant="surface" alignItems={{ base: 'flex-start', md: 'center' }} data-testid="order-draft-notice">
        <Alert.Indicator />
        <Stack direction={{ base: 'column', md: 'row' }} gap="3" flex="1" align={{ base: 'stretch', md: 'center' }}>
          <Alert.Content flex="1">
            <Alert.Title>{t('Production.DraftNotice.Title', { orderNo: dto.orderNo })}</Alert.Title>
            <Alert.Description>
              {t('Production.DraftNotice.Text')}
              {!canConfirm && ` ${t('Production.DraftNotice.NoRight')}`}
            </Alert.Description>
          </Alert.Content>
          <Can permission={P.OrderManagementEdit}>
            <Button
              size="sm"
              minH="11"
              colorPalette="orange"
              onClick={() => {
                confirm.ask(dto);
              }}
              data-testid="order-draft-confirm"
            >
              <LuPlay aria-hidden />
              {t(ORDER_EVENT_LABEL_KEYS.confirm)}
            </Button>
          </Can>
        </Stack>
      </Alert.Root>
      {confirm.dialog}
    </>
  );
}
