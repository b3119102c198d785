import { DocLayout } from '../../features/public/doc-layout';
import { LegalSections } from '../../components/ui/notice-card';
import { useT } from '../../i18n/i18n-context';
import { useMessagePart } from '../../i18n/use-message-part';

export default function PrivacyPage() {
  const t = useT();
  useMessagePart('legal');
  return (
    <DocLayout title={t('Route.Privacy')}>
      <LegalSections prefix="Web.Privacy" count={6} />
    </DocLayout>
  );
}
