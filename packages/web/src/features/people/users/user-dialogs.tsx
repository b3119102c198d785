import type { UserDto, UserImportResult } from '@eticket/core/people';
import { lazy, Suspense, type ReactElement } from 'react';
import type { BulkAssignDialogProps } from './bulk-assign-dialog';

/** The user page's dialogs load when first opened (the list ships none of them). */
const PasswordChunk = lazy(() => import('./password-dialog'));
const ResetChunk = lazy(() => import('./reset-password-dialog'));
const BulkChunk = lazy(() => import('./bulk-assign-dialog'));
const ImportChunk = lazy(() => import('./user-import-dialog'));

/** Which dialog is open (one at a time). */
export type UserDialog =
  | { kind: 'form'; record: UserDto | null }
  | { kind: 'password'; title: string; message: string; password: string }
  | { kind: 'reset'; user: UserDto }
  | { kind: 'bulk' }
  | { kind: 'import' };

/** Every dialog but the form (which the list renders with the record form kit). */
export function UserDialogHost({
  dialog,
  bulk,
  onImported,
  onClose,
}: {
  dialog: UserDialog | null;
  bulk: Omit<BulkAssignDialogProps, 'onClose'>;
  onImported: (result: UserImportResult) => void;
  onClose: () => void;
}): ReactElement | null {
  if (dialog === null || dialog.kind === 'form') return null;
  let body: ReactElement;
  if (dialog.kind === 'password') body = <PasswordChunk title={dialog.title} message={dialog.message} password={dialog.password} onClose={onClose} />;
  else if (dialog.kind === 'reset') body = <ResetChunk user={dialog.user} onClose={onClose} />;
  else if (dialog.kind === 'bulk') body = <BulkChunk {...bulk} onClose={onClose} />;
  else body = <ImportChunk onImported={onImported} onClose={onClose} />;
  return <Suspense fallback={null}>{body}</Suspense>;
}
