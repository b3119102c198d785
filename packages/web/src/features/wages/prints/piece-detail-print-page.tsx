import { PagingLimits } from '@eticket/core/paging';
import type { WageDetailDto, WageDetailLineDto } from '@eticket/core/wages';
import { useSearchParams } from 'wouter';
import { useMoney } from '../../../components/data-ui/use-money';
import { useLoad } from '../../../components/data-ui/use-query';
import { useT } from '../../../i18n/i18n-context';
import type { ShellPageProps } from '../../../kit/page.types';
import { orderAndStyle } from '../wage-labels';
import { useWagesApi, WagesResource } from '../wages-api';
import { DocTable, WagePrintFrame, type DocColumn, type PrintState } from './wage-print-frame';

/**
 * A worker's piece detail for a period (/wage/printWage?userId=&periodStart=&periodEnd=): every record that
 * counts for the wage — date, order, bundle no, procedure, qty, price, amount, settled or not — and the
 * server's totals (Σ of the records' exact amounts). Read from the wage API (wage/detailPrintData), so a wage
 * manager prints without the report center. Portrait A4, the header row on every page.
 */
const DETAIL_CSS = `
@page { size: A4 portrait; margin: 10mm; }
.et-wage-doc.et-detail { max-width: 190mm; }
.et-detail-title { text-align: center; margin-bottom: 3mm; }
`;

/** Every line of the period (page after page: a month may hold thousands) with the server's totals. */
type Detail = WageDetailDto;

function DetailSheet({ detail, period }: { detail: Detail; period: { start: string; end: string } }) {
  const t = useT();
  const money = useMoney();
  const worker = detail.worker;
  const who = `${worker.name === '' ? worker.userName : worker.name}${worker.employeeNo === null ? '' : ` (${worker.employeeNo})`} · `;
  const columns: DocColumn<WageDetailLineDto>[] = [
    { key: 'date', header: t('Wages.Field.BusinessDate'), cell: (r) => r.businessDate },
    { key: 'order', header: t('Wages.Print.Order'), cell: (r) => orderAndStyle(r.orderNo, r.styleNo) },
    { key: 'bundle', header: t('Wages.Print.BundleNo'), cell: (r) => r.bundleNo },
    { key: 'procedure', header: t('Wages.Print.Procedure'), cell: (r) => r.procedureName },
    { key: 'qty', header: t('Wages.Print.Qty'), numeric: true, cell: (r) => r.qty },
    { key: 'price', header: t('Wages.Print.UnitPrice'), numeric: true, cell: (r) => money(r.unitPrice) },
    { key: 'amount', header: t('Wages.Field.Amount'), numeric: true, cell: (r) => money(r.amount) },
    { key: 'settled', header: t('Wages.Field.SettledState'), cell: (r) => t(r.settled ? 'Wages.Settled.settled' : 'Wages.Settled.unsettled') },
  ];
  return (
    <div className="et-wage-doc et-detail" data-testid="piece-detail">
      <div className="et-detail-title">
        <h2>{t('Wages.Print.DetailTitle')}</h2>
        <div>
          {who}
          {t('Wages.Mine.PeriodRange', period)}
        </div>
      </div>
      <DocTable
        columns={columns}
        rows={detail.items}
        rowKey={(line) => line.id}
        empty={t('Wages.Print.NoRecords')}
        footer={
          <tr className="total" data-testid="piece-detail-total">
            <td colSpan={4}>{t('Wages.Print.RecordTotal', { count: detail.totals.recordCount })}</td>
            <td className="num">{detail.totals.qty}</td>
            <td />
            <td className="num">{money(detail.totals.amount)}</td>
            <td />
          </tr>
        }
      />
    </div>
  );
}

export default function PieceDetailPrintPage({ route }: ShellPageProps) {
  const t = useT();
  const api = useWagesApi();
  const [params] = useSearchParams();
  const userId = params.get('userId') ?? '';
  const start = params.get('periodStart') ?? '';
  const end = params.get('periodEnd') ?? '';
  const complete = userId !== '' && start !== '' && end !== '';
  const load = useLoad<Detail>(
    complete ? [WagesResource.wage, 'pieceDetail', userId, start, end] : null,
    async (signal) => {
      const query = { userId, from: start, to: end, maxResultCount: PagingLimits.pageSizeMax };
      const first = await api.wages.detailPrintData(query, { signal });
      const items = [...first.items];
      while (items.length < first.totalCount) {
        const page = await api.wages.detailPrintData({ ...query, skipCount: items.length }, { signal });
        if (page.items.length === 0) break;
        items.push(...page.items);
      }
      return { ...first, items };
    },
    // Records change with every scan and revoke anywhere: the print is prepared afresh when opened.
    { resources: [] },
  );
  const state: PrintState<Detail> = complete ? load : { status: 'missing', text: t('Wages.Print.NoWorker') };
  return (
    <WagePrintFrame route={route} state={state} css={DETAIL_CSS} summary={(detail) => t('Wages.Print.RecordTotal', { count: detail.totals.recordCount })}>
      {(detail) => <DetailSheet detail={detail} period={{ start, end }} />}
    </WagePrintFrame>
  );
}
