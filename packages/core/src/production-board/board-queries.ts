import type { QtyLine } from '../domain/bundles';
import { isBusinessDate } from '../production/business-date';
import { readId, readKeyword, readPage, readRange, type DateRange, type PageWindow, type RawQuery } from '../production/queries';
import { InputReader, property, type Validated } from '../validation/input-reader';
import { queryText } from '../validation/wire';
import { daysBetween } from './board-dates';
import { SUMMARY_GROUPS, type ReceiptInput, type SummaryGroup } from './production-board.types';

/** The boards' queries and the receipt body, read alike by the server and the forms. */

export const BoardLimits = {
  /** The longest summary range, in days. */
  summaryDaysMax: 370,
  receiverMax: 50,
  remarkMax: 200,
  receiptLinesMax: 2000,
  qtyMax: 1_000_000,
} as const;

export interface KeywordPage extends PageWindow {
  keyword: string | null;
}

export function parseKeywordPage(rawQuery: unknown): Validated<KeywordPage> {
  const raw: RawQuery = queryText(rawQuery);
  const reader = new InputReader();
  return reader.result({ keyword: readKeyword(reader, raw), ...readPage(reader, raw) });
}

export function parsePage(rawQuery: unknown): Validated<PageWindow> {
  const reader = new InputReader();
  return reader.result(readPage(reader, queryText(rawQuery)));
}

export interface SummaryFilter {
  groupBy: SummaryGroup;
  /** Absent: the server fills the last 30 days. */
  range: DateRange;
}

export function parseSummaryQuery(rawQuery: unknown): Validated<SummaryFilter> {
  const raw = queryText(rawQuery);
  const reader = new InputReader();
  const groupText = (raw.groupBy ?? '').trim();
  const groupBy = groupText === '' ? 'day' : SUMMARY_GROUPS.find((g) => g === groupText);
  if (groupBy === undefined) reader.fail('groupBy', 'ProductionBoard.Validation.GroupBy');
  const range = readRange(reader, raw, 'from', 'to');
  if (range.start !== null && range.end !== null && daysBetween(range.start, range.end) >= BoardLimits.summaryDaysMax) {
    reader.fail('to', 'ProductionBoard.Validation.RangeTooLong', { days: BoardLimits.summaryDaysMax });
  }
  return reader.result({ groupBy: groupBy ?? 'day', range });
}

export interface ReceiptListFilter extends KeywordPage {
  orderId: string | null;
  range: DateRange;
}

export function parseReceiptListQuery(rawQuery: unknown): Validated<ReceiptListFilter> {
  const raw = queryText(rawQuery);
  const reader = new InputReader();
  return reader.result({
    keyword: readKeyword(reader, raw),
    orderId: readId(reader, raw, 'orderId'),
    range: readRange(reader, raw, 'from', 'to'),
    ...readPage(reader, raw),
  });
}

/** A receipt: the order, the date, who received, and the colour × size lines (zero lines dropped, at least one piece). */
export function validateReceiptInput(raw: unknown): Validated<ReceiptInput> {
  const r = new InputReader();
  const orderId = r.id('orderId', property(raw, 'orderId'));
  const receiptDate = r.text('receiptDate', property(raw, 'receiptDate'), 10);
  if (!r.failed('receiptDate') && !isBusinessDate(receiptDate)) r.fail('receiptDate', 'Production.Validation.DateInvalid');
  const receiver = r.optionalText('receiver', property(raw, 'receiver'), BoardLimits.receiverMax) ?? '';
  const remark = r.optionalText('remark', property(raw, 'remark'), BoardLimits.remarkMax);
  const entries = r.list('lines', property(raw, 'lines'), BoardLimits.receiptLinesMax);
  const lines: QtyLine[] = entries.map((entry, i) => ({
    color: r.text(`lines[${String(i)}].color`, property(entry, 'color'), 50),
    size: r.text(`lines[${String(i)}].size`, property(entry, 'size'), 50),
    qty: r.integer(`lines[${String(i)}].qty`, property(entry, 'qty'), 0, BoardLimits.qtyMax),
  }));
  const kept = lines.filter((l) => l.qty > 0);
  if (!r.failed('lines') && kept.length === 0) r.fail('lines', 'ProductionBoard.Receipt.Empty');
  return r.result({ orderId, receiptDate, receiver, lines: kept, remark });
}
