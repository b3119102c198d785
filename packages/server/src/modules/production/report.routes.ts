import { CuttingTimeContracts } from '@eticket/core/production';
import { contractRoute, type RouteDef } from '../../http/route';
import { XLSX_CONTENT_TYPE } from '../catalog/xlsx';
import { cuttingReportOf, cuttingReportWorkbook } from './report.service';

/** The cutting report over HTTP: the rows, or the workbook as an attachment named with today's date. */
export const cuttingReportRoutes: readonly RouteDef[] = [
  contractRoute(CuttingTimeContracts.report, {
    handle: async ({ tx, principal, query }) => ({ body: await cuttingReportOf(tx, principal.tenantId, query()) }),
  }),
  contractRoute(CuttingTimeContracts.exportReport, {
    handle: async ({ tx, principal, query, locale, deps }) => {
      const { bytes, title } = await cuttingReportWorkbook(tx, principal.tenantId, query(), locale);
      const stamp = new Date(deps.now()).toISOString().slice(0, 10).replace(/-/g, '');
      return {
        bytes,
        headers: {
          'content-type': XLSX_CONTENT_TYPE,
          'content-disposition': `attachment; filename="cutting-report-${stamp}.xlsx"; filename*=UTF-8''${encodeURIComponent(`${title}-${stamp}.xlsx`)}`,
        },
      };
    },
  }),
];
