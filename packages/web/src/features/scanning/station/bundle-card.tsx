import { Alert, Badge, Box, Grid, HStack, Text } from '@chakra-ui/react';
import type { CardLookup } from '@eticket/core/scanning';
import { useT } from '../../../i18n/i18n-context';

/**
 * The scanned bundle: order, style, colour, size, bundle no and qty, and whether it is the device's copy. A
 * bundle held from scanning says so first, with the reason, so the worker knows why nothing can be reported.
 */
export function BundleCard({ lookup }: { lookup: CardLookup }) {
  const t = useT();
  const { card } = lookup;
  const field = (label: string, value: string | number, testId?: string) => (
    <Box minW="0">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="semibold" truncate data-testid={testId}>
        {value}
      </Text>
    </Box>
  );
  return (
    <Box borderWidth="1px" rounded="lg" p="3" bg="bg.subtle" data-testid="bundle-card">
      <HStack justify="space-between" mb="2" gap="2" flexWrap="wrap">
        <Text fontWeight="bold" fontSize="lg">
          {t('ScanStation.Card.BundleNo', { no: card.bundle.bundleNo })}
        </Text>
        {lookup.from === 'cache' && (
          <Badge colorPalette="orange" data-testid="card-cached">
            {t('ScanStation.Card.Cached')}
          </Badge>
        )}
      </HStack>
      {card.bundle.scanBlocked && (
        <Alert.Root status="error" variant="solid" mb="2" data-testid="card-held">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('ScanStation.Card.Held')}</Alert.Title>
            {card.bundle.scanBlockReason !== null && (
              <Alert.Description fontSize="md" fontWeight="semibold" data-testid="card-held-reason">
                {t('ScanStation.Card.HeldReason', { reason: card.bundle.scanBlockReason })}
              </Alert.Description>
            )}
          </Alert.Content>
        </Alert.Root>
      )}
      <Grid templateColumns="repeat(3, minmax(0, 1fr))" gap="2">
        {field(t('ScanStation.Card.Order'), card.orderNo, 'card-order')}
        {field(t('ScanStation.Card.Style'), card.styleNo)}
        {field(t('ScanStation.Card.Qty'), card.bundle.qty, 'card-qty')}
        {field(t('ScanStation.Card.Color'), card.bundle.color)}
        {field(t('ScanStation.Card.Size'), card.bundle.size)}
        {card.part !== null && field(t('ScanStation.Card.Part'), card.part.partName)}
      </Grid>
    </Box>
  );
}
