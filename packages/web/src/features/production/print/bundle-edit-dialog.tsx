import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { isApiError } from '@eticket/api-client';
import type { Issue, Validated } from '@eticket/core/validation';
import { validateBundleQtyEdit } from '@eticket/core/domain';
import { ProductionLimits, validateBundleTexts, type BundleDto, type BundlePatchInput } from '@eticket/core/production';
import { useCallback, useId, useState } from 'react';
import { isConflict } from '../../../components/data-ui/api-failure';
import { ConflictAlert } from '../../../components/data-ui/conflict-alert';
import { TextareaField, TextField } from '../../../components/data-ui/form-fields';
import { invalidate } from '../../../components/data-ui/invalidation';
import { useEntityForm } from '../../../components/data-ui/use-entity-form';
import { FullUiProvider } from '../../../components/ui/full-provider';
import { ModalFrame } from '../../../components/ui/modal-frame';
import { notify } from '../../../components/ui/notify';
import { useT } from '../../../i18n/i18n-context';
import { FORM_CALL, ProductionResource, useProduction } from '../production-api';
import { useHoldByLine } from '../shared/status-badges';

/**
 * Correct a bundle after generation (domain §3.3): its qty — never below what was already reported — dye
 * lot and note; never colour or size. The client runs the server's own rules (core: `validateBundleQtyEdit`,
 * `validateBundleTexts`, `ProductionLimits`) and sends only what changed, with the concurrency stamp the
 * row was loaded with. A stale stamp (409) offers to load the stored bundle; a bundle voided meanwhile
 * (409 BundleVoid) cannot be saved at all. A bundle held from scanning says so, with its reason.
 */

interface BundleEditValues {
  qty: string;
  dyeLot: string;
  note: string;
}

type BundleEdit = Omit<BundlePatchInput, 'concurrencyStamp'>;

function toValues(bundle: BundleDto): BundleEditValues {
  return { qty: String(bundle.qty), dyeLot: bundle.dyeLot ?? '', note: bundle.note ?? '' };
}

/** The same checks, in the same order, as PUT /api/eticket/bundle/{id}; the patch holds the changed fields. */
function validateBundleEdit(values: BundleEditValues, bundle: BundleDto): Validated<BundleEdit> {
  const texts = validateBundleTexts({ dyeLot: values.dyeLot, note: values.note });
  const errors: Record<string, Issue> = texts.ok ? {} : { ...texts.errors };
  const qtyText = values.qty.trim();
  const qty = /^\d+$/.test(qtyText) ? Number(qtyText) : Number.NaN;
  const qtyProblem = validateBundleQtyEdit(qty, bundle.reportedQty);
  if (qtyProblem !== null) errors.qty = { key: qtyProblem, params: { reported: bundle.reportedQty } };
  else if (qty > ProductionLimits.bundleQtyMax) errors.qty = { key: 'Validation.IntegerRange', params: { min: 1, max: ProductionLimits.bundleQtyMax } };
  if (!texts.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  const dyeLot = texts.value.dyeLot ?? null;
  const note = texts.value.note ?? null;
  return {
    ok: true,
    value: {
      ...(qty === bundle.qty ? {} : { qty }),
      ...(dyeLot === bundle.dyeLot ? {} : { dyeLot }),
      ...(note === bundle.note ? {} : { note }),
    },
  };
}

function BundleEditDialog({ bundle, onClose }: { bundle: BundleDto; onClose: () => void }) {
  const t = useT();
  const production = useProduction();
  const formId = useId();
  /** The bundle as last loaded: the rules, the diff and the stamp go by it. */
  const [current, setCurrent] = useState(bundle);
  const [isVoid, setIsVoid] = useState(bundle.status === 'void');
  const holdBy = useHoldByLine();
  const validate = useCallback((values: BundleEditValues) => validateBundleEdit(values, current), [current]);
  const form = useEntityForm<BundleEditValues, BundleEdit, BundleDto | null>({
    initial: toValues(bundle),
    validate,
    save: (patch) => {
      // Nothing changed: nothing to write.
      if (Object.keys(patch).length === 0) return Promise.resolve(null);
      return production.bundles.update(current.id, { ...patch, concurrencyStamp: current.concurrencyStamp }, FORM_CALL).catch((error: unknown) => {
        if (isConflict(error)) {
          // The list behind is stale too (changed or voided meanwhile).
          invalidate(ProductionResource.bundle);
          if (isApiError(error) && error.code === 'BundleVoid') setIsVoid(true);
        }
        throw error;
      });
    },
    onSaved: (saved) => {
      if (saved !== null) {
        notify({ kind: 'message', type: 'success', title: t('Production.Bundle.Done', { bundleNo: saved.bundleNo }), durationMs: 3000 });
        invalidate(ProductionResource.bundle, ProductionResource.cuttingTime, ProductionResource.order);
      }
      onClose();
    },
  });
  const reload = () => {
    production.bundles.get(current.id).then(
      (fresh) => {
        setCurrent(fresh);
        setIsVoid(fresh.status === 'void');
        form.reset(toValues(fresh));
      },
      () => undefined,
    );
  };

  return (
    <ModalFrame
      title={t('Production.Bundle.EditTitle', { bundleNo: current.bundleNo })}
      testId="bundle-edit-dialog"
      onClose={onClose}
      cancelLabel={t(isVoid ? 'Shell.Action.Close' : 'Shell.Action.Cancel')}
      actions={
        !isVoid && (
          <Button type="submit" form={formId} colorPalette="brand" loading={form.pending}>
            {t('Shell.Action.Save')}
          </Button>
        )
      }
    >
      <form id={formId} onSubmit={form.onSubmit} noValidate>
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted">
            {t('Production.Bundle.EditSummary', { bedNo: current.bedDisplayNo, color: current.color, size: current.size })}
          </Text>
          {isVoid ? (
            <Alert.Root status="warning" data-testid="bundle-edit-void">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('Production.Error.BundleVoid')}</Alert.Title>
                <Alert.Description>{t('Production.Bundle.EditVoid')}</Alert.Description>
              </Alert.Content>
            </Alert.Root>
          ) : (
            form.conflict !== null && <ConflictAlert message={form.conflict} onReload={reload} />
          )}
          {current.scanBlocked && (
            <Alert.Root status="error" data-testid="bundle-edit-held">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('Production.Bundle.Blocked')}</Alert.Title>
                <Alert.Description>
                  {current.scanBlockReason}
                  <Text as="span" display="block" fontSize="xs" color="fg.muted">
                    {holdBy(current)}
                  </Text>
                </Alert.Description>
              </Alert.Content>
            </Alert.Root>
          )}
          <TextField
            form={form}
            name="qty"
            label={t('Production.Field.Qty')}
            required
            inputMode="numeric"
            {...(current.reportedQty > 0 ? { helper: t('Production.Bundle.QtyReported', { reported: current.reportedQty }) } : {})}
          />
          <TextField form={form} name="dyeLot" label={t('Production.Field.DyeLot')} maxLength={ProductionLimits.dyeLotMax} />
          <TextareaField form={form} name="note" label={t('Production.Field.Note')} maxLength={ProductionLimits.noteMax} />
        </Stack>
      </form>
    </ModalFrame>
  );
}

/** The dialog with the full recipe set (loaded on the first Edit: the print page does not ship it). */
export default function BundleEditDialogInFullUi(props: { bundle: BundleDto; onClose: () => void }) {
  return (
    <FullUiProvider>
      <BundleEditDialog {...props} />
    </FullUiProvider>
  );
}
