import { Box, Grid, Text } from '@chakra-ui/react';
import type { TicketLogTotalsDto } from '@eticket/core/scanning';
import { useMoney } from '../../../components/data-ui/use-money';
import { useT } from '../../../i18n/i18n-context';

/** Today's records, pieces and pay, as the server counts them (valid, pending and settled records). */
export function TodaySummary({ totals }: { totals: TicketLogTotalsDto | null }) {
  const t = useT();
  const money = useMoney();
  const tile = (label: string, value: string, testId: string) => (
    <Box borderWidth="1px" rounded="md" p="2" textAlign="center">
      <Text fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="lg" fontWeight="bold" data-testid={testId}>
        {value}
      </Text>
    </Box>
  );
  const dash = '—';
  return (
    <Grid templateColumns="repeat(3, minmax(0, 1fr))" gap="2" aria-label={t('ScanStation.Today.Title')} role="group" data-testid="today">
      {tile(t('ScanStation.Today.Records'), totals === null ? dash : String(totals.recordCount), 'today-count')}
      {tile(t('ScanStation.Today.Qty'), totals === null ? dash : String(totals.qty), 'today-qty')}
      {tile(t('ScanStation.Today.Pay'), totals === null ? dash : money(totals.amount), 'today-pay')}
    </Grid>
  );
}
