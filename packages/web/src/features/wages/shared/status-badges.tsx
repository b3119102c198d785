import { Badge } from '@chakra-ui/react';
import type { WageConfirmStatus, WageSettledState, WageSettlementStatus } from '@eticket/core/wages';
import { useT } from '../../../i18n/i18n-context';

const SETTLEMENT_PALETTE: Readonly<Record<WageSettlementStatus, string>> = { draft: 'gray', confirming: 'orange', confirmed: 'cyan', locked: 'blue', paid: 'green' };
const CONFIRM_PALETTE: Readonly<Record<WageConfirmStatus, string>> = { pending: 'orange', confirmed: 'green', disputed: 'red', autoConfirmed: 'cyan', forceConfirmed: 'purple' };
const SETTLED_PALETTE: Readonly<Record<WageSettledState, string>> = { unsettled: 'gray', partly: 'orange', settled: 'green' };

export function SettlementStatusBadge({ status }: { status: WageSettlementStatus }) {
  const t = useT();
  return <Badge colorPalette={SETTLEMENT_PALETTE[status]}>{t(`Wages.Status.${status}`)}</Badge>;
}

export function ConfirmStatusBadge({ status }: { status: WageConfirmStatus }) {
  const t = useT();
  return <Badge colorPalette={CONFIRM_PALETTE[status]}>{t(`Wages.Confirm.${status}`)}</Badge>;
}

export function SettledStateBadge({ state }: { state: WageSettledState }) {
  const t = useT();
  return <Badge colorPalette={SETTLED_PALETTE[state]}>{t(`Wages.Settled.${state}`)}</Badge>;
}
