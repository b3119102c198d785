import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n-context';

export interface ModalFrameProps {
  title: ReactNode;
  /** `data-testid` of the dialog content. */
  testId: string;
  /** Closed by Cancel, the × button, Escape or a click outside. */
  onClose: () => void;
  /** The primary action(s), after Cancel. */
  actions: ReactNode;
  /** The dismiss button's text (default: Cancel). */
  cancelLabel?: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /**
   * false: only its own buttons and Escape close it — not a click or a focus elsewhere. For what must not be lost
   * (a password shown once), and for a dialog opened as another closes (that one hands focus back outside it).
   */
  closeOnInteractOutside?: boolean;
  children: ReactNode;
}

/**
 * The frame every modal of the app shares: centred, scrolling inside, a title, the body, Cancel plus the
 * dialog's own actions, and a labelled × button. Render it only while open, so each opening starts fresh.
 * Needs the full recipe set (a FullUiProvider above it).
 */
export function ModalFrame({ title, testId, onClose, actions, cancelLabel, size, closeOnInteractOutside = true, children }: ModalFrameProps) {
  const t = useT();
  return (
    <Dialog.Root
      open
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      placement="center"
      scrollBehavior="inside"
      closeOnInteractOutside={closeOnInteractOutside}
      {...(size === undefined ? {} : { size })}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid={testId}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{cancelLabel ?? t('Shell.Action.Cancel')}</Button>
              </Dialog.ActionTrigger>
              {actions}
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
