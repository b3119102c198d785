import { Image, Wrap } from '@chakra-ui/react';
import { validateWageMarkPaidInput, WageLimits, type WageSettlementDto } from '@eticket/core/wages';
import { useState } from 'react';
import { DecisionDialog, DecisionText, useDecision } from '../../../components/data-ui/decision-dialog';
import { PlainField } from '../../../components/data-ui/plain-field';
import { PlainInput } from '../../../components/data-ui/plain-input';
import { useT } from '../../../i18n/i18n-context';
import { useWagesApi } from '../wages-api';
import { fieldIssues } from '../shared/field-issues';
import { invalidateWages, WAGE_STEP_CALL } from '../shared/wage-resources';

function proofLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * Record the payment of a locked settlement: the day, up to five proof images (their addresses — the
 * bank's receipt, a transfer screenshot — previewed as typed) and a note.
 */
export default function MarkPaidDialog({ settlement, today, onDone, onClose }: { settlement: WageSettlementDto; today: string; onDone: (saved: WageSettlementDto) => void; onClose: () => void }) {
  const t = useT();
  const wages = useWagesApi();
  const [paidDate, setPaidDate] = useState(today);
  const [proofs, setProofs] = useState('');
  const [note, setNote] = useState('');
  const input = () => ({ paidDate, proofUrls: proofLines(proofs), note: note.trim() === '' ? null : note.trim() });
  const decision = useDecision(
    () => wages.settlements.markPaid(settlement.id, input(), WAGE_STEP_CALL).then(onDone),
    () => {
      invalidateWages();
      onClose();
    },
    () => validateWageMarkPaidInput(input()).ok,
  );
  const issues = decision.missing ? fieldIssues(validateWageMarkPaidInput(input()), decision.fieldErrors, t) : decision.fieldErrors;
  const proofIssue = Object.entries(issues).find(([path]) => path.startsWith('proofUrls'))?.[1] ?? null;
  const shown = proofLines(proofs).filter((url) => /^(https?:\/\/|\/)/i.test(url));
  return (
    <DecisionDialog title={t('Wages.Admin.MarkPaidTitle', { settlementNo: settlement.settlementNo })} testId="mark-paid-dialog" actionLabel={t('Wages.Admin.Step.markPaid')} decision={decision} onClose={onClose}>
      <PlainField label={t('Wages.Field.PaidDate')} error={issues.paidDate ?? null} required>
        <PlainInput
          type="date"
          size="sm"
          name="paidDate"
          value={paidDate}
          onChange={(e) => {
            setPaidDate(e.currentTarget.value);
          }}
        />
      </PlainField>
      <DecisionText label={t('Wages.Admin.ProofUrls', { max: WageLimits.proofUrlsMax })} name="proofUrls" value={proofs} onChange={setProofs} max={WageLimits.proofUrlsMax * (WageLimits.proofUrlMax + 1)} error={proofIssue} />
      {shown.length > 0 && (
        <Wrap gap="2" data-testid="proof-previews">
          {shown.map((url) => (
            <Image key={url} src={url} alt={t('Wages.Admin.Proof')} boxSize="16" objectFit="cover" rounded="md" borderWidth="1px" />
          ))}
        </Wrap>
      )}
      <DecisionText label={t('Wages.Field.Remark')} name="note" value={note} onChange={setNote} max={WageLimits.remarkMax} error={issues.note ?? null} />
    </DecisionDialog>
  );
}
