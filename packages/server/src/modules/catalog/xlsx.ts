import { formatDateTime } from '@eticket/core/format';
import { translate, type Locale, type MessageKey } from '@eticket/core/i18n';
import ExcelJS from 'exceljs';
import type { Reply } from '../../http/types';

/**
 * "Export to Excel" of a filtered list: one sheet, translated headers, prices as numbers with up to 6
 * decimals (Excel can sum them), yes/no and dates as text in the reader's language.
 */

export type CellKind = 'text' | 'int' | 'price' | 'bool' | 'dateTime';

export interface XlsxColumn<T> {
  /** A text key, or literal text for data-driven columns (a technical level's name). */
  header: MessageKey | { text: string };
  kind?: CellKind;
  width?: number;
  value: (row: T) => string | number | boolean | Date | null;
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function cell(locale: Locale, kind: CellKind, value: string | number | boolean | Date | null): ExcelJS.CellValue {
  if (value === null) return null;
  switch (kind) {
    case 'bool':
      return translate(locale, value === true ? 'Catalog.Common.Yes' : 'Catalog.Common.No');
    case 'dateTime':
      return formatDateTime(value instanceof Date ? value : String(value));
    case 'price':
    case 'int':
      // Prices have ≤ 6 decimals and stay far below 2^53 micro-units, so the double is exact enough to display.
      return typeof value === 'number' ? value : Number(value);
    case 'text':
      return value instanceof Date ? value.toISOString() : String(value);
  }
}

/** The workbook bytes of one sheet. */
export async function buildXlsx<T>(
  locale: Locale,
  title: string,
  columns: readonly XlsxColumn<T>[],
  rows: readonly T[],
  footer?: readonly (string | number | null)[],
): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Eticket';
  // Sheet names: at most 31 characters and none of : \ / ? * [ ]
  const sheet = workbook.addWorksheet(title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1');
  sheet.columns = columns.map((column) => ({
    header: typeof column.header === 'string' ? translate(locale, column.header) : column.header.text,
    width: column.width ?? (column.kind === 'dateTime' ? 20 : 16),
    style: column.kind === 'price' ? { numFmt: '0.00####' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of rows) sheet.addRow(columns.map((column) => cell(locale, column.kind ?? 'text', column.value(row))));
  if (footer) sheet.addRow(columns.map((column, i) => cell(locale, column.kind ?? 'text', footer[i] ?? null))).font = { bold: true };
  const buffer = await workbook.xlsx.writeBuffer();
  return new Uint8Array(buffer);
}

/** The download reply: `<title>-<yyyyMMdd>.xlsx`, the name in UTF-8 (RFC 6266 filename*) with an ASCII fallback. */
export async function xlsxReply<T>(
  locale: Locale,
  titleKey: MessageKey,
  columns: readonly XlsxColumn<T>[],
  rows: readonly T[],
  now: Date,
  footer?: readonly (string | number | null)[],
): Promise<Reply> {
  const title = translate(locale, titleKey);
  const bytes = await buildXlsx(locale, title, columns, rows, footer);
  const stamp = now.toISOString().slice(0, 10).replace(/-/g, '');
  const fileName = `${title}-${stamp}.xlsx`;
  return {
    bytes,
    headers: {
      'content-type': XLSX_CONTENT_TYPE,
      'content-disposition': `attachment; filename="export-${stamp}.xlsx"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    },
  };
}
