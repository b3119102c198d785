import { useSearchParams } from 'wouter';
import { DataUiProvider } from '../../../components/data-ui/data-ui-provider';
import { useT } from '../../../i18n/i18n-context';
import { PageFrame } from '../../../kit/page-frame';
import type { ShellPageProps } from '../../../kit/page.types';
import { ReceiptList } from './receipt-list';
import { ReceiptPrint } from './receipt-print';

/**
 * 成品入库 (/production/receipt): finished goods received per order by colour × size — the list (keyword,
 * order, dates; paged on the server; Excel export), a new receipt that never asks for more than the order has
 * completed minus what it already received, and a print view of one receipt (?print=).
 */
export default function ProductionReceiptPage({ route }: ShellPageProps) {
  const t = useT();
  const [params] = useSearchParams();
  const printId = params.get('print') ?? '';
  return (
    <DataUiProvider>
      <PageFrame title={t(route.title)}>{printId === '' ? <ReceiptList /> : <ReceiptPrint id={printId} />}</PageFrame>
    </DataUiProvider>
  );
}
