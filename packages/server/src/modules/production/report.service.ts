import { translate, type Locale } from '@eticket/core/i18n';
import {
  CUTTING_REPORT_DIMENSION_LABEL_KEYS,
  cuttingReport,
  type CuttingReportDto,
  type CuttingReportFilter,
  type CuttingReportRowDto,
  type ReportedWork,
  type TicketOrganizationReportItemDto,
} from '@eticket/core/production';
import { organizationWorkReport } from '@eticket/core/scanning';
import type { TenantTx } from '../../db/context';
import { buildXlsx, type XlsxColumn } from '../catalog/xlsx';
import { cuttingReportRows } from './cutting.store';
import { reportedProcedureIdsOf, reportedWorkOf, workByMemberOf } from './work.store';

/**
 * The cutting report (裁床报表, domain §6.2): cut quantities of the live bundles per bed, grouped by day,
 * style, order and/or cutter with core `cuttingReport`; over/under cut against the order when grouped by
 * order. The Excel export writes the same rows plus a total row. Also the reported work of one order (from
 * the live work records), for its statistics and its report by organization and member.
 */

/** The report of the filtered beds, grouped as asked. */
export async function cuttingReportOf(tx: TenantTx, tenantId: string, f: CuttingReportFilter): Promise<CuttingReportDto> {
  return cuttingReport(await cuttingReportRows(tx, tenantId, f), f.groupBy);
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

/** The report as an Excel workbook (the rows plus a total row) and its title for the file name. */
export async function cuttingReportWorkbook(tx: TenantTx, tenantId: string, f: CuttingReportFilter, locale: Locale): Promise<{ bytes: Uint8Array<ArrayBuffer>; title: string }> {
  const dto = await cuttingReportOf(tx, tenantId, f);
  const cols = columns(locale, dto);
  const footer = [translate(locale, 'Production.Report.TotalRow'), ...dto.groupBy.slice(1).map(() => null), dto.totals.bedCount, dto.totals.bundleCount, dto.totals.qty];
  const title = translate(locale, 'Production.Report.Title');
  return { bytes: await buildXlsx(locale, title, cols, dto.rows, footer), title };
}

// ---- Reported work of an order ----------------------------------------------------------------------------

/** Σ of the live work records per (bundle, procedure): what order statistics derive progress from. */
export function orderReportedWork(tx: TenantTx, tenantId: string, orderId: string): Promise<ReportedWork[]> {
  return reportedWorkOf(tx, tenantId, orderId);
}

/** GET order/{id}/ticketOrganizationReport: organization → member → procedure, qty and exact amount. */
export async function orderOrganizationReport(tx: TenantTx, tenantId: string, orderId: string): Promise<TicketOrganizationReportItemDto[]> {
  return organizationWorkReport(await workByMemberOf(tx, tenantId, orderId));
}

/** The order's procedures with work records: a sync keeps their snapshot (paid prices stay as they were). */
export function reportedProcedureIds(tx: TenantTx, tenantId: string, orderId: string): Promise<Set<string>> {
  return reportedProcedureIdsOf(tx, tenantId, orderId);
}
