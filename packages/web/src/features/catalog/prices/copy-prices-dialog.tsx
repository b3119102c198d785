import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { validateCopyProcedurePricesInput, type CopyProcedurePricesResultDto, type ProcedurePriceGridDto } from '@eticket/core/catalog';
import { useState } from 'react';
import { failureText, isConflict, serverFieldErrors } from '../../../components/data-ui/api-failure';
import { FormField } from '../../../components/data-ui/form-fields';
import { FullUiProvider } from '../../../components/ui/full-provider';
import { ModalFrame } from '../../../components/ui/modal-frame';
import { notify } from '../../../components/ui/notify';
import { useT } from '../../../i18n/i18n-context';
import { FORM_CALL, useCatalog } from '../catalog-api';
import { StylePicker } from '../shared/catalog-pickers';

/** What the copy did: how many procedures got prices, which had no namesake, which size rows were skipped. */
function copiedMessage(result: CopyProcedurePricesResultDto, t: (key: string, params?: Record<string, string | number>) => string): { title: string; description?: string } {
  const notes = [
    ...(result.unmatchedProcedureIds.length > 0 ? [t('Catalog.Price.Unmatched', { count: result.unmatchedProcedureIds.length })] : []),
    ...(result.skippedRowCount > 0 ? [t('Catalog.Price.Skipped', { count: result.skippedRowCount })] : []),
  ];
  const title = t('Catalog.Price.Copied', { count: result.copiedProcedureCount });
  return notes.length === 0 ? { title } : { title, description: notes.join('；') };
}

/**
 * Copy prices from another style (by procedure name, core `copyProcedurePrices`): the default price and
 * the level / size prices of every procedure with a namesake in the source. Loaded when opened.
 */
function CopyPricesForm({ target, onClose, onCopied }: { target: ProcedurePriceGridDto; onClose: () => void; onCopied: (grid: ProcedurePriceGridDto) => void }) {
  const t = useT();
  const catalog = useCatalog();
  const [sourceId, setSourceId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const copy = () => {
    const input = validateCopyProcedurePricesInput({ sourceProductId: sourceId, targetProductId: target.productId, concurrencyStamp: target.concurrencyStamp });
    if (!input.ok) {
      const issue = input.errors['sourceProductId'] ?? Object.values(input.errors)[0];
      setError(issue === undefined ? null : t(issue.key, issue.params));
      return;
    }
    setPending(true);
    setError(null);
    catalog.procedurePrices.copy(input.value, FORM_CALL).then(
      (result) => {
        setPending(false);
        notify({ kind: 'notification', type: 'success', ...copiedMessage(result, t), durationMs: 5000 });
        onCopied(result.grid);
      },
      (failure: unknown) => {
        setPending(false);
        if (isConflict(failure)) setError(failureText(failure, t));
        else setError(Object.values(serverFieldErrors(failure))[0] ?? null);
      },
    );
  };

  return (
    <ModalFrame
      title={t('Catalog.Action.CopyPrices')}
      testId="copy-prices"
      onClose={onClose}
      actions={
        <Button colorPalette="brand" loading={pending} disabled={sourceId === ''} onClick={copy}>
          {t('Data.Action.Copy')}
        </Button>
      }
    >
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {t('Catalog.Price.CopyHint', { styleNo: target.styleNo })}
        </Text>
        <FormField label={t('Catalog.Price.CopySource')} error={error} required>
          <StylePicker
            label={t('Catalog.Price.CopySource')}
            value={sourceId}
            placeholder={t('Catalog.Placeholder.SelectProduct')}
            invalid={error !== null}
            testId="copy-source-picker"
            onChange={(id) => {
              setSourceId(id);
              setError(null);
            }}
          />
        </FormField>
        <Alert.Root status="warning" size="sm">
          <Alert.Indicator />
          <Alert.Title fontWeight="normal">{t('Catalog.Price.Warning')}</Alert.Title>
        </Alert.Root>
      </Stack>
    </ModalFrame>
  );
}

export default function CopyPricesDialog(props: { target: ProcedurePriceGridDto; onClose: () => void; onCopied: (grid: ProcedurePriceGridDto) => void }) {
  return (
    <FullUiProvider>
      <CopyPricesForm {...props} />
    </FullUiProvider>
  );
}
