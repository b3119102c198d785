import { Alert, Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useT } from '../../i18n/i18n-context';
import { FullUiProvider } from '../ui/full-provider';
import { notify } from '../ui/notify';
import { failureText, isConflict } from './api-failure';

/**
 * Delete with confirmation. `remove` should pass `silent: isConflict`-style options so a refusal is
 * not also toasted: when the server refuses (409 — the record is still referenced) its message stays in
 * the dialog, which then offers only Close. Other failures go to the error presenter; the dialog stays.
 */
export interface ConfirmDeleteDialogProps {
  /** The record to delete (its display name), or null when closed. */
  target: { id: string; name: string } | null;
  remove: (id: string) => Promise<void>;
  onDeleted: () => void;
  onClose: () => void;
}

export function ConfirmDeleteDialog({ target, remove, onDeleted, onClose }: ConfirmDeleteDialogProps) {
  const t = useT();
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [shown, setShown] = useState(target);
  // A new target opens afresh (no refusal of the previous one).
  if (shown?.id !== target?.id) {
    setShown(target);
    setRefusal(null);
    setPending(false);
  }

  const confirm = () => {
    if (target === null) return;
    setPending(true);
    remove(target.id).then(
      () => {
        setPending(false);
        notify({ kind: 'message', type: 'success', title: t('Data.Delete.Done'), durationMs: 3000 });
        onDeleted();
        onClose();
      },
      (error: unknown) => {
        setPending(false);
        if (isConflict(error)) setRefusal(failureText(error, t));
      },
    );
  };

  return (
    <Dialog.Root
      open={target !== null}
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      role="alertdialog"
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="confirm-delete">
            <Dialog.Header>
              <Dialog.Title>{t('Data.Delete.Title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {refusal === null ? (
                <Text>{t('Data.Delete.Confirm', { name: target?.name ?? '' })}</Text>
              ) : (
                <Alert.Root status="warning" data-testid="delete-refused">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>{t('Data.Delete.Refused')}</Alert.Title>
                    <Alert.Description>{refusal}</Alert.Description>
                  </Alert.Content>
                </Alert.Root>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t(refusal === null ? 'Shell.Action.Cancel' : 'Shell.Action.Close')}</Button>
              </Dialog.ActionTrigger>
              {refusal === null && (
                <Button colorPalette="red" loading={pending} onClick={confirm}>
                  {t('Data.Delete.Action')}
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** The dialog with the full recipe set (loaded on demand). */
export default function ConfirmDeleteDialogInFullUi(props: ConfirmDeleteDialogProps) {
  return (
    <FullUiProvider>
      <ConfirmDeleteDialog {...props} />
    </FullUiProvider>
  );
}
