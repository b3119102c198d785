import { Box, Grid, Text } from '@chakra-ui/react';
import type { TicketLogTotalsDto } from '@eticket/core/scanning';
import { useMoney } from '../../../components/data-ui/use-money';
import { useT } from '../../../i18n/i18n-context';

/**
 * Records, pieces and pay of a period as the server counts them (valid, pending and settled records): today's
 * on the station, the chosen period's on "my records".
 */
export function TotalsTiles({ totals, label, testId }: { totals: TicketLogTotalsDto | null; label: string; testId: string }) {
  const t = useT();
  const money = useMoney();
  const dash = '—';
  const tiles = [
    { key: 'count', label: t('ScanStation.Today.Records'), value: totals === null ? dash : String(totals.recordCount) },
    { key: 'qty', label: t('ScanStation.Today.Qty'), value: totals === null ? dash : String(totals.qty) },
    { key: 'pay', label: t('ScanStation.Today.Pay'), value: totals === null ? dash : money(totals.amount) },
  ];
  return (
    <Grid templateColumns="repeat(3, minmax(0, 1fr))" gap="2" aria-label={label} role="group" data-testid={testId}>
      {tiles.map((tile) => (
        <Box key={tile.key} borderWidth="1px" rounded="md" p="2" textAlign="center">
          <Text fontSize="xs" color="fg.muted">
            {tile.label}
          </Text>
          <Text fontSize="lg" fontWeight="bold" data-testid={`${testId}-${tile.key}`}>
            {tile.value}
          </Text>
        </Box>
      ))}
    </Grid>
  );
}
