import { Alert, Box, Skeleton, Stack } from '@chakra-ui/react';
import { useCallback } from 'react';
import { useSearchParams } from 'wouter';
import { failureText } from '../../../components/data-ui/api-failure';
import { FormUiProvider } from '../../../components/data-ui/form-ui-provider';
import { useT } from '../../../i18n/i18n-context';
import { PageFrame } from '../../../kit/page-frame';
import type { ShellPageProps } from '../../../kit/page.types';
import { OrderDraftNotice } from '../shared/order-draft-notice';
import { useOrderContext } from './order-ticket-data';
import { OrderTicket } from './order-ticket';
import { TicketOrderPicker } from './order-ticket-picker';

/**
 * Ticket arrangement (编菲, /order/ticket?orderId=…&bedId=…): the cutting beds of one order, a form for a
 * new or changed bed (ratio × plies), and the bundle-plan editor of the chosen bed; generating writes the
 * bed's bundles and their tickets in one transaction on the server, then the tickets can be printed.
 */
export default function OrderTicketPage({ route }: ShellPageProps) {
  const t = useT();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const bedId = params.get('bedId') ?? '';
  const load = useOrderContext(orderId);
  const body = useCallback(() => {
    if (orderId === '') return <TicketOrderPicker />;
    if (load.status === 'error')
      return (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{failureText(load.error, t)}</Alert.Title>
        </Alert.Root>
      );
    if (load.status === 'loading' || load.value.order.id !== orderId)
      return (
        <Stack gap="3">
          <Skeleton height="8" />
          <Skeleton height="32" />
        </Stack>
      );
    return <OrderTicket context={load.value} bedId={bedId} />;
  }, [orderId, bedId, load, t]);
  return (
    <FormUiProvider>
      <PageFrame title={t(route.title)}>
        <Stack gap="4">
          <OrderDraftNotice orderId={orderId} />
          <Box>{body()}</Box>
        </Stack>
      </PageFrame>
    </FormUiProvider>
  );
}
