import { CatalogLimits } from '@eticket/core/catalog';
import { translate, type Locale } from '@eticket/core/i18n';
import { WageStatisticsContracts as c, type WageOrgMonthRowDto, type WageYearRowDto, type WageYearStatisticsDto } from '@eticket/core/wages';
import { contractRoute, type RouteDef } from '../../http/route';
import type { TenantCtx } from '../../http/types';
import { xlsxReply, type XlsxColumn } from '../catalog/xlsx';
import { wageActorOf as actor } from './wage-scope';
import { orgMonthMembers, orgMonthStatistics, yearStatistics } from './wage-statistics.service';

/** Wage statistics over HTTP (fixed paths before the shorter ones they extend). */

const now = (ctx: TenantCtx) => new Date(ctx.deps.now());
const MONTHS = Array.from({ length: 12 }, (_, i) => i);

function yearColumns(locale: Locale, dto: WageYearStatisticsDto): XlsxColumn<WageYearRowDto>[] {
  const noOrganization = translate(locale, 'Wages.OrgMonth.NoOrganization');
  const head: XlsxColumn<WageYearRowDto>[] =
    dto.groupBy === 'worker'
      ? [
          { header: 'Wages.Field.EmployeeNo', value: (r) => r.employeeNo },
          { header: 'Wages.Field.Worker', value: (r) => r.name },
          { header: 'Wages.Field.Organization', value: (r) => r.organizationName },
        ]
      : [
          { header: 'Wages.Field.Organization', width: 24, value: (r) => (r.key === '' ? noOrganization : r.name) },
          { header: 'Wages.Year.Headcount', kind: 'int', value: (r) => r.headcount },
        ];
  return [
    ...head,
    ...MONTHS.map((i): XlsxColumn<WageYearRowDto> => ({
      header: { text: translate(locale, 'Wages.Year.MonthLabel', { month: i + 1 }) },
      kind: 'price',
      width: 12,
      value: (r) => r.months[i]?.amount ?? null,
    })),
    { header: 'Wages.Field.PieceQty', kind: 'int', value: (r) => r.pieceQty },
    { header: 'Wages.Year.Total', kind: 'price', value: (r) => r.total },
  ];
}

function orgMonthColumns(locale: Locale): XlsxColumn<WageOrgMonthRowDto>[] {
  const noOrganization = translate(locale, 'Wages.OrgMonth.NoOrganization');
  return [
    // The tree shows as indentation, two spaces a level.
    { header: 'Wages.Field.Organization', width: 28, value: (r) => `${'  '.repeat(r.depth)}${r.organizationId === null ? noOrganization : r.name}` },
    { header: 'Wages.OrgMonth.Headcount', kind: 'int', value: (r) => r.headcount },
    { header: 'Wages.Field.PieceQty', kind: 'int', value: (r) => r.pieceQty },
    { header: 'Wages.Field.NetAmount', kind: 'price', value: (r) => r.amount },
    { header: 'Wages.OrgMonth.Average', kind: 'price', value: (r) => r.average },
    { header: 'Wages.OrgMonth.PreviousAmount', kind: 'price', value: (r) => r.previous.amount },
    { header: 'Wages.OrgMonth.Change', kind: 'price', value: (r) => r.change },
    { header: { text: '%' }, value: (r) => r.changePercent },
  ];
}

export const wageStatisticsRoutes: readonly RouteDef[] = [
  contractRoute(c.yearExport, {
    handle: async (ctx) => {
      const dto = await yearStatistics(ctx.tx, actor(ctx), ctx.query(), CatalogLimits.exportRowsMax);
      const columns = yearColumns(ctx.locale, dto);
      // The totals row covers the whole filter: the months and the year after the leading text columns.
      const lead = columns.length - 14;
      const footer = [
        translate(ctx.locale, 'Wages.Year.TotalRow', { count: dto.totals.headcount }),
        ...Array.from({ length: lead - 1 }, () => null),
        ...dto.totals.months.map((m) => m.amount),
        dto.totals.pieceQty,
        dto.totals.total,
      ];
      return xlsxReply(ctx.locale, 'Wages.Year.ExportTitle', columns, dto.items, now(ctx), footer);
    },
  }),
  contractRoute(c.year, { handle: async (ctx) => ({ body: await yearStatistics(ctx.tx, actor(ctx), ctx.query()) }) }),
  contractRoute(c.orgMonthExport, {
    handle: async (ctx) => {
      const dto = await orgMonthStatistics(ctx.tx, actor(ctx), ctx.query());
      const t = dto.total;
      const footer = [translate(ctx.locale, 'Wages.OrgMonth.Company'), t.headcount, t.pieceQty, t.amount, t.average, t.previous.amount, t.change, t.changePercent];
      return xlsxReply(ctx.locale, 'Wages.OrgMonth.ExportTitle', orgMonthColumns(ctx.locale), dto.items, now(ctx), footer);
    },
  }),
  contractRoute(c.orgMonthMembers, { handle: async (ctx) => ({ body: await orgMonthMembers(ctx.tx, actor(ctx), ctx.query()) }) }),
  contractRoute(c.orgMonth, { handle: async (ctx) => ({ body: await orgMonthStatistics(ctx.tx, actor(ctx), ctx.query()) }) }),
];
