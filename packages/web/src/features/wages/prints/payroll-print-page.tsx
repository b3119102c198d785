import type { PayrollGroupDto, PayrollPrintDto, WageAmounts } from '@eticket/core/wages';
import { useSearchParams } from 'wouter';
import { useMoney } from '../../../components/data-ui/use-money';
import { useLoad } from '../../../components/data-ui/use-query';
import { useT } from '../../../i18n/i18n-context';
import type { ShellPageProps } from '../../../kit/page.types';
import { CONFIRM_STATUS_KEYS } from '../wage-labels';
import { WagesResource, useWagesApi } from '../wages-api';
import { DocHead, WagePrintFrame, type PrintState } from './wage-print-frame';

/**
 * The payroll sheet of a settlement (/wage/payrollPrint?settlementId=): every worker grouped by organization
 * with a subtotal per group, the company total and a column to sign in when paid. Landscape A4; the header
 * row repeats on every page and a group's heading stays with its first worker.
 */
const PAYROLL_CSS = `
@page { size: A4 landscape; margin: 10mm; }
.et-wage-doc.et-payroll { max-width: 277mm; }
.et-payroll .et-company { font-weight: 700; font-size: 12pt; }
.et-payroll-title { text-align: center; margin-bottom: 3mm; }
.et-payroll tr.group td { font-weight: 700; background: #f6f7f9; break-after: avoid; page-break-after: avoid; }
.et-payroll tr.subtotal td { font-weight: 600; }
.et-payroll th.sign { width: 32mm; }
.et-payroll td { height: 7mm; }
@media print { .et-payroll tr.group td { -webkit-print-color-adjust: exact; print-color-adjust: exact; } }
`;

function AmountCells({ amounts }: { amounts: WageAmounts }) {
  const money = useMoney();
  return (
    <>
      <td className="num">{amounts.pieceQty}</td>
      <td className="num">{money(amounts.pieceAmount)}</td>
      <td className="num">{money(amounts.additionAmount)}</td>
      <td className="num">{money(amounts.deductionAmount)}</td>
      <td className="num">{money(amounts.grossAmount)}</td>
      <td className="num">{money(amounts.netAmount)}</td>
    </>
  );
}

const COLUMNS = 10;

function Group({ group, index }: { group: PayrollGroupDto; index: number }) {
  const t = useT();
  const organization = group.organizationName ?? t('Wages.Print.NoOrganization');
  return (
    <tbody data-testid={`payroll-group-${String(index)}`}>
      <tr className="group">
        <td colSpan={COLUMNS}>{t('Wages.Print.GroupHeading', { organization, count: group.subtotal.workerCount })}</td>
      </tr>
      {group.rows.map((row) => (
        <tr key={row.itemId}>
          <td>{row.employeeNo ?? ''}</td>
          <td>{row.name}</td>
          <AmountCells amounts={row} />
          <td>{t(CONFIRM_STATUS_KEYS[row.confirmStatus])}</td>
          <td />
        </tr>
      ))}
      <tr className="subtotal" data-testid={`payroll-subtotal-${String(index)}`}>
        <td colSpan={2}>{t('Wages.Print.Subtotal')}</td>
        <AmountCells amounts={group.subtotal} />
        <td colSpan={2} />
      </tr>
    </tbody>
  );
}

function Payroll({ payroll }: { payroll: PayrollPrintDto }) {
  const t = useT();
  const { settlement } = payroll;
  return (
    <div className="et-wage-doc et-payroll" data-testid="payroll">
      <div className="et-payroll-title">
        <div className="et-company" data-testid="print-company">
          {payroll.companyName}
        </div>
        <h2>{t('Wages.Print.PayrollTitle')}</h2>
        <div>
          {settlement.settlementNo} · {t('Wages.Mine.PeriodRange', { start: settlement.periodStart, end: settlement.periodEnd })} · {t('Wages.Field.WorkerCount')}{' '}
          {payroll.total.workerCount}
        </div>
      </div>
      <table>
        <DocHead
          columns={[
            { key: 'employeeNo', header: t('Wages.Field.EmployeeNo') },
            { key: 'worker', header: t('Wages.Field.Worker') },
            { key: 'qty', header: t('Wages.Field.PieceQty'), numeric: true },
            { key: 'piece', header: t('Wages.Field.PieceAmount'), numeric: true },
            { key: 'additions', header: t('Wages.Field.AdditionAmount'), numeric: true },
            { key: 'deductions', header: t('Wages.Field.DeductionAmount'), numeric: true },
            { key: 'gross', header: t('Wages.Field.GrossAmount'), numeric: true },
            { key: 'net', header: t('Wages.Field.NetAmount'), numeric: true },
            { key: 'confirm', header: t('Wages.Field.ConfirmStatus') },
            { key: 'sign', header: t('Wages.Print.Signature') },
          ]}
        />
        {payroll.groups.map((group, index) => (
          <Group key={group.organizationId ?? ''} group={group} index={index} />
        ))}
        <tbody>
          <tr className="total" data-testid="payroll-total">
            <td colSpan={2}>{t('Wages.Export.TotalRow')}</td>
            <AmountCells amounts={payroll.total} />
            <td colSpan={2} />
          </tr>
        </tbody>
      </table>
    </div>
  );
}

export default function PayrollPrintPage({ route }: ShellPageProps) {
  const t = useT();
  const api = useWagesApi();
  const [params] = useSearchParams();
  const settlementId = params.get('settlementId') ?? '';
  const load = useLoad(settlementId === '' ? null : [WagesResource.settlement, 'payroll', settlementId], (signal) => api.wages.payrollPrintData({ settlementId }, { signal }));
  const state: PrintState<PayrollPrintDto> = settlementId === '' ? { status: 'missing', text: t('Wages.Print.NoSettlement') } : load;
  return (
    <WagePrintFrame route={route} state={state} css={PAYROLL_CSS} summary={(payroll) => payroll.settlement.settlementNo}>
      {(payroll) => <Payroll payroll={payroll} />}
    </WagePrintFrame>
  );
}
