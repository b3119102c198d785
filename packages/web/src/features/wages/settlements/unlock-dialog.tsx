import { Text } from '@chakra-ui/react';
import { validateWageUnlockInput, WageLimits, type WageSettlementDto } from '@eticket/core/wages';
import { useState } from 'react';
import { DecisionDialog, DecisionText, useDecision } from '../../../components/data-ui/decision-dialog';
import { useT } from '../../../i18n/i18n-context';
import { useWagesApi } from '../wages-api';
import { invalidateWages, WAGE_STEP_CALL } from '../shared/wage-resources';

/** Unlock a locked, unpaid settlement with a reason (audited): its records and adjustments are released. */
export default function UnlockDialog({ settlement, onDone, onClose }: { settlement: WageSettlementDto; onDone: (saved: WageSettlementDto) => void; onClose: () => void }) {
  const t = useT();
  const wages = useWagesApi();
  const [reason, setReason] = useState('');
  const decision = useDecision(
    () => wages.settlements.unlock(settlement.id, { reason: reason.trim() }, WAGE_STEP_CALL).then(onDone),
    () => {
      invalidateWages();
      onClose();
    },
    () => validateWageUnlockInput({ reason }).ok,
  );
  return (
    <DecisionDialog title={t('Wages.Admin.UnlockTitle', { settlementNo: settlement.settlementNo })} testId="unlock-dialog" actionLabel={t('Wages.Admin.Step.unlock')} danger decision={decision} onClose={onClose}>
      <Text fontSize="sm">{t('Wages.Admin.UnlockWhat')}</Text>
      <DecisionText
        label={t('Wages.Field.Reason')}
        name="reason"
        value={reason}
        onChange={setReason}
        max={WageLimits.reasonMax}
        required
        error={decision.fieldErrors.reason ?? (decision.missing && reason.trim() === '' ? t('Validation.Required') : null)}
      />
    </DecisionDialog>
  );
}
