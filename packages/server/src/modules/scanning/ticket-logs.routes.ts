import { CatalogLimits } from '@eticket/core/catalog';
import { translate, type Locale } from '@eticket/core/i18n';
import { TicketLogContracts as c, type TicketLogDto } from '@eticket/core/scanning';
import { contractRoute, type RouteDef } from '../../http/route';
import { pathId } from '../../http/route-helpers';
import type { TenantCtx } from '../../http/types';
import { LATER } from '../../http/write-group';
import { xlsxReply, type XlsxColumn } from '../catalog/xlsx';
import { exportTicketLogs, listTicketLogs, readScanContext, readScanContexts, revoke, scan, scanBatch, scanGroup, scanKey, type ScanActor } from './ticket-logs.service';

/** Work records over HTTP: each contract → one service call → its reply. */

function actorOf(ctx: Pick<TenantCtx, 'principal' | 'changes'>): ScanActor {
  const p = ctx.principal;
  return { tenantId: p.tenantId, userId: p.userId, userName: p.userName, name: p.name, grants: p.grants, changes: ctx.changes };
}

function exportColumns(locale: Locale): XlsxColumn<TicketLogDto>[] {
  return [
  { header: 'Scanning.Field.BusinessDate', width: 12, value: (r) => r.businessDate },
  { header: 'Scanning.Field.OccurredAt', kind: 'dateTime', value: (r) => r.occurredAt },
  { header: 'Scanning.Field.EmployeeNo', value: (r) => r.employeeNo },
  { header: 'Scanning.Field.Worker', value: (r) => r.name || r.userName },
  { header: 'Scanning.Field.Organization', value: (r) => r.organizationName },
  { header: 'Scanning.Field.OrderNo', value: (r) => r.orderNo },
  { header: 'Scanning.Field.StyleNo', value: (r) => r.styleNo },
  { header: 'Scanning.Field.BundleNo', kind: 'int', width: 10, value: (r) => r.bundleNo },
  { header: 'Scanning.Field.Color', width: 10, value: (r) => r.color },
  { header: 'Scanning.Field.Size', width: 8, value: (r) => r.size },
  { header: 'Scanning.Field.Procedure', value: (r) => r.procedureName },
  { header: 'Scanning.Field.Qty', kind: 'int', width: 8, value: (r) => r.qty },
  { header: 'Scanning.Field.UnitPrice', kind: 'price', width: 10, value: (r) => r.unitPrice },
  { header: 'Scanning.Field.Amount', kind: 'price', width: 12, value: (r) => r.amount },
  { header: 'Scanning.Field.ReportedBy', value: (r) => r.reportedByName },
  { header: 'Scanning.Field.Status', width: 10, value: (r) => translate(locale, `Scanning.Status.${r.status}`) },
  { header: 'Scanning.Field.RevokeReason', value: (r) => r.revokeReason },
  ];
}

export const ticketLogRoutes: readonly RouteDef[] = [
  contractRoute(c.scan, {
    prefetch: ({ tx, tenantId, userId, body }) => readScanContext(tx, tenantId, userId, body),
    group: {
      // One ticket's scans take turns across groups: a second group would wait for the first one's bundle lock
      // and then see its claim counters as they were (its snapshot predates that commit).
      key: (body) => scanKey(body.code),
      prefetch: (tx, tenantId, items) => readScanContexts(tx, tenantId, items.map((i) => ({ callerId: i.userId, input: i.body }))),
      handle: async (tx, entries) => {
        const { results, written } = await scanGroup(
          tx,
          entries.map((e) => ({ actor: actorOf(e), input: e.body, now: e.now, prefetched: e.prefetched })),
        );
        return { replies: results.map((body) => (body === null || body === LATER ? body : { body })), written };
      },
    },
    handle: async (ctx) => ({ body: await scan(ctx.tx, actorOf(ctx), ctx.body(), ctx.deps.now(), true, ctx.prefetched ?? null) }),
  }),
  contractRoute(c.batch, {
    handle: async (ctx) => ({ body: await scanBatch(ctx.tx, actorOf(ctx), ctx.body(), ctx.deps.now(), ctx.locale) }),
  }),
  contractRoute(c.mine, {
    handle: async (ctx) => ({ body: await listTicketLogs(ctx.tx, actorOf(ctx), ctx.query(), true) }),
  }),
  contractRoute(c.export, {
    handle: async (ctx) => {
      const page = await exportTicketLogs(ctx.tx, actorOf(ctx), ctx.query(), CatalogLimits.exportRowsMax);
      const columns = exportColumns(ctx.locale);
      // The totals row covers the whole filter, not only the exported rows.
      const totals: Partial<Record<string, string | number>> = {
        'Scanning.Field.BusinessDate': translate(ctx.locale, 'Scanning.Export.TotalRow'),
        'Scanning.Field.Qty': page.totals.qty,
        'Scanning.Field.Amount': page.totals.amount,
      };
      const footer = columns.map((col) => (typeof col.header === 'string' ? (totals[col.header] ?? null) : null));
      return xlsxReply(ctx.locale, 'Scanning.Export.Title', columns, page.items, new Date(ctx.deps.now()), footer);
    },
  }),
  contractRoute(c.list, {
    handle: async (ctx) => ({ body: await listTicketLogs(ctx.tx, actorOf(ctx), ctx.query()) }),
  }),
  contractRoute(c.revoke, {
    handle: async (ctx) => ({ body: await revoke(ctx.tx, actorOf(ctx), pathId(ctx.params), ctx.body, ctx.deps.now()) }),
  }),
];
