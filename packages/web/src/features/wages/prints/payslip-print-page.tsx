import type { PayslipAdjustmentDto, PayslipDto, PayslipLineDto, PayslipPrintDto, WageAdjustmentType } from '@eticket/core/wages';
import { routeHref } from '@eticket/core/navigation';
import { Fragment, useState } from 'react';
import { useSearchParams } from 'wouter';
import { FormUiProvider } from '../../../components/data-ui/form-ui-provider';
import { PlainCheckbox } from '../../../components/data-ui/plain-checkbox';
import { useMoney } from '../../../components/data-ui/use-money';
import { useLoad } from '../../../components/data-ui/use-query';
import { loadQrEncoder, qrSymbolFor, type QrEncoder } from '../../../components/ui/qr';
import { QrSvg } from '../../../components/ui/qr-image';
import { useT } from '../../../i18n/i18n-context';
import type { ShellPageProps } from '../../../kit/page.types';
import { orderAndStyle } from '../wage-labels';
import { WagesResource, useWagesApi } from '../wages-api';
import { DocTable, WagePrintFrame, type DocColumn, type PrintState } from './wage-print-frame';

/**
 * Payslips (/wage/printPayslip?settlementId=&userIds=a,b): one slip per worker of a settlement — header,
 * the piecework per order, procedure and price (qty, price, amount), the adjustments, the figures down to
 * the net, and a QR that opens the worker's own wage page at this item to confirm or dispute it. Slips run
 * on A4 between dashed cut lines and never split across pages; or one slip per page (`perPage=1`), for
 * factories that hand each worker a whole sheet or fold slips into envelopes.
 */
const SLIP_CSS = `
@page { size: A4 portrait; margin: 8mm; }
.et-wage-doc.et-slips { max-width: 194mm; padding-top: 0; padding-bottom: 0; }
.et-slips .et-company { font-weight: 700; font-size: 10pt; }
.et-slip { break-inside: avoid; page-break-inside: avoid; position: relative; padding: 4mm 0; border-top: 0.3mm dashed #555; }
.et-slip:first-child { border-top: 0; }
.et-slip:not(:first-child)::before { content: "\\2702"; position: absolute; top: -2.4mm; left: 2mm; background: #fff; padding: 0 1mm; font-size: 9pt; line-height: 1; }
.et-slip-head { display: flex; justify-content: space-between; gap: 4mm; margin-bottom: 2mm; }
.et-slip-head dl { display: grid; grid-template-columns: auto 1fr auto 1fr; gap: 0.5mm 2mm; margin: 1.5mm 0 0; }
.et-slip-head dt { color: #444; white-space: nowrap; }
.et-slip-head dd { margin: 0; font-weight: 600; }
.et-slip-qr { flex: none; width: 24mm; text-align: center; font-size: 7pt; }
.et-slip-qr .et-qr-box { width: 24mm; height: 24mm; }
.et-slip h3 { font-size: 10pt; font-weight: 700; margin: 2mm 0 1mm; }
.et-slip-figures { display: flex; flex-wrap: wrap; gap: 1mm 5mm; margin-top: 2mm; }
.et-slip-figures .et-net { font-size: 12pt; font-weight: 700; }
.et-slips-paged .et-slip { border-top: 0; break-after: page; page-break-after: always; }
.et-slips-paged .et-slip:last-child { break-after: auto; page-break-after: auto; }
.et-slips-paged .et-slip::before { display: none; }
`;

const ADJUSTMENT_KEYS: Readonly<Record<WageAdjustmentType, string>> = {
  subsidy: 'Wages.AdjustmentType.subsidy',
  bonus: 'Wages.AdjustmentType.bonus',
  mealAllowance: 'Wages.AdjustmentType.mealAllowance',
  deduction: 'Wages.AdjustmentType.deduction',
  penalty: 'Wages.AdjustmentType.penalty',
  advance: 'Wages.AdjustmentType.advance',
  reworkDeduction: 'Wages.AdjustmentType.reworkDeduction',
  other: 'Wages.AdjustmentType.other',
};

/** Where a slip's QR leads: the worker's own wage page, at this item. */
export function confirmLink(origin: string, itemId: string): string {
  return `${origin}${routeHref('ScanWage', { item: itemId })}`;
}

function Slip({ slip, print, qrcode }: { slip: PayslipDto; print: PayslipPrintDto; qrcode: QrEncoder }) {
  const t = useT();
  const money = useMoney();
  const link = confirmLink(window.location.origin, slip.itemId);
  const head: [string, string][] = [
    [t('Wages.Field.Worker'), slip.name === '' ? slip.userName : slip.name],
    [t('Wages.Field.EmployeeNo'), slip.employeeNo ?? ''],
    [t('Wages.Field.Organization'), slip.organizationName ?? ''],
    [t('Wages.Field.Period'), t('Wages.Mine.PeriodRange', { start: print.settlement.periodStart, end: print.settlement.periodEnd })],
    [t('Wages.Field.SettlementNo'), print.settlement.settlementNo],
  ];
  const lineColumns: DocColumn<PayslipLineDto>[] = [
    { key: 'order', header: t('Wages.Print.Order'), cell: (line) => orderAndStyle(line.orderNo, line.styleNo) },
    { key: 'procedure', header: t('Wages.Print.Procedure'), cell: (line) => line.procedureName },
    { key: 'qty', header: t('Wages.Print.Qty'), numeric: true, cell: (line) => line.qty },
    { key: 'price', header: t('Wages.Print.UnitPrice'), numeric: true, cell: (line) => money(line.unitPrice) },
    { key: 'amount', header: t('Wages.Field.Amount'), numeric: true, cell: (line) => money(line.amount) },
  ];
  const adjustmentColumns: DocColumn<PayslipAdjustmentDto>[] = [
    { key: 'date', header: t('Wages.Field.BusinessDate'), cell: (a) => a.businessDate },
    { key: 'type', header: t('Wages.Field.Type'), cell: (a) => t(ADJUSTMENT_KEYS[a.type]) },
    { key: 'reason', header: t('Wages.Field.Reason'), cell: (a) => a.reason },
    { key: 'amount', header: t('Wages.Field.Amount'), numeric: true, cell: (a) => money(a.signedAmount) },
  ];
  const figures: [string, string][] = [
    [t('Wages.Field.PieceAmount'), money(slip.pieceAmount)],
    [t('Wages.Field.AdditionAmount'), money(slip.additionAmount)],
    [t('Wages.Field.DeductionAmount'), money(slip.deductionAmount)],
    [t('Wages.Field.GrossAmount'), money(slip.grossAmount)],
  ];
  return (
    <section className="et-slip" data-testid={`slip-${slip.userId}`}>
      <div className="et-slip-head">
        <div>
          <div className="et-company">{print.companyName}</div>
          <h2>{t('Wages.Print.PayslipTitle')}</h2>
          <dl>
            {head.map(([label, value]) => (
              <Fragment key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </Fragment>
            ))}
          </dl>
        </div>
        <div className="et-slip-qr">
          <div className="et-qr-box">
            <QrSvg symbol={qrSymbolFor(qrcode, link)} text={link} label={t('Wages.Print.ScanToConfirm')} />
          </div>
          {t('Wages.Print.ScanToConfirm')}
        </div>
      </div>
      <DocTable
        columns={lineColumns}
        rows={slip.lines}
        rowKey={(line) => `${line.orderNo}|${line.styleNo}|${line.procedureName}|${line.unitPrice}`}
        empty={t('Wages.Print.NoLines')}
        footer={
          <tr className="total">
            <td colSpan={2}>{t('Wages.Export.TotalRow')}</td>
            <td className="num">{slip.pieceQty}</td>
            <td />
            <td className="num">{money(slip.pieceAmount)}</td>
          </tr>
        }
      />
      {slip.adjustments.length > 0 && (
        <>
          <h3>{t('Wages.Print.Adjustments')}</h3>
          {/* Two adjustments may agree in every field (two equal meal allowances on a day): keyed by place. */}
          <DocTable columns={adjustmentColumns} rows={slip.adjustments} rowKey={(_, index) => String(index)} empty="" />
        </>
      )}
      <div className="et-slip-figures">
        {figures.map(([label, value]) => (
          <span key={label}>
            {label} {value}
          </span>
        ))}
        <span className="et-net" data-testid={`slip-${slip.userId}-net`}>
          {t('Wages.Field.NetAmount')} {money(slip.netAmount)}
        </span>
      </div>
    </section>
  );
}

interface SlipsData {
  print: PayslipPrintDto;
  qrcode: QrEncoder;
}

export default function PayslipPrintPage({ route }: ShellPageProps) {
  const t = useT();
  const api = useWagesApi();
  const [params] = useSearchParams();
  const settlementId = params.get('settlementId') ?? '';
  const userIds = params.get('userIds') ?? '';
  const [perPage, setPerPage] = useState(params.get('perPage') === '1');
  // The encoder comes with the data, so the slips are drawn whole, QR codes included, in one go.
  const load = useLoad<SlipsData>(
    settlementId === '' ? null : [WagesResource.settlement, 'payslips', settlementId, userIds],
    async (signal) => {
      const [print, qrcode] = await Promise.all([
        api.wages.payslipPrintData({ settlementId, ...(userIds === '' ? {} : { userIds }) }, { signal }),
        loadQrEncoder(),
      ]);
      return { print, qrcode };
    },
  );
  const state: PrintState<SlipsData> = settlementId === '' ? { status: 'missing', text: t('Wages.Print.NoSettlement') } : load;
  return (
    <FormUiProvider>
      <WagePrintFrame
        route={route}
        state={state}
        css={SLIP_CSS}
        summary={({ print }) => `${print.settlement.settlementNo} · ${t('Wages.Print.PayslipCount', { count: print.slips.length })}`}
        options={<PlainCheckbox label={t('Wages.Print.SlipPerPage')} checked={perPage} onCheckedChange={setPerPage} />}
      >
        {({ print, qrcode }) => (
          <div className={perPage ? 'et-wage-doc et-slips et-slips-paged' : 'et-wage-doc et-slips'} data-testid="payslips">
            {print.slips.length === 0 ? (
              <p>{t('Wages.Print.NoSlips')}</p>
            ) : (
              print.slips.map((slip) => <Slip key={slip.itemId} slip={slip} print={print} qrcode={qrcode} />)
            )}
          </div>
        )}
      </WagePrintFrame>
    </FormUiProvider>
  );
}
