import { Alert, Box, Button, Flex, HStack, Skeleton, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuArrowLeft, LuSave } from 'react-icons/lu';
import { useT } from '../../i18n/i18n-context';
import { failureText } from './api-failure';
import { ConflictAlert } from './conflict-alert';
import type { EntityForm } from './use-entity-form';

/**
 * The frame of a full-page edit form: Back to the list and Save above (and Save again below, for long
 * forms), the 409 alert, and — after a save attempt with errors — how many fields still need fixing.
 * Without the permission to save, the form is shown read-only in effect: no Save, a notice instead.
 */
export function EditFormFrame<V>({
  form,
  canSave,
  onBack,
  onReload,
  children,
}: {
  form: EntityForm<V>;
  canSave: boolean;
  onBack: () => void;
  onReload?: () => void;
  children: ReactNode;
}) {
  const t = useT();
  const errorCount = form.errorPaths.length;
  const save = (
    <Button type="submit" size="sm" colorPalette="brand" loading={form.pending}>
      <LuSave aria-hidden />
      {t('Shell.Action.Save')}
    </Button>
  );
  return (
    <form onSubmit={form.onSubmit} noValidate>
      <Stack gap="4">
        <Flex justify="space-between" gap="2" flexWrap="wrap">
          <Button type="button" size="sm" variant="outline" onClick={onBack}>
            <LuArrowLeft aria-hidden />
            {t('Data.Form.BackToList')}
          </Button>
          {canSave ? save : null}
        </Flex>
        {!canSave && (
          <Alert.Root status="info" size="sm">
            <Alert.Indicator />
            <Alert.Title>{t('Data.Form.NoEditPermission')}</Alert.Title>
          </Alert.Root>
        )}
        {form.conflict !== null && <ConflictAlert message={form.conflict} {...(onReload === undefined ? {} : { onReload })} />}
        {form.submitted && errorCount > 0 && (
          <Alert.Root status="error" size="sm" data-testid="form-error-summary">
            <Alert.Indicator />
            <Alert.Title>{t('Data.Form.FixErrors', { count: errorCount })}</Alert.Title>
          </Alert.Root>
        )}
        {children}
        {canSave && <HStack justify="flex-end">{save}</HStack>}
      </Stack>
    </form>
  );
}

/** While the record loads, or when it cannot be loaded (deleted meanwhile, no access). */
export function EditTargetPlaceholder({ error, onRetry, onBack }: { error?: unknown; onRetry?: () => void; onBack: () => void }) {
  const t = useT();
  if (error === undefined) {
    return (
      <Stack gap="3" aria-busy data-testid="edit-loading">
        <Skeleton height="8" width="40" />
        <Skeleton height="10" />
        <Skeleton height="10" />
        <Skeleton height="40" />
      </Stack>
    );
  }
  return (
    <Box>
      <Alert.Root status="error" data-testid="edit-load-error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('Data.Form.NotFound')}</Alert.Title>
          <Alert.Description>{failureText(error, t)}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      <HStack mt="3" gap="2">
        <Button size="sm" variant="outline" onClick={onBack}>
          <LuArrowLeft aria-hidden />
          {t('Data.Form.BackToList')}
        </Button>
        {onRetry !== undefined && (
          <Button size="sm" variant="outline" onClick={onRetry}>
            {t('Data.List.Retry')}
          </Button>
        )}
      </HStack>
    </Box>
  );
}
