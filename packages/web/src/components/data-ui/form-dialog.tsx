import { Button, Stack } from '@chakra-ui/react';
import { ConflictAlert } from './conflict-alert';
import { useId, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n-context';
import { ModalFrame } from '../ui/modal-frame';
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
    <ModalFrame
      title={title}
      testId="form-dialog"
      onClose={onClose}
      actions={
        <Button type="submit" form={formId} colorPalette="brand" loading={form.pending}>
          {t('Shell.Action.Save')}
        </Button>
      }
    >
      <form id={formId} onSubmit={form.onSubmit} noValidate>
        <Stack gap="4">
          {form.conflict !== null && <ConflictAlert message={form.conflict} {...(onReload === undefined ? {} : { onReload })} />}
          {children}
        </Stack>
      </form>
    </ModalFrame>
  );
}
