import { Alert, Box, Flex, Grid, Spinner, Text } from '@chakra-ui/react';
import { routeHref } from '@eticket/core/navigation';
import type { ReportChartDto, ReportColumn } from '@eticket/core/reports';
import { fenOf, isWeekend, monthGrid, weekdayOf, type UserMonthDayDto, type UserMonthReportDto } from '@eticket/core/wages';
import { lazy, Suspense } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { DataUiProvider } from '../../../components/data-ui/data-ui-provider';
import { LoadFailure } from '../../../components/data-ui/load-failure';
import { useMoney } from '../../../components/data-ui/use-money';
import { useLoad } from '../../../components/data-ui/use-query';
import { PrintActions } from '../../../components/ui/print-actions';
import { PrintArea } from '../../../components/ui/print-area';
import { useT } from '../../../i18n/i18n-context';
import { PageFrame } from '../../../kit/page-frame';
import type { ShellPageProps } from '../../../kit/page.types';
import { DocTable, WAGE_DOC_CSS, type DocColumn } from '../prints/wage-print-frame';
import { LabelledInput } from '../shared/period-fields';
import { useBusinessToday } from '../shared/use-wage-period';
import { WorkerPicker, workerLabel } from '../shared/worker-picker';
import { useWagesApi, WagesResource } from '../wages-api';

const ReportChart = lazy(() => import('../../../components/ui/report-chart'));

/** On paper: portrait A4, the calendar's cells framed, weekends shaded. */
const MONTH_CSS = `
@page { size: A4 portrait; margin: 10mm; }
.et-wage-doc.et-month { max-width: 190mm; }
.et-month-cal { display: grid; grid-template-columns: repeat(7, minmax(0, 1fr)); gap: 0; margin: 3mm 0; }
.et-month-cal > div { border: 0.2mm solid #999; padding: 0.8mm 1mm; min-height: 12mm; font-size: 8pt; overflow: hidden; }
.et-month-cal .head { min-height: 0; text-align: center; font-weight: 600; background: #eef0f3; }
.et-month-cal .weekend { background: #f5f5f5; }
.et-month-cal .today { outline: 0.5mm solid #1f6feb; outline-offset: -0.5mm; }
.et-month-cal .blank { background: transparent; border-color: #eee; }
.et-month-cal .amount { font-variant-numeric: tabular-nums; }
@media screen and (max-width: 480px) { .et-month-cal > div { font-size: 9px; padding: 2px; min-height: 44px; } .et-wage-doc.et-month { padding: 2mm; } }
@media print { .et-month-cal .weekend, .et-month-cal .head { -webkit-print-color-adjust: exact; print-color-adjust: exact; } }
`;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const WEEKDAY_KEYS = ['Wages.UserMonth.Day.0', 'Wages.UserMonth.Day.1', 'Wages.UserMonth.Day.2', 'Wages.UserMonth.Day.3', 'Wages.UserMonth.Day.4', 'Wages.UserMonth.Day.5', 'Wages.UserMonth.Day.6'] as const;
const CHART_COLUMNS: readonly ReportColumn[] = [{ key: 'amount', label: 'Wages.Report.Amount', kind: 'money' }];

function MonthCalendar({ report, today }: { report: UserMonthReportDto; today: string }) {
  const t = useT();
  const money = useMoney();
  const byDate = new Map(report.days.map((d) => [d.date, d]));
  return (
    <div className="et-month-cal" role="table" aria-label={t('Wages.UserMonth.Calendar')} data-testid="month-calendar">
      {WEEKDAY_KEYS.map((key) => (
        <div key={key} className="head" role="columnheader">
          {t(key)}
        </div>
      ))}
      {monthGrid(report.month)
        .flat()
        .map((date, i) => {
          if (date === null) return <div key={`blank-${String(i)}`} className="blank" aria-hidden />;
          const day = byDate.get(date);
          const classes = [isWeekend(date) ? 'weekend' : '', date === today ? 'today' : ''].filter((c) => c !== '').join(' ');
          return (
            <div key={date} className={classes} role="cell" data-date={date} aria-current={date === today ? 'date' : undefined}>
              <div>
                <b>{Number(date.slice(8))}</b>
                {date === today && <span> · {t('Wages.UserMonth.Today')}</span>}
              </div>
              {day !== undefined && day.recordCount > 0 && (
                <>
                  <div>{t('Wages.UserMonth.Pieces', { qty: day.qty })}</div>
                  <div className="amount">{money(fenOf(day.amount))}</div>
                </>
              )}
            </div>
          );
        })}
    </div>
  );
}

function MonthSheet({ report, today }: { report: UserMonthReportDto; today: string }) {
  const t = useT();
  const money = useMoney();
  const columns: DocColumn<UserMonthDayDto>[] = [
    { key: 'date', header: t('Wages.UserMonth.Date'), cell: (d) => d.date },
    { key: 'weekday', header: t('Wages.UserMonth.Weekday'), cell: (d) => t(WEEKDAY_KEYS[weekdayOf(d.date)] ?? WEEKDAY_KEYS[0]) },
    { key: 'records', header: t('Wages.Field.RecordCount'), numeric: true, cell: (d) => d.recordCount },
    { key: 'qty', header: t('Wages.Report.Qty'), numeric: true, cell: (d) => d.qty },
    { key: 'amount', header: t('Wages.Report.Amount'), numeric: true, cell: (d) => money(fenOf(d.amount)) },
  ];
  const worker = report.worker;
  return (
    <div className="et-wage-doc et-month" data-testid="user-month-sheet">
      <h2>{t('Wages.UserMonth.Heading', { name: workerLabel(worker), month: report.month })}</h2>
      <div>{[worker.employeeNo, worker.organizationName].filter((x) => x !== null).join(' · ')}</div>
      <MonthCalendar report={report} today={today} />
      <DocTable
        columns={columns}
        rows={report.days.filter((d) => d.recordCount > 0)}
        rowKey={(d) => d.date}
        empty={t('Wages.Report.Empty')}
        testId="month-days"
        footer={
          <tr className="total" data-testid="month-total">
            <td colSpan={2}>{t('Wages.UserMonth.Total')}</td>
            <td className="num">{report.total.recordCount}</td>
            <td className="num">{report.total.qty}</td>
            <td className="num">{money(fenOf(report.total.amount))}</td>
          </tr>
        }
      />
    </div>
  );
}

/**
 * A worker's month (/wage/userSalaryMonthReport?userId=&month=): a calendar Monday to Sunday with each
 * day's pieces and amount, the days with work in a table with the month's total, a bar chart of the daily
 * amounts on screen, and a print of the calendar and the table.
 */
export default function UserMonthReportPage({ route }: ShellPageProps) {
  const t = useT();
  const wages = useWagesApi();
  const [, navigate] = useLocation();
  const [params, setParams] = useSearchParams();
  const today = useBusinessToday();
  const userId = params.get('userId') ?? '';
  const monthParam = params.get('month') ?? '';
  const month = MONTH.test(monthParam) ? monthParam : today.slice(0, 7);
  const load = useLoad<UserMonthReportDto>(
    userId === '' ? null : [WagesResource.wage, 'userMonth', userId, month],
    (signal) => wages.reports.userMonth({ userId, month }, { signal }),
  );
  const report = load.status === 'ready' ? load.value : null;
  const chart: ReportChartDto | null =
    report === null ? null : { type: 'bar', series: ['amount'], points: report.days.map((d) => ({ category: String(Number(d.date.slice(8))), values: { amount: Number(fenOf(d.amount)) } })) };
  const go = (next: { userId?: string; month?: string }) => {
    const nextUser = next.userId ?? userId;
    setParams({ ...(nextUser === '' ? {} : { userId: nextUser }), month: next.month ?? month });
  };
  return (
    <DataUiProvider>
      <PageFrame
        title={t(route.title)}
        actions={
          <PrintActions
            backLabel={t('Wages.UserMonth.Back')}
            onBack={() => {
              navigate(routeHref('WageReport'));
            }}
            printLabel={t('Wages.UserMonth.Print')}
            ready={report !== null}
          />
        }
      >
        <Flex gap="3" mb="3" flexWrap="wrap" align="end">
          <WorkerPicker
            showLabel
            width={{ base: 'full', sm: '56' }}
            value={userId}
            selectedLabel={report === null ? null : workerLabel(report.worker)}
            placeholder={t('Wages.UserMonth.ChooseWorker')}
            onChange={(id) => {
              go({ userId: id });
            }}
          />
          <LabelledInput
            label={t('Wages.UserMonth.Month')}
            type="month"
            value={month}
            onChange={(value) => {
              if (MONTH.test(value)) go({ month: value });
            }}
          />
        </Flex>
        {userId === '' && (
          <Alert.Root status="info" data-testid="print-missing">
            <Alert.Indicator />
            <Alert.Title>{t('Wages.UserMonth.ChooseWorker')}</Alert.Title>
          </Alert.Root>
        )}
        {load.status === 'error' && <LoadFailure error={load.error} />}
        {userId !== '' && load.status === 'loading' && <Spinner size="lg" aria-label={t(route.title)} />}
        {report !== null && (
          <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="4" alignItems="start">
            <PrintArea css={WAGE_DOC_CSS + MONTH_CSS} ready className="et-wage-wrap">
              <MonthSheet report={report} today={today} />
            </PrintArea>
            {chart !== null && (
              <Box>
                <Text fontWeight="semibold" mb="2">
                  {t('Wages.UserMonth.Chart')}
                </Text>
                <Suspense fallback={<Spinner />}>
                  <ReportChart chart={chart} columns={CHART_COLUMNS} label={t('Wages.UserMonth.Chart')} />
                </Suspense>
              </Box>
            )}
          </Grid>
        )}
      </PageFrame>
    </DataUiProvider>
  );
}
