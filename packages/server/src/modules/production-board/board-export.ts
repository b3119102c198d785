import { translate, type Locale, type MessageKey } from '@eticket/core/i18n';
import type { ProductionReceiptDto, ReceiptListFilter, SummaryDto, SummaryFilter, SummaryRowDto } from '@eticket/core/production-board';
import type { TenantTx } from '../../db/context';
import type { Reply } from '../../http/types';
import { buildXlsx, XLSX_CONTENT_TYPE, type XlsxColumn } from '../catalog/xlsx';
import { productionSummary } from './board.service';
import { receiptPage } from './board.store';

/** The boards' Excel exports: the summary as shown (plus a total row) and the filtered receipts. */

const GROUP_KEYS = { style: 'ProductionBoard.Field.Style', order: 'ProductionBoard.Field.OrderNo', day: 'ProductionBoard.Field.Date' } as const satisfies Record<SummaryDto['groupBy'], MessageKey>;
const STAGE_KEYS = {
  cutting: 'ProductionBoard.Stage.cutting',
  sewing: 'ProductionBoard.Stage.sewing',
  finishing: 'ProductionBoard.Stage.finishing',
  pressing: 'ProductionBoard.Stage.pressing',
  packing: 'ProductionBoard.Stage.packing',
  other: 'ProductionBoard.Stage.other',
} as const satisfies Record<string, MessageKey>;

function attachment(bytes: Uint8Array<ArrayBuffer>, name: string, title: string, now: number): Reply {
  const stamp = new Date(now).toISOString().slice(0, 10).replace(/-/g, '');
  return {
    bytes,
    headers: {
      'content-type': XLSX_CONTENT_TYPE,
      'content-disposition': `attachment; filename="${name}-${stamp}.xlsx"; filename*=UTF-8''${encodeURIComponent(`${title}-${stamp}.xlsx`)}`,
    },
  };
}

export async function summaryWorkbook(tx: TenantTx, tenantId: string, f: SummaryFilter, locale: Locale, now: number): Promise<Reply> {
  const dto = await productionSummary(tx, tenantId, f, now);
  const columns: XlsxColumn<SummaryRowDto>[] = [
    { header: GROUP_KEYS[dto.groupBy], width: 20, value: (r) => r.label },
    ...(dto.groupBy === 'day' ? [] : [{ header: 'ProductionBoard.Field.Style' as const, width: 24, value: (r: SummaryRowDto) => r.detail }]),
    { header: 'ProductionBoard.Field.CutQty', kind: 'int', value: (r) => r.cutQty },
    ...dto.stages.map((stage): XlsxColumn<SummaryRowDto> => ({ header: STAGE_KEYS[stage], kind: 'int', value: (r) => r.reported[stage] })),
    { header: 'ProductionBoard.Field.Reported', kind: 'int', value: (r) => r.reportedQty },
    { header: 'ProductionBoard.Field.Completed', kind: 'int', value: (r) => r.completedQty },
  ];
  const footer = [
    translate(locale, 'ProductionBoard.Summary.Total'),
    ...(dto.groupBy === 'day' ? [] : [null]),
    dto.totals.cutQty,
    ...dto.stages.map((s) => dto.totals.reported[s]),
    dto.totals.reportedQty,
    dto.totals.completedQty,
  ];
  const title = translate(locale, 'ProductionBoard.Summary.Title');
  return attachment(await buildXlsx(locale, title, columns, dto.rows, footer), 'production-summary', title, now);
}

export async function receiptsWorkbook(tx: TenantTx, tenantId: string, f: ReceiptListFilter, locale: Locale, now: number): Promise<Reply> {
  const page = await receiptPage(tx, tenantId, f, true);
  const cells = (r: ProductionReceiptDto) => r.lines.map((l) => `${l.color}/${l.size}: ${String(l.qty)}`).join('; ');
  const columns: XlsxColumn<ProductionReceiptDto>[] = [
    { header: 'ProductionBoard.Receipt.No', width: 20, value: (r) => r.receiptNo },
    { header: 'ProductionBoard.Receipt.Date', width: 12, value: (r) => r.receiptDate },
    { header: 'ProductionBoard.Field.OrderNo', value: (r) => r.orderNo },
    { header: 'ProductionBoard.Field.Style', width: 24, value: (r) => `${r.styleNo} ${r.productName}` },
    { header: 'ProductionBoard.Field.Customer', value: (r) => r.customerName },
    { header: 'ProductionBoard.Receipt.TotalQty', kind: 'int', value: (r) => r.totalQty },
    { header: 'ProductionBoard.Receipt.Receiver', value: (r) => r.receiver },
    { header: { text: `${translate(locale, 'ProductionBoard.Field.Color')} × ${translate(locale, 'ProductionBoard.Field.Size')}` }, width: 48, value: cells },
    { header: 'ProductionBoard.Receipt.Remark', width: 24, value: (r) => r.remark },
  ];
  const footer = [translate(locale, 'ProductionBoard.Summary.Total'), null, null, null, null, page.totalQty];
  const title = translate(locale, 'ProductionBoard.Receipt.Title');
  return attachment(await buildXlsx(locale, title, columns, page.items, footer), 'production-receipts', title, now);
}
