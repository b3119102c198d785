import { Stack, Text } from '@chakra-ui/react';
import { routeHref } from '@eticket/core/navigation';
import { useLocation } from 'wouter';
import { PlainSelectField, PlainSelectIndicator, PlainSelectRoot } from '../../../components/data-ui/plain-native-select';
import { useT } from '../../../i18n/i18n-context';
import { OrderOptions } from '../shared/order-options';
import { useTicketableOrders } from './order-ticket-data';

/** Orders that can still get beds (draft, producing), to choose from when none is in the address. */
export function OrderPicker() {
  const t = useT();
  const [, navigate] = useLocation();
  const orders = useTicketableOrders();
  return (
    <Stack gap="3" maxW="lg">
      <Text>{t('Production.Ticket.ChooseOrder')}</Text>
      <PlainSelectRoot size="sm">
        <PlainSelectField
          aria-label={t('Production.Field.Order')}
          value=""
          onChange={(e) => {
            navigate(routeHref('OrderTicket', { orderId: e.currentTarget.value }));
          }}
        >
          <option value="">{t('Production.Placeholder.ChooseOrder')}</option>
          <OrderOptions orders={orders} />
        </PlainSelectField>
        <PlainSelectIndicator />
      </PlainSelectRoot>
    </Stack>
  );
}
