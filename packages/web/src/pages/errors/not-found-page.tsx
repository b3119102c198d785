import { LuMapPinOff } from 'react-icons/lu';
import { StatusPage } from '../../features/public/status-page';
import { useT } from '../../i18n/i18n-context';

export default function NotFoundPage() {
  const t = useT();
  return <StatusPage code={404} title={t('Route.NotFound')} text={t('Web.NotFound.Text')} illustration={<LuMapPinOff />} />;
}
