import { SimpleGrid } from '@chakra-ui/react';
import type { CuttingTimeDto, OrderListItemDto } from '@eticket/core/production';
import { PlainSelectField, PlainSelectIndicator, PlainSelectRoot } from '../../../components/data-ui/plain-native-select';
import { useT } from '../../../i18n/i18n-context';
import { OrderOptions } from '../shared/order-options';
import type { PrintJobSend } from './print-draft';

/** The order and bed whose bundles are printed. */
export function PrintOrderBed({ orders, beds, orderId, bedId, send }: { orders: readonly OrderListItemDto[]; beds: readonly CuttingTimeDto[]; orderId: string; bedId: string; send: PrintJobSend }) {
  const t = useT();
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      <PlainSelectRoot size="sm">
        <PlainSelectField
          aria-label={t('Production.Field.Order')}
          value={orderId}
          onChange={(e) => {
            send({ type: 'order.choose', orderId: e.currentTarget.value });
          }}
        >
          <option value="">{t('Production.Placeholder.ChooseOrder')}</option>
          {orderId !== '' && !orders.some((o) => o.id === orderId) && <option value={orderId}>{orderId}</option>}
          <OrderOptions orders={orders} />
        </PlainSelectField>
        <PlainSelectIndicator />
      </PlainSelectRoot>
      <PlainSelectRoot size="sm">
        <PlainSelectField
          disabled={orderId === ''}
          aria-label={t('Production.Field.BedNo')}
          value={bedId}
          onChange={(e) => {
            send({ type: 'bed.choose', bedId: e.currentTarget.value });
          }}
        >
          <option value="">{t('Production.Print.AllBeds')}</option>
          {beds.map((b) => (
            <option key={b.id} value={b.id}>
              {t('Production.Print.BedOption', { bedNo: b.displayNo, date: b.cutDate, count: b.totalBundles })}
            </option>
          ))}
        </PlainSelectField>
        <PlainSelectIndicator disabled={orderId === ''} />
      </PlainSelectRoot>
    </SimpleGrid>
  );
}
