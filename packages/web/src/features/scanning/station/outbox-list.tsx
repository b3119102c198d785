import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { countOutbox, isSettled, type OutboxItem, type OutboxStatus } from '@eticket/core/scanning';
import { LuX } from 'react-icons/lu';
import { useT } from '../../../i18n/i18n-context';

const STATUS_KEYS: Readonly<Record<OutboxStatus, string>> = {
  pending: 'ScanStation.Status.Pending',
  sending: 'ScanStation.Status.Sending',
  sent: 'ScanStation.Status.Sent',
  refused: 'ScanStation.Status.Refused',
};
const STATUS_PALETTE: Readonly<Record<OutboxStatus, string>> = { pending: 'orange', sending: 'blue', sent: 'green', refused: 'red' };

export function itemLine(item: OutboxItem, t: (key: string, params?: Record<string, string | number>) => string): string {
  const { label } = item;
  const qty = item.receipt?.qty ?? item.qty;
  return t('ScanStation.Outbox.Line', {
    order: label.orderNo,
    bundle: label.bundleNo,
    color: label.color,
    size: label.size,
    procedure: label.procedureName,
    qty: qty === null ? t('ScanStation.Outbox.Rest') : qty,
  });
}

/**
 * This device's scans, newest first: waiting, being sent, recorded, or refused with the server's reason.
 * A settled one can be taken off the list; an unsent one cannot (it would be lost).
 */
export function OutboxList({ items, online, waiting, storageFailed, onRetry, onDismiss }: {
  items: readonly OutboxItem[];
  online: boolean;
  waiting: boolean;
  storageFailed: boolean;
  onRetry: () => void;
  onDismiss: (clientRequestId: string) => void;
}) {
  const t = useT();
  const counts = countOutbox(items);
  return (
    <Box as="section" aria-labelledby="outbox-title" data-testid="outbox">
      <HStack justify="space-between" mb="2" flexWrap="wrap" gap="2">
        <Text id="outbox-title" fontWeight="semibold">
          {t('ScanStation.Outbox.Title')}
        </Text>
        <HStack gap="2" flexWrap="wrap">
          <Badge colorPalette={online ? 'green' : 'gray'} data-testid="network-state">
            {t(online ? 'ScanStation.Network.Online' : 'ScanStation.Network.Offline')}
          </Badge>
          <Badge colorPalette="orange" data-testid="outbox-pending">
            {t('ScanStation.Outbox.PendingCount', { count: counts.pending })}
          </Badge>
          {waiting && (
            <Button size="sm" minH="11" variant="outline" onClick={onRetry}>
              {t('ScanStation.Outbox.RetryNow')}
            </Button>
          )}
        </HStack>
      </HStack>
      {storageFailed && (
        <Text fontSize="sm" color="fg.warning" mb="2">
          {t('ScanStation.Outbox.StorageFailed')}
        </Text>
      )}
      {items.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {t('ScanStation.Outbox.Empty')}
        </Text>
      ) : (
        <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
          {[...items].reverse().map((item) => (
            <HStack as="li" key={item.clientRequestId} borderWidth="1px" rounded="md" px="3" py="2" gap="2" align="center" data-testid="outbox-item" data-status={item.status}>
              <Box flex="1" minW="0">
                <Text fontSize="sm">{itemLine(item, t)}</Text>
                {item.refusal !== null && (
                  <Text fontSize="xs" color="fg.error" data-testid="outbox-refusal">
                    {item.refusal.message}
                  </Text>
                )}
              </Box>
              <Badge colorPalette={STATUS_PALETTE[item.status]}>{t(STATUS_KEYS[item.status])}</Badge>
              {isSettled(item) && (
                <Button
                  size="sm"
                  minW="11"
                  minH="11"
                  variant="ghost"
                  aria-label={t('ScanStation.Outbox.Dismiss')}
                  onClick={() => {
                    onDismiss(item.clientRequestId);
                  }}
                >
                  <LuX aria-hidden />
                </Button>
              )}
            </HStack>
          ))}
        </Stack>
      )}
    </Box>
  );
}
