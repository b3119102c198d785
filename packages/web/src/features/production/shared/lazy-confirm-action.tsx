import { lazy, Suspense } from 'react';
import type { ConfirmAction } from './confirm-action';

export type { ConfirmAction };

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
