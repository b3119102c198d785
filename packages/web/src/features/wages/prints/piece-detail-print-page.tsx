import { formatDecimal, parseDecimal, sum } from '@eticket/core/money';
import type { TicketLogDto } from '@eticket/core/scanning';
import { useSearchParams } from 'wouter';
import { useMoney } from '../../../components/data-ui/use-money';
import { useLoad } from '../../../components/data-ui/use-query';
import { useT } from '../../../i18n/i18n-context';
import type { ShellPageProps } from '../../../kit/page.types';
import { orderAndStyle } from '../wage-labels';
import { WagesResource } from '../wages-api';
import { WagePrintFrame, type PrintState } from './wage-print-frame';
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
  return (
    <div className="et-wage-doc et-detail" data-testid="piece-detail">
      <div className="et-detail-title">
        <h2>{t('Wages.Print.DetailTitle')}</h2>
        <div>
          {first === undefined ? '' : `${first.name === '' ? first.userName : first.name}${first.employeeNo === null ? '' : ` (${first.employeeNo})`} · `}
          {t('Wages.Mine.PeriodRange', period)}
        </div>
      </div>
      <table>
        <thead>
          <tr>
            <th>{t('Wages.Field.BusinessDate')}</th>
            <th>{t('Wages.Print.Order')}</th>
            <th>{t('Wages.Print.BundleNo')}</th>
            <th>{t('Wages.Print.Procedure')}</th>
            <th className="num">{t('Wages.Print.Qty')}</th>
            <th className="num">{t('Wages.Print.UnitPrice')}</th>
            <th className="num">{t('Wages.Field.Amount')}</th>
          </tr>
        </thead>
        <tbody>
          {detail.records.length === 0 && (
            <tr>
              <td colSpan={7}>{t('Wages.Print.NoRecords')}</td>
            </tr>
          )}
          {detail.records.map((record) => (
            <tr key={record.id}>
              <td>{record.businessDate}</td>
              <td>{orderAndStyle(record.orderNo, record.styleNo)}</td>
              <td>{record.bundleNo}</td>
              <td>{record.procedureName}</td>
              <td className="num">{record.qty}</td>
              <td className="num">{money(record.unitPrice)}</td>
              <td className="num">{money(record.amount)}</td>
            </tr>
          ))}
          <tr className="total" data-testid="piece-detail-total">
            <td colSpan={4}>{t('Wages.Print.RecordTotal', { count: detail.records.length })}</td>
            <td className="num">{detail.qty}</td>
            <td />
            <td className="num">{money(detail.amount)}</td>
          </tr>
        </tbody>
      </table>
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
