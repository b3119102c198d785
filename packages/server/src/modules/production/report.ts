import { translate, type Locale } from '@eticket/core/i18n';
import {
  CUTTING_REPORT_DIMENSION_LABEL_KEYS,
  CuttingTimeContracts,
  cuttingReport,
  type CuttingReportDto,
  type CuttingReportFilter,
  type CuttingReportRowDto,
  type CuttingReportSourceRow,
} from '@eticket/core/production';
import { and, eq, gte, lte, ne } from 'drizzle-orm';
import type { TenantTx } from '../../db/context';
import { cuttingTimes, orders, products } from '../../db/schema/index';
import { contractRoute, type RouteDef } from '../../http/route';
import { XLSX_CONTENT_TYPE, buildXlsx, type XlsxColumn } from '../catalog/xlsx';

/**
 * The cutting report (裁床报表, domain §6.2): cut quantities of the live bundles per bed, grouped by day,
 * style, order and/or cutter with core `cuttingReport`; over/under cut against the order when grouped by
 * order. The Excel export writes the same rows plus a total row.
 */

async function report(tx: TenantTx, tenantId: string, f: CuttingReportFilter): Promise<CuttingReportDto> {
  const rows: CuttingReportSourceRow[] = await tx
    .select({
      cuttingTimeId: cuttingTimes.id,
      cutDate: cuttingTimes.cutDate,
      orderId: orders.id,
      orderNo: orders.orderNo,
      orderQty: orders.totalQty,
      productId: products.id,
      styleNo: products.styleNo,
      productName: products.name,
      cutterUserId: cuttingTimes.cutterUserId,
      cutterName: cuttingTimes.cutterName,
      bundleCount: cuttingTimes.totalBundles,
      qty: cuttingTimes.totalQty,
    })
    .from(cuttingTimes)
    .innerJoin(orders, and(eq(orders.tenantId, cuttingTimes.tenantId), eq(orders.id, cuttingTimes.orderId)))
    .innerJoin(products, and(eq(products.tenantId, orders.tenantId), eq(products.id, orders.productId)))
    .where(
      and(
        eq(cuttingTimes.tenantId, tenantId),
        ne(cuttingTimes.status, 'void'),
        f.cutDate.start === null ? undefined : gte(cuttingTimes.cutDate, f.cutDate.start),
        f.cutDate.end === null ? undefined : lte(cuttingTimes.cutDate, f.cutDate.end),
        f.cutterUserId === null ? undefined : eq(cuttingTimes.cutterUserId, f.cutterUserId),
        f.customerId === null ? undefined : eq(orders.customerId, f.customerId),
        f.productId === null ? undefined : eq(orders.productId, f.productId),
      ),
    );
  return cuttingReport(rows, f.groupBy);
}

function columns(locale: Locale, dto: CuttingReportDto): XlsxColumn<CuttingReportRowDto>[] {
  const t = (key: string) => ({ text: translate(locale, key) });
  const unassigned = translate(locale, 'Production.Report.Unassigned');
  const keyColumns = dto.groupBy.map(
    (dimension, i): XlsxColumn<CuttingReportRowDto> => ({
      header: t(CUTTING_REPORT_DIMENSION_LABEL_KEYS[dimension]),
      width: dimension === 'style' ? 28 : 16,
      value: (row) => {
        const label = row.keys[i]?.label ?? '';
        return label === '' ? unassigned : label;
      },
    }),
  );
  const byOrder = dto.rows.some((r) => r.orderQty !== null);
  return [
    ...keyColumns,
    { header: t('Production.Field.BedCount'), kind: 'int', value: (r) => r.bedCount },
    { header: t('Production.Field.BundleCount'), kind: 'int', value: (r) => r.bundleCount },
    { header: t('Production.Field.CutQty'), kind: 'int', value: (r) => r.qty },
    ...(byOrder
      ? [
          { header: t('Production.Field.TotalQty'), kind: 'int' as const, value: (r: CuttingReportRowDto) => r.orderQty },
          { header: t('Production.Report.Difference'), kind: 'int' as const, value: (r: CuttingReportRowDto) => r.difference },
        ]
      : []),
  ];
}

export const cuttingReportRoutes: readonly RouteDef[] = [
  contractRoute(CuttingTimeContracts.report, {
    handle: async ({ tx, principal, query }) => ({ body: await report(tx, principal.tenantId, query()) }),
  }),
  contractRoute(CuttingTimeContracts.exportReport, {
    handle: async ({ tx, principal, query, locale, deps }) => {
      const dto = await report(tx, principal.tenantId, query());
      const cols = columns(locale, dto);
      const footer = [translate(locale, 'Production.Report.TotalRow'), ...dto.groupBy.slice(1).map(() => null), dto.totals.bedCount, dto.totals.bundleCount, dto.totals.qty];
      const title = translate(locale, 'Production.Report.Title');
      const bytes = await buildXlsx(locale, title, cols, dto.rows, footer);
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
