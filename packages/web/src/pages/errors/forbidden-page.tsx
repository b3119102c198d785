import { LuShieldX } from 'react-icons/lu';
import { StatusPage } from '../../features/public/status-page';
import { useT } from '../../i18n/i18n-context';

export default function ForbiddenPage() {
  const t = useT();
  return <StatusPage code={403} title={t('Route.Forbidden')} text={t('Web.Forbidden.Text')} illustration={<LuShieldX />} />;
}
