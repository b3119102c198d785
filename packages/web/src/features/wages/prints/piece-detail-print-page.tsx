import { formatDecimal, parseDecimal, sum } from '@eticket/core/money';
import type { TicketLogDto } from '@eticket/core/scanning';
import { useSearchParams } from 'wouter';
import { useMoney } from '../../../components/data-ui/use-money';
import { useLoad } from '../../../components/data-ui/use-query';
import { useT } from '../../../i18n/i18n-context';
import type { ShellPageProps } from '../../../kit/page.types';
import { orderAndStyle } from '../wage-labels';
import { WagesResource } from '../wages-api';
import { DocTable, WagePrintFrame, type DocColumn, type PrintState } from './wage-print-frame';
import { useWageWorkRecords, workerRecords } from './work-records-api';

/**
 * A worker's piece detail for a period (/wage/printWage?userId=&periodStart=&periodEnd=): every record that
 * counts for the wage — date, order, bundle no, procedure, qty, price, amount — and the totals (Σ of the
 * records' exact amounts). Portrait A4, the header row on every page.
 */
const DETAIL_CSS = `
@page { size: A4 portrait; margin: 10mm; }
.et-wage-doc.et-detail { max-width: 190mm; }
.et-detail-title { text-align: center; margin-bottom: 3mm; }
`;

interface Detail {
  records: TicketLogDto[];
  qty: number;
  /** Σ of the records' exact amounts, as a decimal string (nothing rounded). */
  amount: string;
}

function DetailSheet({ detail, period }: { detail: Detail; period: { start: string; end: string } }) {
  const t = useT();
  const money = useMoney();
  const first = detail.records[0];
  const columns: DocColumn<TicketLogDto>[] = [
    { key: 'date', header: t('Wages.Field.BusinessDate'), cell: (r) => r.businessDate },
    { key: 'order', header: t('Wages.Print.Order'), cell: (r) => orderAndStyle(r.orderNo, r.styleNo) },
    { key: 'bundle', header: t('Wages.Print.BundleNo'), cell: (r) => r.bundleNo },
    { key: 'procedure', header: t('Wages.Print.Procedure'), cell: (r) => r.procedureName },
    { key: 'qty', header: t('Wages.Print.Qty'), numeric: true, cell: (r) => r.qty },
    { key: 'price', header: t('Wages.Print.UnitPrice'), numeric: true, cell: (r) => money(r.unitPrice) },
    { key: 'amount', header: t('Wages.Field.Amount'), numeric: true, cell: (r) => money(r.amount) },
  ];
  return (
    <div className="et-wage-doc et-detail" data-testid="piece-detail">
      <div className="et-detail-title">
        <h2>{t('Wages.Print.DetailTitle')}</h2>
        <div>
          {first === undefined ? '' : `${first.name === '' ? first.userName : first.name}${first.employeeNo === null ? '' : ` (${first.employeeNo})`} · `}
          {t('Wages.Mine.PeriodRange', period)}
        </div>
      </div>
      <DocTable
        columns={columns}
        rows={detail.records}
        rowKey={(record) => record.id}
        empty={t('Wages.Print.NoRecords')}
        footer={
          <tr className="total" data-testid="piece-detail-total">
            <td colSpan={4}>{t('Wages.Print.RecordTotal', { count: detail.records.length })}</td>
            <td className="num">{detail.qty}</td>
            <td />
            <td className="num">{money(detail.amount)}</td>
          </tr>
        }
      />
    </div>
  );
}

export default function PieceDetailPrintPage({ route }: ShellPageProps) {
  const t = useT();
  const api = useWageWorkRecords();
  const [params] = useSearchParams();
  const userId = params.get('userId') ?? '';
  const start = params.get('periodStart') ?? '';
  const end = params.get('periodEnd') ?? '';
  const complete = userId !== '' && start !== '' && end !== '';
  const load = useLoad<Detail>(
    complete ? [WagesResource.wage, 'pieceDetail', userId, start, end] : null,
    async (signal) => {
      const records = await workerRecords(api, { userId, from: start, to: end }, signal);
      return { records, qty: records.reduce((n, r) => n + r.qty, 0), amount: formatDecimal(sum(records.map((r) => parseDecimal(r.amount)))) };
    },
    // Records change with every scan and revoke anywhere: the print is prepared afresh when opened.
    { resources: [] },
  );
  const state: PrintState<Detail> = complete ? load : { status: 'missing', text: t('Wages.Print.NoWorker') };
  return (
    <WagePrintFrame route={route} state={state} css={DETAIL_CSS} summary={(detail) => t('Wages.Print.RecordTotal', { count: detail.records.length })}>
      {(detail) => <DetailSheet detail={detail} period={{ start, end }} />}
    </WagePrintFrame>
  );
}
