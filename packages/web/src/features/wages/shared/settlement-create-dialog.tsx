import { Text } from '@chakra-ui/react';
import { routeHref } from '@eticket/core/navigation';
import { validateWageSettlementInput, WageLimits, type WageSettlementInput } from '@eticket/core/wages';
import { useLocation } from 'wouter';
import { CheckboxList } from '../../../components/data-ui/checkbox-list';
import { FormDialog } from '../../../components/data-ui/form-dialog';
import { FormField, TextareaField, TextField } from '../../../components/data-ui/form-fields';
import { useEntityForm } from '../../../components/data-ui/use-entity-form';
import { FullUiProvider } from '../../../components/ui/full-provider';
import { useT } from '../../../i18n/i18n-context';
import type { WagePeriod } from './period';
import { useWageOrganizations } from './organization-select';
import { invalidateWages, WAGE_FORM_CALL } from './wage-resources';
import { useWagesApi } from '../wages-api';

interface SettlementValues {
  periodStart: string;
  periodEnd: string;
  organizationIds: readonly string[];
  userIds: readonly string[];
  remark: string;
}

function validate(values: SettlementValues) {
  return validateWageSettlementInput({ ...values, remark: values.remark.trim() === '' ? null : values.remark });
}

export interface SettlementDraft extends WagePeriod {
  /** Empty: the whole company. */
  organizationIds: readonly string[];
  /** A selection of the wage list: exactly these workers (the organizations then do not apply). */
  workers: readonly { id: string; name: string }[];
}

/**
 * A new settlement over a period and a scope (organizations and everything below them; none = the whole
 * company), or over the workers selected in the wage list. The server calculates its items at once; the new
 * draft opens.
 */
export default function SettlementCreateDialog({ draft, onClose }: { draft: SettlementDraft; onClose: () => void }) {
  const t = useT();
  const wages = useWagesApi();
  const tree = useWageOrganizations();
  const [, navigate] = useLocation();
  const form = useEntityForm<SettlementValues, WageSettlementInput, { id: string }>({
    initial: { periodStart: draft.periodStart, periodEnd: draft.periodEnd, organizationIds: draft.organizationIds, userIds: draft.workers.map((w) => w.id), remark: '' },
    validate,
    save: (input) => wages.settlements.create(input, WAGE_FORM_CALL),
    onSaved: (saved) => {
      invalidateWages();
      onClose();
      navigate(routeHref('WageSettleDetail', { id: saved.id }));
    },
  });
  const selected = form.values.organizationIds;
  return (
    <FullUiProvider>
      <FormDialog title={t('Wages.Admin.CreateSettlement')} form={form} onClose={onClose}>
        <TextField form={form} name="periodStart" label={t('Wages.Field.PeriodStart')} required type="date" />
        <TextField form={form} name="periodEnd" label={t('Wages.Field.PeriodEnd')} required type="date" />
        {draft.workers.length > 0 ? (
          <FormField
            label={t('Wages.Admin.Scope')}
            error={draft.workers.map((_, i) => form.errorOf(`userIds[${String(i)}]`)).find((e) => e !== null) ?? form.errorOf('userIds')}
          >
            <Text fontSize="sm" data-testid="settlement-scope">
              {t('Wages.Admin.SelectedWorkers', { count: draft.workers.length, names: draft.workers.map((w) => w.name).join('、') })}
            </Text>
          </FormField>
        ) : (
          <>
            <FormField label={t('Wages.Admin.Scope')} error={form.errorOf('organizationIds')} helper={t('Wages.Admin.ScopeHelp')}>
              <CheckboxList
                label={t('Wages.Admin.Scope')}
                maxH="48"
                choices={tree.nodes.map((node) => ({ value: node.item.id, label: node.item.name, depth: node.depth }))}
                selected={selected}
                onChange={(next) => {
                  form.update((v) => ({ ...v, organizationIds: next }), ['organizationIds']);
                }}
              />
            </FormField>
            <Text fontSize="sm" color="fg.muted" data-testid="settlement-scope">
              {selected.length === 0
                ? t('Wages.Scope.All')
                : tree.items
                    .filter((o) => selected.includes(o.id))
                    .map((o) => o.name)
                    .join('、')}
            </Text>
          </>
        )}
        <TextareaField form={form} name="remark" label={t('Wages.Field.Remark')} maxLength={WageLimits.remarkMax} />
      </FormDialog>
    </FullUiProvider>
  );
}
