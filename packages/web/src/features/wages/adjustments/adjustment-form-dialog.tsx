import { businessToday } from '@eticket/core/production';
import { validateWageAdjustmentInput, WAGE_ADJUSTMENT_TYPES, WageLimits, type WageAdjustmentDto, type WageAdjustmentInput } from '@eticket/core/wages';
import { FormField, SelectField, TextareaField, TextField } from '../../../components/data-ui/form-fields';
import { RecordFormDialog } from '../../../components/data-ui/record-form-dialog';
import type { EntityForm } from '../../../components/data-ui/use-entity-form';
import { FullUiProvider } from '../../../components/ui/full-provider';
import { useT } from '../../../i18n/i18n-context';
import { useWagesApi } from '../wages-api';
import { WAGE_FORM_CALL, WagesResource } from '../shared/wage-resources';
import { WorkerPicker, workerLabel } from '../shared/worker-picker';

interface AdjustmentValues {
  userId: string;
  /** How the picked worker reads before the picker has loaded them. */
  workerName: string;
  businessDate: string;
  type: string;
  amount: string;
  reason: string;
}

/** Who and when a new adjustment is for when it is added from a worker's wage row. */
export interface AdjustmentPreset {
  userId: string;
  workerName: string;
  businessDate: string;
}

function validate(values: AdjustmentValues) {
  return validateWageAdjustmentInput(values);
}

function WorkerField({ form }: { form: EntityForm<AdjustmentValues> }) {
  const t = useT();
  return (
    <FormField label={t('Wages.Field.Worker')} error={form.errorOf('userId')} required>
      <WorkerPicker
        value={form.values.userId}
        selectedLabel={form.values.workerName}
        placeholder={t('Wages.Admin.ChooseWorker')}
        invalid={form.errorOf('userId') !== null}
        onChange={(userId, worker) => {
          form.update((v) => ({ ...v, userId, workerName: worker === null ? '' : workerLabel(worker) }), ['userId']);
          form.touch('userId');
        }}
      />
    </FormField>
  );
}

/**
 * Add or change an adjustment: the worker, its day (a settlement over a period takes the adjustments dated in
 * it), the type (which gives the sign), a positive amount to the fen and the reason. The server refuses a
 * change once a settlement holds it, and the dialog says so.
 */
export default function AdjustmentFormDialog({ record, preset = null, onClose }: { record: WageAdjustmentDto | null; preset?: AdjustmentPreset | null; onClose: () => void }) {
  const t = useT();
  const wages = useWagesApi();
  const toValues = (stored: WageAdjustmentDto | null): AdjustmentValues =>
    stored === null
      ? { userId: preset?.userId ?? '', workerName: preset?.workerName ?? '', businessDate: preset?.businessDate ?? businessToday(Date.now()), type: '', amount: '', reason: '' }
      : { userId: stored.userId, workerName: workerLabel(stored), businessDate: stored.businessDate, type: stored.type, amount: stored.amount, reason: stored.reason };
  return (
    <FullUiProvider>
      <RecordFormDialog<WageAdjustmentDto, AdjustmentValues, WageAdjustmentInput>
        resource={WagesResource.adjustment}
        entityName={t('Wages.Admin.Adjustment')}
        endpoints={wages.adjustments}
        record={record}
        toValues={toValues}
        validate={validate}
        formCall={WAGE_FORM_CALL}
        alsoInvalidates={[WagesResource.wage]}
        onClose={onClose}
        fields={(form) => (
          <>
            <WorkerField form={form} />
            <TextField form={form} name="businessDate" label={t('Wages.Field.BusinessDate')} required type="date" />
            <SelectField
              form={form}
              name="type"
              label={t('Wages.Field.Type')}
              required
              placeholder={t('Wages.Admin.ChooseType')}
              options={WAGE_ADJUSTMENT_TYPES.map((type) => ({ value: type, label: t(`Wages.AdjustmentType.${type}`) }))}
            />
            <TextField form={form} name="amount" label={t('Wages.Field.Amount')} required inputMode="decimal" helper={t('Wages.Admin.AmountHelp')} />
            <TextareaField form={form} name="reason" label={t('Wages.Field.Reason')} maxLength={WageLimits.reasonMax} />
          </>
        )}
      />
    </FullUiProvider>
  );
}
