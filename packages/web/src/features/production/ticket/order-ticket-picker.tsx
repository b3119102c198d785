import { Stack, Text } from '@chakra-ui/react';
import { routeHref } from '@eticket/core/navigation';
import { useLocation } from 'wouter';
import { useT } from '../../../i18n/i18n-context';
import { OrderPicker } from '../shared/order-picker';

/** Orders that can still get beds (draft, producing), to choose from when none is in the address. */
export function TicketOrderPicker() {
  const t = useT();
  const [, navigate] = useLocation();
  return (
    <Stack gap="3" maxW="lg">
      <Text>{t('Production.Ticket.ChooseOrder')}</Text>
      <OrderPicker
        value=""
        filters={{ statuses: ['producing', 'draft'] }}
        testId="ticket-order-picker"
        onChange={(orderId) => {
          if (orderId !== '') navigate(routeHref('OrderTicket', { orderId }));
        }}
      />
    </Stack>
  );
}
