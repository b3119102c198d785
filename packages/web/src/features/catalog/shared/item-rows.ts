import { formatPrice, type PartItem, type PriceMode, type ProcedureItem, type ProcedureStage, type ProductProcedureDto } from '@eticket/core/catalog';
import { sum, tryParseDecimal } from '@eticket/core/money';
import { moveRow } from '../../../components/data-ui/move-row';

/**
 * Parts and procedures as the editors hold them: every value as typed (the core validators read these
 * rows as they are), plus a client key for React. A stored part or procedure keeps its `id`, so its
 * prices and (later) orders keep pointing at it after an edit.
 */

let lastKey = 0;
export function newRowKey(): string {
  lastKey += 1;
  return `row-${lastKey}`;
}

export interface PartRow {
  key: string;
  id: string | null;
  name: string;
  code: string;
  piecesPerGarment: string;
  printTicket: boolean;
}

export interface ProcedureRow {
  key: string;
  id: string | null;
  seq: string;
  name: string;
  code: string;
  stage: ProcedureStage;
  standardMinutes: string;
  defaultPrice: string;
  priceMode: PriceMode;
  showPrice: boolean;
  /** Styles only: the part it works on ('' = none), outsourceable, quality-check point. */
  partName: string;
  isOutsourceable: boolean;
  isQcPoint: boolean;
}

export function partRow(item: PartItem & { id?: string | null }): PartRow {
  return {
    key: newRowKey(),
    id: item.id ?? null,
    name: item.name,
    code: item.code ?? '',
    piecesPerGarment: String(item.piecesPerGarment),
    printTicket: item.printTicket,
  };
}

export function emptyPartRow(): PartRow {
  return { key: newRowKey(), id: null, name: '', code: '', piecesPerGarment: '1', printTicket: true };
}

type ProcedureSource = ProcedureItem & Partial<Pick<ProductProcedureDto, 'partName' | 'isOutsourceable' | 'isQcPoint'>> & { id?: string | null };

export function procedureRow(item: ProcedureSource): ProcedureRow {
  return {
    key: newRowKey(),
    id: item.id ?? null,
    seq: String(item.seq),
    name: item.name,
    code: item.code ?? '',
    stage: item.stage,
    standardMinutes: item.standardMinutes ?? '',
    defaultPrice: item.defaultPrice,
    priceMode: item.priceMode,
    showPrice: item.showPrice,
    partName: item.partName ?? '',
    isOutsourceable: item.isOutsourceable ?? false,
    isQcPoint: item.isQcPoint ?? false,
  };
}

/** A new procedure after the last: the next seq, sewing, one price, price shown. */
export function emptyProcedureRow(rows: readonly ProcedureRow[]): ProcedureRow {
  const last = rows.reduce((max, row) => Math.max(max, Number.parseInt(row.seq, 10) || 0), 0);
  return {
    key: newRowKey(),
    id: null,
    seq: String(last + 1),
    name: '',
    code: '',
    stage: 'sewing',
    standardMinutes: '',
    defaultPrice: '',
    priceMode: 'default',
    showPrice: true,
    partName: '',
    isOutsourceable: false,
    isQcPoint: false,
  };
}

/**
 * Move a procedure by one place. Procedures are ordered by seq, so the two swap their seq numbers too:
 * the list stays in seq order and the numbers printed on tickets follow the new order.
 */
export function moveProcedure(rows: readonly ProcedureRow[], index: number, delta: -1 | 1): ProcedureRow[] {
  const other = rows[index + delta];
  const row = rows[index];
  if (other === undefined || row === undefined) return [...rows];
  const swapped = rows.map((r) => (r === row ? { ...r, seq: other.seq } : r === other ? { ...r, seq: row.seq } : r));
  return moveRow(swapped, index, delta);
}

/**
 * The core validators return procedures ordered by seq, and the server reports errors by position in
 * what it was sent: the form shows the rows in that same order before saving.
 */
export function sortBySeq(rows: readonly ProcedureRow[]): ProcedureRow[] {
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => (Number.parseInt(a.row.seq, 10) || 0) - (Number.parseInt(b.row.seq, 10) || 0) || a.index - b.index)
    .map(({ row }) => row);
}

/** Σ of the default prices typed so far; a price that is not a number yet counts as 0. */
export function typedTotal(rows: readonly Pick<ProcedureRow, 'defaultPrice'>[]): string {
  return formatPrice(sum(rows.map((row) => tryParseDecimal(row.defaultPrice) ?? 0n)));
}
