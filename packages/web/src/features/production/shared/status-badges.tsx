import { Badge } from '@chakra-ui/react';
import { ORDER_STATUS_LABEL_KEYS, orderStatusFromCode } from '@eticket/core/domain';
import { BUNDLE_STATUS_LABEL_KEYS, CUTTING_TIME_STATUS_LABEL_KEYS, type BundleStatus, type CuttingTimeStatus } from '@eticket/core/production';
import { useT } from '../../../i18n/i18n-context';

const ORDER_PALETTE = { draft: 'gray', producing: 'blue', completed: 'green', closed: 'purple', cancelled: 'red' } as const;
const BED_PALETTE = { planned: 'gray', bundled: 'blue', printed: 'cyan', inProduction: 'orange', done: 'green', void: 'red' } as const satisfies Record<CuttingTimeStatus, string>;
const BUNDLE_PALETTE = { created: 'gray', printed: 'cyan', inProgress: 'orange', completed: 'green', void: 'red' } as const satisfies Record<BundleStatus, string>;

export function OrderStatusBadge({ status }: { status: number }) {
  const t = useT();
  const name = orderStatusFromCode(status);
  if (name === null) return null;
  return (
    <Badge colorPalette={ORDER_PALETTE[name]} variant="subtle" data-testid="order-status">
      {t(ORDER_STATUS_LABEL_KEYS[name])}
    </Badge>
  );
}

export function BedStatusBadge({ status }: { status: CuttingTimeStatus }) {
  const t = useT();
  return (
    <Badge colorPalette={BED_PALETTE[status]} variant="subtle">
      {t(CUTTING_TIME_STATUS_LABEL_KEYS[status])}
    </Badge>
  );
}

export function BundleStatusBadge({ status }: { status: BundleStatus }) {
  const t = useT();
  return (
    <Badge colorPalette={BUNDLE_PALETTE[status]} variant="subtle" size="sm">
      {t(BUNDLE_STATUS_LABEL_KEYS[status])}
    </Badge>
  );
}
