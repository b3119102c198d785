import { TenantPermissions as P } from '@eticket/core/abp';
import { CatalogLimits } from '@eticket/core/catalog';
import { formatDecimal, parseDecimal, sum } from '@eticket/core/money';
import { translate, type Locale } from '@eticket/core/i18n';
import {
  WageAdjustmentContracts as a,
  WageContracts as w,
  WageSettlementContracts as s,
  WageSettlementItemContracts as i,
  type WageAdjustmentDto,
  type WageAmounts,
  type WageRowDto,
  type WageSettlementItemDto,
  type WageSettlementRow,
  type WageWorkerDto,
} from '@eticket/core/wages';
import { contractRoute, type RouteDef } from '../../http/route';
import { pathId } from '../../http/route-helpers';
import type { TenantCtx } from '../../http/types';
import { xlsxReply, type XlsxColumn } from '../catalog/xlsx';
import { createAdjustment, deleteAdjustment, getAdjustment, listAdjustments, updateAdjustment } from './adjustments.service';
import {
  confirmItem,
  createSettlement,
  deleteSettlement,
  disputeItem,
  forceConfirmItem,
  getSettlement,
  listConfirmations,
  listSettlementPage,
  lockSettlement,
  markSettlementPaid,
  recalculateSettlement,
  remindItem,
  resolveItem,
  settlementItems,
  submitSettlement,
  unlockSettlement,
  updateSettlement,
  withdrawSettlement,
} from './settlement.service';
import { wageActorOf as actor } from './wage-scope';
import { listWages, myWage, payrollPrintData, payslipPrintData, workerDetail } from './wages.service';

/** Wages over HTTP: each contract → one service call → its reply (fixed paths before `{id}`). */

const now = (ctx: TenantCtx) => new Date(ctx.deps.now());

/** Who a wage row is: the same first columns in the live wages and a settlement's payroll. */
function workerColumns<T extends WageWorkerDto>(): XlsxColumn<T>[] {
  return [
    { header: 'Wages.Field.EmployeeNo', value: (r) => r.employeeNo },
    { header: 'Wages.Field.Worker', value: (r) => r.name || r.userName },
    { header: 'Wages.Field.Organization', value: (r) => r.organizationName },
  ];
}

/** The records and money of a wage row, as both exports show them. */
function amountColumns<T extends WageAmounts & { recordCount: number }>(): XlsxColumn<T>[] {
  return [
    { header: 'Wages.Field.RecordCount', kind: 'int', value: (r) => r.recordCount },
    { header: 'Wages.Field.PieceQty', kind: 'int', value: (r) => r.pieceQty },
    { header: 'Wages.Field.PieceAmount', kind: 'price', value: (r) => r.pieceAmount },
    { header: 'Wages.Field.AdditionAmount', kind: 'price', value: (r) => r.additionAmount },
    { header: 'Wages.Field.DeductionAmount', kind: 'price', value: (r) => r.deductionAmount },
    { header: 'Wages.Field.NetAmount', kind: 'price', value: (r) => r.netAmount },
  ];
}

function wageColumns(locale: Locale): XlsxColumn<WageRowDto>[] {
  return [
    ...workerColumns<WageRowDto>(),
    { header: 'Wages.Field.TechnicalLevel', value: (r) => r.technicalLevelName },
    ...amountColumns<WageRowDto>(),
    { header: 'Wages.Field.SettledState', value: (r) => translate(locale, `Wages.Settled.${r.settledState}`) },
    { header: 'Wages.Field.SettlementNo', value: (r) => r.settlement?.settlementNo ?? null },
    { header: 'Wages.Field.ConfirmStatus', value: (r) => (r.settlement === null ? null : translate(locale, `Wages.Confirm.${r.settlement.confirmStatus}`)) },
  ];
}

function adjustmentColumns(locale: Locale): XlsxColumn<WageAdjustmentDto>[] {
  return [
    { header: 'Wages.Field.BusinessDate', width: 12, value: (r) => r.businessDate },
    { header: 'Wages.Field.EmployeeNo', value: (r) => r.employeeNo },
    { header: 'Wages.Field.Worker', value: (r) => r.name || r.userName },
    { header: 'Wages.Field.Organization', value: (r) => r.organizationName },
    { header: 'Wages.Field.Type', value: (r) => translate(locale, `Wages.AdjustmentType.${r.type}`) },
    { header: 'Wages.Field.Amount', kind: 'price', value: (r) => r.signedAmount },
    { header: 'Wages.Field.Reason', width: 24, value: (r) => r.reason },
    { header: 'Wages.Field.SettlementNo', value: (r) => r.settlementNo },
  ];
}

function settlementColumns(locale: Locale): XlsxColumn<WageSettlementRow>[] {
  return [
    { header: 'Wages.Field.SettlementNo', value: (r) => r.settlementNo },
    { header: 'Wages.Field.PeriodStart', width: 12, value: (r) => r.periodStart },
    { header: 'Wages.Field.PeriodEnd', width: 12, value: (r) => r.periodEnd },
    { header: 'Wages.Field.Status', value: (r) => translate(locale, `Wages.Status.${r.status}`) },
    { header: 'Wages.Field.WorkerCount', kind: 'int', value: (r) => r.workerCount },
    { header: 'Wages.Field.PieceQty', kind: 'int', value: (r) => r.totalQty },
    { header: 'Wages.Field.TotalAmount', kind: 'price', value: (r) => r.totalAmount },
    { header: 'Wages.Field.LockedAt', kind: 'dateTime', value: (r) => r.lockedAt },
    { header: 'Wages.Field.PaidDate', value: (r) => r.paidDate },
    { header: 'Wages.Field.Remark', value: (r) => r.remark },
  ];
}

function itemColumns(locale: Locale): XlsxColumn<WageSettlementItemDto>[] {
  return [
    ...workerColumns<WageSettlementItemDto>(),
    ...amountColumns<WageSettlementItemDto>(),
    { header: 'Wages.Field.ConfirmStatus', value: (r) => translate(locale, `Wages.Confirm.${r.confirmStatus}`) },
  ];
}

/** The payroll's total row: Σ of the exported items (the caller's data scope may leave some out), exact. */
function itemTotals(locale: Locale, columns: readonly XlsxColumn<WageSettlementItemDto>[], items: readonly WageSettlementItemDto[]): (string | number | null)[] {
  const total = (pick: (item: WageSettlementItemDto) => string, digits: number) => formatDecimal(sum(items.map((item) => parseDecimal(pick(item)))), digits, digits);
  const totals: Partial<Record<string, string | number>> = {
    'Wages.Field.EmployeeNo': translate(locale, 'Wages.Export.TotalRow'),
    'Wages.Field.RecordCount': items.reduce((n, item) => n + item.recordCount, 0),
    'Wages.Field.PieceQty': items.reduce((n, item) => n + item.pieceQty, 0),
    'Wages.Field.PieceAmount': total((item) => item.pieceAmount, 4),
    'Wages.Field.AdditionAmount': total((item) => item.additionAmount, 2),
    'Wages.Field.DeductionAmount': total((item) => item.deductionAmount, 2),
    'Wages.Field.NetAmount': total((item) => item.netAmount, 2),
  };
  return columns.map((col) => (typeof col.header === 'string' ? (totals[col.header] ?? null) : null));
}

const liveRoutes: readonly RouteDef[] = [
  contractRoute(w.mine, { handle: async (ctx) => ({ body: await myWage(ctx.tx, actor(ctx), ctx.query(), now(ctx)) }) }),
  contractRoute(w.export, {
    handle: async (ctx) => {
      const page = await listWages(ctx.tx, actor(ctx), ctx.query(), CatalogLimits.exportRowsMax);
      const columns = wageColumns(ctx.locale);
      // The totals row covers the whole filter, not only the exported rows.
      const totals: Partial<Record<string, string | number>> = {
        'Wages.Field.EmployeeNo': translate(ctx.locale, 'Wages.Export.TotalRow'),
        'Wages.Field.PieceQty': page.totals.pieceQty,
        'Wages.Field.PieceAmount': page.totals.pieceAmount,
        'Wages.Field.AdditionAmount': page.totals.additionAmount,
        'Wages.Field.DeductionAmount': page.totals.deductionAmount,
        'Wages.Field.NetAmount': page.totals.netAmount,
      };
      const footer = columns.map((col) => (typeof col.header === 'string' ? (totals[col.header] ?? null) : null));
      return xlsxReply(ctx.locale, 'Wages.Export.Title', columns, page.items, now(ctx), footer);
    },
  }),
  contractRoute(w.payslipPrintData, { handle: async (ctx) => ({ body: await payslipPrintData(ctx.tx, actor(ctx), ctx.query(), ctx.principal.tenant.displayName) }) }),
  contractRoute(w.detailPrintData, {
    handle: async (ctx) => {
      const access = { manager: ctx.principal.grants.has(P.SalaryManagement), self: ctx.principal.grants.has(P.MySalary) };
      return { body: await workerDetail(ctx.tx, actor(ctx), ctx.query(), access) };
    },
  }),
  contractRoute(w.payrollPrintData, { handle: async (ctx) => ({ body: await payrollPrintData(ctx.tx, actor(ctx), ctx.query().settlementId, ctx.principal.tenant.displayName) }) }),
  contractRoute(w.list, { handle: async (ctx) => ({ body: await listWages(ctx.tx, actor(ctx), ctx.query()) }) }),
];

const adjustmentRoutes: readonly RouteDef[] = [
  contractRoute(a.list, { handle: async (ctx) => ({ body: await listAdjustments(ctx.tx, actor(ctx), ctx.query()) }) }),
  contractRoute(a.export, {
    handle: async (ctx) => {
      const page = await listAdjustments(ctx.tx, actor(ctx), ctx.query(), CatalogLimits.exportRowsMax);
      return xlsxReply(ctx.locale, 'Wages.Export.AdjustmentTitle', adjustmentColumns(ctx.locale), page.items, now(ctx));
    },
  }),
  contractRoute(a.get, { handle: async (ctx) => ({ body: await getAdjustment(ctx.tx, actor(ctx), pathId(ctx.params)) }) }),
  contractRoute(a.create, { handle: async (ctx) => ({ body: await createAdjustment(ctx.tx, actor(ctx), ctx.body()) }) }),
  contractRoute(a.update, { handle: async (ctx) => ({ body: await updateAdjustment(ctx.tx, actor(ctx), pathId(ctx.params), ctx.body) }) }),
  contractRoute(a.delete, {
    handle: async (ctx) => {
      await deleteAdjustment(ctx.tx, actor(ctx), pathId(ctx.params));
      return { status: 204 };
    },
  }),
];

const settlementRoutes: readonly RouteDef[] = [
  contractRoute(s.list, { handle: async (ctx) => ({ body: await listSettlementPage(ctx.tx, actor(ctx), ctx.query()) }) }),
  contractRoute(s.export, {
    handle: async (ctx) => {
      const page = await listSettlementPage(ctx.tx, actor(ctx), ctx.query(), CatalogLimits.exportRowsMax);
      return xlsxReply(ctx.locale, 'Wages.Export.SettlementTitle', settlementColumns(ctx.locale), page.items, now(ctx));
    },
  }),
  contractRoute(s.get, { handle: async (ctx) => ({ body: await getSettlement(ctx.tx, actor(ctx), pathId(ctx.params)) }) }),
  contractRoute(s.create, { handle: async (ctx) => ({ body: await createSettlement(ctx.tx, actor(ctx), ctx.body()) }) }),
  contractRoute(s.update, { handle: async (ctx) => ({ body: await updateSettlement(ctx.tx, actor(ctx), pathId(ctx.params), ctx.body, ctx.locale) }) }),
  contractRoute(s.delete, {
    handle: async (ctx) => {
      await deleteSettlement(ctx.tx, actor(ctx), pathId(ctx.params), ctx.locale);
      return { status: 204 };
    },
  }),
  contractRoute(s.exportItems, {
    handle: async (ctx) => {
      const id = pathId(ctx.params);
      const items = await settlementItems(ctx.tx, actor(ctx), id, null);
      if (items.length === 0) await getSettlement(ctx.tx, actor(ctx), id);
      const columns = itemColumns(ctx.locale);
      return xlsxReply(ctx.locale, 'Wages.Print.PayrollTitle', columns, items, now(ctx), itemTotals(ctx.locale, columns, items));
    },
  }),
  contractRoute(s.confirmations, { handle: async (ctx) => ({ body: await listConfirmations(ctx.tx, actor(ctx), pathId(ctx.params), ctx.query) }) }),
  contractRoute(s.recalculate, { handle: async (ctx) => ({ body: await recalculateSettlement(ctx.tx, actor(ctx), pathId(ctx.params), ctx.locale) }) }),
  contractRoute(s.submit, { handle: async (ctx) => ({ body: await submitSettlement(ctx.tx, actor(ctx), pathId(ctx.params), now(ctx), ctx.locale) }) }),
  contractRoute(s.withdraw, { handle: async (ctx) => ({ body: await withdrawSettlement(ctx.tx, actor(ctx), pathId(ctx.params), ctx.locale) }) }),
  contractRoute(s.lock, { handle: async (ctx) => ({ body: await lockSettlement(ctx.tx, actor(ctx), pathId(ctx.params), now(ctx), ctx.locale) }) }),
  contractRoute(s.unlock, { handle: async (ctx) => ({ body: await unlockSettlement(ctx.tx, actor(ctx), pathId(ctx.params), ctx.body, ctx.locale) }) }),
  contractRoute(s.markPaid, { handle: async (ctx) => ({ body: await markSettlementPaid(ctx.tx, actor(ctx), pathId(ctx.params), ctx.body, ctx.locale) }) }),
];

const itemRoutes: readonly RouteDef[] = [
  contractRoute(i.resolve, { handle: async (ctx) => ({ body: await resolveItem(ctx.tx, actor(ctx), pathId(ctx.params), ctx.body, now(ctx), ctx.locale) }) }),
  contractRoute(i.remind, { handle: async (ctx) => ({ body: await remindItem(ctx.tx, actor(ctx), pathId(ctx.params), now(ctx), ctx.locale) }) }),
  contractRoute(i.forceConfirm, { handle: async (ctx) => ({ body: await forceConfirmItem(ctx.tx, actor(ctx), pathId(ctx.params), ctx.body, now(ctx), ctx.locale) }) }),
  contractRoute(i.confirm, { handle: async (ctx) => ({ body: await confirmItem(ctx.tx, actor(ctx), pathId(ctx.params), now(ctx), ctx.locale) }) }),
  contractRoute(i.dispute, { handle: async (ctx) => ({ body: await disputeItem(ctx.tx, actor(ctx), pathId(ctx.params), ctx.body, now(ctx), ctx.locale) }) }),
];

export const wageRoutes: readonly RouteDef[] = [...liveRoutes, ...adjustmentRoutes, ...settlementRoutes, ...itemRoutes];
