import { SimpleGrid } from '@chakra-ui/react';
import type { CuttingTimeDto } from '@eticket/core/production';
import { PlainSelectField, PlainSelectIndicator, PlainSelectRoot } from '../../../components/data-ui/plain-native-select';
import { useT } from '../../../i18n/i18n-context';
import { OrderPicker } from '../shared/order-picker';
import type { PrintJobSend } from './print-draft';

/** The order and bed whose bundles are printed. */
export function PrintOrderBed({ beds, orderId, bedId, send }: { beds: readonly CuttingTimeDto[]; orderId: string; bedId: string; send: PrintJobSend }) {
  const t = useT();
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
      {/* Orders with cut bundles; the picked one reads as its no. until the picker has loaded it. */}
      <OrderPicker
        value={orderId}
        selectedLabel={beds.find((b) => b.orderId === orderId)?.orderNo ?? null}
        filters={{ cutOnly: true }}
        testId="print-order-picker"
        onChange={(id) => {
          send({ type: 'order.choose', orderId: id });
        }}
      />
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
