import { ReportContracts } from '@eticket/core/reports';
import { contractRoute, type RouteDef } from '../../http/route';
import type { TenantCtx } from '../../http/types';
import { reportOf, reportWorkbook, type ReportCaller } from './reports.service';

/** The report center over HTTP: the report as JSON, or as a workbook named after the report and today. */

const callerOf = (ctx: TenantCtx): ReportCaller => ({ tenantId: ctx.principal.tenantId, userId: ctx.principal.userId, locale: ctx.locale });

export const reportRoutes: readonly RouteDef[] = [
  contractRoute(ReportContracts.export, {
    handle: async (ctx) => reportWorkbook(ctx.tx, callerOf(ctx), ctx.query(), new Date(ctx.deps.now())),
  }),
  contractRoute(ReportContracts.get, {
    handle: async (ctx) => ({ body: await reportOf(ctx.tx, callerOf(ctx), ctx.query()) }),
  }),
];
