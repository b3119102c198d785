import { Badge, Stack, Text } from '@chakra-ui/react';
import { ORDER_STATUS_LABEL_KEYS, orderStatusFromCode } from '@eticket/core/domain';
import { formatDateTimeMinutes } from '@eticket/core/format';
import { BUNDLE_STATUS_LABEL_KEYS, CUTTING_TIME_STATUS_LABEL_KEYS, type BundleDto, type BundleStatus, type CuttingTimeStatus } from '@eticket/core/production';
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

type BundleHold = Pick<BundleDto, 'scanBlocked' | 'scanBlockReason' | 'scanBlockedAt' | 'scanBlockedByName'>;

/** Who held a bundle and when, as one line (empty when it is not held). */
export function useHoldByLine(): (bundle: BundleHold) => string {
  const t = useT();
  return (bundle) =>
    bundle.scanBlockedAt === null ? '' : t('Production.Bundle.BlockedBy', { name: bundle.scanBlockedByName ?? '', time: formatDateTimeMinutes(bundle.scanBlockedAt) });
}

/** A held bundle: the badge and its reason (who held it and when on hover); nothing for a free one. */
export function BundleHoldBadge({ bundle }: { bundle: BundleHold }) {
  const t = useT();
  const byLine = useHoldByLine();
  if (!bundle.scanBlocked) return null;
  return (
    <Stack gap="0.5" align="start" data-testid="bundle-hold" title={byLine(bundle)}>
      <Badge colorPalette="red" variant="solid" size="sm">
        {t('Production.Bundle.Blocked')}
      </Badge>
      <Text fontSize="xs" color="fg.error" lineClamp={2} maxW="48" data-testid="bundle-hold-reason">
        {bundle.scanBlockReason}
      </Text>
    </Stack>
  );
}
