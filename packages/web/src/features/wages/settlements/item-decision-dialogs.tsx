import { Stack, Text } from '@chakra-ui/react';
import { validateWageForceConfirmInput, validateWageResolveInput, WAGE_ADJUSTMENT_TYPES, WageLimits, type WageResolveInput, type WageSettlementItemDto } from '@eticket/core/wages';
import { useState } from 'react';
import { DecisionDialog, DecisionText, useDecision } from '../../../components/data-ui/decision-dialog';
import { FieldSelectBox } from '../../../components/data-ui/field-select-box';
import { PlainCheckbox } from '../../../components/data-ui/plain-checkbox';
import { PlainField } from '../../../components/data-ui/plain-field';
import { PlainInput } from '../../../components/data-ui/plain-input';
import { useMoney } from '../../../components/data-ui/use-money';
import { useT } from '../../../i18n/i18n-context';
import { useWagesApi } from '../wages-api';
import { fieldIssues } from '../shared/field-issues';
import { invalidateWages, WAGE_STEP_CALL } from '../shared/wage-resources';
import { workerLabel } from '../shared/worker-picker';

export type ItemDecision = 'resolve' | 'forceConfirm';

/**
 * Answer a worker's dispute: a remark and, when the worker was right, an adjustment into this settlement
 * (the item is recalculated); the worker is asked to confirm again.
 */
function ResolveDialog({ item, onClose }: { item: WageSettlementItemDto; onClose: () => void }) {
  const t = useT();
  const wages = useWagesApi();
  const [remark, setRemark] = useState('');
  const [withAdjustment, setWithAdjustment] = useState(false);
  const [adjustment, setAdjustment] = useState({ type: '', amount: '', reason: '' });
  const input = () => ({ remark: remark.trim(), adjustment: withAdjustment ? { ...adjustment, reason: adjustment.reason.trim() } : null });
  const check = () => validateWageResolveInput(input());
  const decision = useDecision(
    () => {
      const result = check();
      // The reader has just accepted it (`ready`), so the typed input is what goes out.
      const body: WageResolveInput = result.ok ? result.value : { remark: remark.trim(), adjustment: null };
      return wages.items.resolve(item.id, body, WAGE_STEP_CALL);
    },
    () => {
      invalidateWages();
      onClose();
    },
    () => check().ok,
  );
  const issues = decision.missing ? fieldIssues(check(), decision.fieldErrors, t) : decision.fieldErrors;
  return (
    <DecisionDialog title={t('Wages.Admin.ResolveTitle', { name: workerLabel(item) })} testId="resolve-dialog" actionLabel={t('Wages.Admin.Item.resolve')} decision={decision} onClose={onClose}>
      <Text fontSize="sm" data-testid="dispute-reason">
        {t('Wages.Admin.DisputeSaid', { reason: item.disputeReason ?? '' })}
      </Text>
      <DecisionText label={t('Wages.Admin.Resolution')} name="remark" value={remark} onChange={setRemark} max={WageLimits.reasonMax} required error={issues.remark ?? null} />
      <PlainCheckbox label={t('Wages.Admin.WithAdjustment')} checked={withAdjustment} onCheckedChange={setWithAdjustment} />
      {withAdjustment && (
        <Stack gap="3" ps="4" borderStartWidth="2px">
          <PlainField label={t('Wages.Field.Type')} error={issues['adjustment.type'] ?? null} required>
            <FieldSelectBox
              name="adjustment.type"
              value={adjustment.type}
              placeholder={t('Wages.Admin.ChooseType')}
              options={WAGE_ADJUSTMENT_TYPES.map((type) => ({ value: type, label: t(`Wages.AdjustmentType.${type}`) }))}
              onChange={(type) => {
                setAdjustment((a) => ({ ...a, type }));
              }}
            />
          </PlainField>
          <PlainField label={t('Wages.Field.Amount')} error={issues['adjustment.amount'] ?? null} required helper={t('Wages.Admin.AmountHelp')}>
            <PlainInput
              size="sm"
              name="adjustment.amount"
              inputMode="decimal"
              value={adjustment.amount}
              onChange={(e) => {
                const amount = e.currentTarget.value;
                setAdjustment((a) => ({ ...a, amount }));
              }}
            />
          </PlainField>
          <DecisionText
            label={t('Wages.Field.Reason')}
            name="adjustment.reason"
            value={adjustment.reason}
            onChange={(reason) => {
              setAdjustment((a) => ({ ...a, reason }));
            }}
            max={WageLimits.reasonMax}
            required
            error={issues['adjustment.reason'] ?? null}
          />
        </Stack>
      )}
    </DecisionDialog>
  );
}

/** Confirm a worker's item in their stead (the permission's holders only), with an optional remark. */
function ForceConfirmDialog({ item, onClose }: { item: WageSettlementItemDto; onClose: () => void }) {
  const t = useT();
  const money = useMoney();
  const wages = useWagesApi();
  const [remark, setRemark] = useState('');
  const input = () => ({ remark: remark.trim() === '' ? null : remark.trim() });
  const decision = useDecision(
    () => wages.items.forceConfirm(item.id, input(), WAGE_STEP_CALL),
    () => {
      invalidateWages();
      onClose();
    },
    () => validateWageForceConfirmInput(input()).ok,
  );
  return (
    <DecisionDialog title={t('Wages.Admin.ForceConfirmTitle', { name: workerLabel(item) })} testId="force-confirm-dialog" actionLabel={t('Wages.Admin.Item.forceConfirm')} danger decision={decision} onClose={onClose}>
      <Text fontSize="sm">{t('Wages.Admin.ForceConfirmWhat', { amount: money(item.netAmount) })}</Text>
      <DecisionText label={t('Wages.Field.Remark')} name="remark" value={remark} onChange={setRemark} max={WageLimits.reasonMax} error={decision.fieldErrors.remark ?? null} />
    </DecisionDialog>
  );
}

export default function ItemDecisionDialog({ decision, item, onClose }: { decision: ItemDecision; item: WageSettlementItemDto; onClose: () => void }) {
  return decision === 'resolve' ? <ResolveDialog item={item} onClose={onClose} /> : <ForceConfirmDialog item={item} onClose={onClose} />;
}
