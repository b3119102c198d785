import { Button, CloseButton, Dialog, Portal, Stack } from '@chakra-ui/react';
import { ConflictAlert } from './conflict-alert';
import { useId, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n-context';
import type { EntityForm } from './use-entity-form';

/**
 * The create / edit dialog of a simple record (customer, factory, category, technical level): the
 * fields, the 409 alert, Cancel and Save. Rendered only while open, so it always starts from `initial`.
 */
export function FormDialog<V>({
  title,
  form,
  onClose,
  onReload,
  children,
}: {
  title: string;
  form: EntityForm<V>;
  onClose: () => void;
  onReload?: () => void;
  children: ReactNode;
}) {
  const t = useT();
  const formId = useId();
  return (
    <Dialog.Root
      open
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="form-dialog">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form id={formId} onSubmit={form.onSubmit} noValidate>
                <Stack gap="4">
                  {form.conflict !== null && <ConflictAlert message={form.conflict} {...(onReload === undefined ? {} : { onReload })} />}
                  {children}
                </Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('Shell.Action.Cancel')}</Button>
              </Dialog.ActionTrigger>
              <Button type="submit" form={formId} colorPalette="brand" loading={form.pending}>
                {t('Shell.Action.Save')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('Shell.Action.Close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
