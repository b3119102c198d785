import { lazy, Suspense, type ReactElement } from 'react';
import type { ConfirmDeleteDialogProps } from './confirm-delete-dialog';
import type { RecordFormDialogProps, StoredRecord } from './record-form-dialog';

/**
 * Dialogs load when first opened: they bring the full recipe set (dialog, focus trap, scroll lock and
 * every form recipe), which a list page does not need to show its rows.
 */
const ConfirmDeleteDialogChunk = lazy(() => import('./confirm-delete-dialog'));
const RecordFormDialogChunk = lazy(() => import('./record-form-dialog'));

/** Mounted only while a record is to be deleted. */
export function LazyConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  if (props.target === null) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDeleteDialogChunk {...props} />
    </Suspense>
  );
}

export function LazyRecordFormDialog<D extends StoredRecord, V, I>(props: RecordFormDialogProps<D, V, I>): ReactElement {
  // lazy() erases the generic parameters; the props are checked against them here.
  const Dialog = RecordFormDialogChunk as unknown as (p: RecordFormDialogProps<D, V, I>) => ReactElement;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
