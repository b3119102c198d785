import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'wouter';
import { DocLayout } from '../../features/public/doc-layout';
import { NotAvailableCard } from '../../components/ui/notice-card';
import { useT } from '../../i18n/i18n-context';
import { useMessagePart } from '../../i18n/use-message-part';

/** The hidden /externalUser page (entry for outsourcing partners): not open yet, and it says so. */
export default function ExternalUserPage() {
  useMessagePart('public');
  const t = useT();
  return (
    <DocLayout title={t('Route.ExternalUser')}>
      <NotAvailableCard text={t('Web.ExternalUser.Text')}>
        <Button asChild variant="outline">
          <RouterLink href="/account/login">{t('Web.Common.BackToLogin')}</RouterLink>
        </Button>
      </NotAvailableCard>
    </DocLayout>
  );
}
