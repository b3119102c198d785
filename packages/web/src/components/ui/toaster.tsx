import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react';
import { useT } from '../../i18n/i18n-context';
import { FullUiProvider } from './full-provider';
import type { ToastRequest } from './toast-request';

/**
 * Two toasters, as the error catalogue distinguishes them (product-spec §8): a short centred *message*
 * at the top, and a *notification* with a title and a body at the top right.
 */
const messageToaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 3 });
const notificationToaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 4 });

export function show(request: ToastRequest): void {
  const toaster = request.kind === 'notification' ? notificationToaster : messageToaster;
  toaster.create({
    type: request.type,
    title: request.title,
    ...(request.description === undefined ? {} : { description: request.description }),
    duration: request.durationMs,
    closable: request.kind === 'notification',
  });
}

function ToastList({ toaster, label }: { toaster: typeof messageToaster; label: string }) {
  const t = useT();
  // The region's own name would be zag's English "Notifications, top-end (alt+T)" in every language.
  return (
    <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} aria-label={t(label)}>
      {(toast) => (
        <Toast.Root width={{ md: 'sm' }} data-testid="toast" data-type={toast.type}>
          {toast.type === 'loading' ? <Spinner size="sm" color="brand.solid" /> : <Toast.Indicator />}
          <Stack gap="1" flex="1" maxWidth="100%">
            {toast.title !== undefined && <Toast.Title>{toast.title}</Toast.Title>}
            {toast.description !== undefined && <Toast.Description>{toast.description}</Toast.Description>}
          </Stack>
          {toast.closable === true && <Toast.CloseTrigger />}
        </Toast.Root>
      )}
    </ChakraToaster>
  );
}

export default function Toaster() {
  // The toast styles come with the full recipe set (loaded with the first toast, not the first page).
  return (
    <FullUiProvider>
      <Portal>
        <ToastList toaster={messageToaster} label="Shell.Boot.ToastMessages" />
        <ToastList toaster={notificationToaster} label="Shell.Boot.ToastNotifications" />
      </Portal>
    </FullUiProvider>
  );
}
