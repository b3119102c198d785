import { lazy, Suspense } from 'react';

/** An action to confirm (confirm production, close, cancel, copy a bed, replace or void a ticket). */
export interface ConfirmAction {
  title: string;
  message: string;
  confirmLabel: string;
  danger?: boolean;
  run: () => Promise<unknown>;
  onDone: () => void;
}

const ConfirmActionChunk = lazy(() => import('./confirm-action-dialog'));

/** Mounted only while there is something to confirm: the dialog machinery loads on first use. */
export function LazyConfirmAction({ action, onClose }: { action: ConfirmAction | null; onClose: () => void }) {
  if (action === null) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmActionChunk action={action} onClose={onClose} />
    </Suspense>
  );
}
