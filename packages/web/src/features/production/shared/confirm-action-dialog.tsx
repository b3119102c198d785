import { Alert, Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { failureText, isConflict } from '../../../components/data-ui/api-failure';
import { FullUiProvider } from '../../../components/ui/full-provider';
import { useT } from '../../../i18n/i18n-context';
import type { ConfirmAction } from './confirm-action';

/**
 * "Confirm production / close / cancel …?": runs the action on confirm; a refusal in this state (409:
 * already reported, not allowed now) stays in the dialog with the server's reason; other failures go to
 * the error presenter and the dialog stays open.
 */
export default function ConfirmActionDialog({ action, onClose }: { action: ConfirmAction | null; onClose: () => void }) {
  const t = useT();
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [shown, setShown] = useState(action);
  if (shown !== action) {
    setShown(action);
    setRefusal(null);
    setPending(false);
  }
  const confirm = () => {
    if (action === null) return;
    setPending(true);
    action.run().then(
      () => {
        setPending(false);
        action.onDone();
        onClose();
      },
      (error: unknown) => {
        setPending(false);
        if (isConflict(error)) setRefusal(failureText(error, t));
      },
    );
  };
  return (
    <FullUiProvider>
      <Dialog.Root
        open={action !== null}
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
            <Dialog.Content data-testid="confirm-action">
              <Dialog.Header>
                <Dialog.Title>{action?.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                {refusal === null ? (
                  <Text>{action?.message}</Text>
                ) : (
                  <Alert.Root status="warning" data-testid="action-refused">
                    <Alert.Indicator />
                    <Alert.Title>{refusal}</Alert.Title>
                  </Alert.Root>
                )}
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">{t(refusal === null ? 'Shell.Action.Cancel' : 'Shell.Action.Close')}</Button>
                </Dialog.ActionTrigger>
                {refusal === null && (
                  <Button colorPalette={action?.danger === true ? 'red' : 'brand'} loading={pending} onClick={confirm}>
                    {action?.confirmLabel}
                  </Button>
                )}
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </FullUiProvider>
  );
}
