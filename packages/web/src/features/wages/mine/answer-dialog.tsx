import { Text } from '@chakra-ui/react';
import { validateWageDisputeInput, WageLimits, type MySettlementItemDto } from '@eticket/core/wages';
import { useState } from 'react';
import { DecisionDialog, DecisionText, useDecision } from '../../../components/data-ui/decision-dialog';
import { useMoney } from '../../../components/data-ui/use-money';
import { useT } from '../../../i18n/i18n-context';
import { useWagesApi } from '../wages-api';

export type AnswerKind = 'confirm' | 'dispute';

/**
 * The worker's answer to one settlement item: confirm the net as shown, or dispute it with a reason (read by
 * the server's own reader before sending). A refusal (the settlement was withdrawn, already answered) stays in
 * the dialog with the server's reason.
 */
export default function AnswerDialog({ kind, item, onClose, onDone }: {
  kind: AnswerKind;
  item: MySettlementItemDto;
  onClose: () => void;
  onDone: (kind: AnswerKind) => void;
}) {
  const t = useT();
  const money = useMoney();
  const api = useWagesApi();
  const [reason, setReason] = useState('');
  const decision = useDecision(
    () => (kind === 'confirm' ? api.items.confirm(item.itemId, { silent: () => true }) : api.items.dispute(item.itemId, { reason: reason.trim() }, { silent: () => true })),
    () => {
      onDone(kind);
    },
    () => kind === 'confirm' || validateWageDisputeInput({ reason }).ok,
  );
  const period = t('Wages.Mine.PeriodRange', { start: item.periodStart, end: item.periodEnd });
  return kind === 'confirm' ? (
    <DecisionDialog title={t('Wages.Mine.ConfirmTitle')} testId="confirm-dialog" actionLabel={t('Wages.Mine.Confirm')} decision={decision} onClose={onClose}>
      <Text>{t('Wages.Mine.ConfirmWhat', { settlementNo: item.settlementNo, period, amount: money(item.netAmount) })}</Text>
    </DecisionDialog>
  ) : (
    <DecisionDialog title={t('Wages.Mine.DisputeTitle')} testId="dispute-dialog" actionLabel={t('Wages.Mine.Dispute')} danger decision={decision} onClose={onClose}>
      <Text fontSize="sm">{t('Wages.Mine.DisputeWhat')}</Text>
      <DecisionText
        label={t('Wages.Field.Reason')}
        name="reason"
        value={reason}
        onChange={setReason}
        max={WageLimits.reasonMax}
        required
        error={decision.fieldErrors.reason ?? (decision.missing && reason.trim() === '' ? t('Wages.Mine.ReasonRequired') : null)}
      />
    </DecisionDialog>
  );
}
