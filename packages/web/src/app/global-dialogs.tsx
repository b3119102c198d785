import { sessionSelectors } from '@eticket/core/session';
import { lazy, Suspense, use, useState } from 'react';
import { useSessionSelector } from '../actors/session-context';
import { useLocale } from '../i18n/i18n-context';
import { loadMessages } from '../i18n/load-messages';
import { useTenantExpiredMessage } from './tenant-expired-store';

const Dialogs = lazy(() => import('../shell/dialogs/global-dialogs-impl'));

function DialogsWithTexts() {
  use(loadMessages(useLocale(), 'app'));
  return <Dialogs />;
}

/**
 * The 401 and TenantExpired dialogs can open on any page; their code loads the first time one is needed
 * and then stays mounted (so closing animates).
 */
export function GlobalDialogs() {
  const sessionPrompt = useSessionSelector(sessionSelectors.isExpiredPromptOpen);
  const tenantExpired = useTenantExpiredMessage() !== null;
  const [needed, setNeeded] = useState(false);
  if ((sessionPrompt || tenantExpired) && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <DialogsWithTexts />
    </Suspense>
  ) : null;
}
