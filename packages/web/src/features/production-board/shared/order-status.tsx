import { Badge } from '@chakra-ui/react';
import { ORDER_STATUS_LABEL_KEYS, orderStatusFromCode } from '@eticket/core/domain';
import { useT } from '../../../i18n/i18n-context';

/** An order's status (and "overdue" when its delivery date has passed while it is open). */
export function OrderStatusBadge({ status, overdue }: { status: number; overdue: boolean }) {
  const t = useT();
  const name = orderStatusFromCode(status);
  return (
    <>
      {name !== null && (
        <Badge colorPalette={name === 'producing' ? 'brand' : name === 'draft' ? 'gray' : 'green'} variant="subtle">
          {t(ORDER_STATUS_LABEL_KEYS[name])}
        </Badge>
      )}
      {overdue && (
        <Badge colorPalette="red" variant="solid" ms="1">
          {t('ProductionBoard.Progress.Overdue')}
        </Badge>
      )}
    </>
  );
}
