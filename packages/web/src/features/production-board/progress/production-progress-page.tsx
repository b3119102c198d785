import { useSearchParams } from 'wouter';
import { DataUiProvider } from '../../../components/data-ui/data-ui-provider';
import { useT } from '../../../i18n/i18n-context';
import { PageFrame } from '../../../kit/page-frame';
import type { ShellPageProps } from '../../../kit/page.types';
import { BundleProgress } from './bundle-progress';
import { OrderProgress } from './order-progress';
import { ProgressOrderList } from './progress-order-list';

/**
 * 生产进度 (/production/progress): the orders (producing first, searched and paged on the server) → one
 * order's progress per procedure and per bundle (?order=) → one bundle's procedures and records (&bundle=).
 * The address holds where one is, so a reload or a shared link opens the same view.
 */
export default function ProductionProgressPage({ route }: ShellPageProps) {
  const t = useT();
  const [params] = useSearchParams();
  const orderId = params.get('order') ?? '';
  const bundleId = params.get('bundle') ?? '';
  return (
    <DataUiProvider>
      <PageFrame title={t(route.title)}>
        {orderId === '' ? <ProgressOrderList /> : bundleId === '' ? <OrderProgress orderId={orderId} /> : <BundleProgress orderId={orderId} bundleId={bundleId} />}
      </PageFrame>
    </DataUiProvider>
  );
}
