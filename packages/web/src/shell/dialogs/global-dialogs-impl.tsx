import { FullUiProvider } from '../../components/ui/full-provider';
import { SessionExpiredDialog, TenantExpiredDialog } from './session-dialogs';

export default function GlobalDialogsImpl() {
  return (
    <FullUiProvider>
      <SessionExpiredDialog />
      <TenantExpiredDialog />
    </FullUiProvider>
  );
}
