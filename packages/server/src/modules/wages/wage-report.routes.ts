import { CatalogLimits } from '@eticket/core/catalog';
import { translate, type Locale } from '@eticket/core/i18n';
import { WAGE_REPORT_OTHER_KEY, WageReportContracts as r, type WageReportColumnDto, type WageReportDto, type WageReportRowDto } from '@eticket/core/wages';
import { contractRoute, type RouteDef } from '../../http/route';
import { xlsxReply, type XlsxColumn } from '../catalog/xlsx';
import { wageActorOf as actor } from './wage-scope';
import { userMonthReport, wageReport } from './wage-report.service';

/** The wage reports over HTTP: the pivot, its workbook, a worker's month. */

function columnName(locale: Locale, column: WageReportColumnDto): string {
  if (column.key === WAGE_REPORT_OTHER_KEY) return translate(locale, 'Wages.Report.Other');
  return column.detail === null ? column.label : `${column.label} (${column.detail})`;
}

/** Worker, then pieces and amount of each column, then the worker's total. */
function reportColumns(locale: Locale, report: WageReportDto): XlsxColumn<WageReportRowDto>[] {
  const qty = translate(locale, 'Wages.Report.Qty');
  const amount = translate(locale, 'Wages.Report.Amount');
  return [
    { header: 'Wages.Field.EmployeeNo', value: (row) => row.employeeNo },
    { header: 'Wages.Field.Worker', value: (row) => row.name || row.userName },
    { header: 'Wages.Field.Organization', value: (row) => row.organizationName },
    ...report.columns.flatMap((column, i): XlsxColumn<WageReportRowDto>[] => {
      const name = columnName(locale, column);
      return [
        { header: { text: `${name} ${qty}` }, kind: 'int', width: 10, value: (row) => row.cells[i]?.qty ?? null },
        { header: { text: `${name} ${amount}` }, kind: 'price', width: 12, value: (row) => row.cells[i]?.amount ?? null },
      ];
    }),
    { header: 'Wages.Report.TotalQty', kind: 'int', value: (row) => row.total.qty },
    { header: 'Wages.Report.TotalAmount', kind: 'price', value: (row) => row.total.amount },
  ];
}

export const wageReportRoutes: readonly RouteDef[] = [
  contractRoute(r.export, {
    handle: async (ctx) => {
      const report = await wageReport(ctx.tx, actor(ctx), ctx.query(), CatalogLimits.exportRowsMax);
      // The totals row covers every worker of the filter.
      const footer = [
        translate(ctx.locale, 'Wages.Export.TotalRow'),
        null,
        null,
        ...report.columns.flatMap((c) => [c.total.qty, c.total.amount]),
        report.total.qty,
        report.total.amount,
      ];
      return xlsxReply(ctx.locale, 'Wages.Report.ExportTitle', reportColumns(ctx.locale, report), report.items, new Date(ctx.deps.now()), footer);
    },
  }),
  contractRoute(r.report, { handle: async (ctx) => ({ body: await wageReport(ctx.tx, actor(ctx), ctx.query()) }) }),
  contractRoute(r.userMonth, { handle: async (ctx) => ({ body: await userMonthReport(ctx.tx, actor(ctx), ctx.query()) }) }),
];
