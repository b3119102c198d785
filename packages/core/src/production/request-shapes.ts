import type { BundleCell } from '../domain/bundles';
import { PagingLimits } from '../paging/paging';
import { InputReader, property, type Validated } from '../validation/input-reader';
import {
  queryText,
  wireAny,
  wireEnum,
  wireList,
  wireNumber,
  wireOptionalEnum,
  wireOptionalList,
  wireOptionalNumber,
  wireOptionalString,
  wireString,
} from '../validation/wire';
import { ProductionLimits } from './limits';
import {
  BUNDLE_STATUSES,
  TICKET_TEMPLATES,
  type BundlePlanRequest,
  type BundleStatus,
  type ColorLayers,
  type CopyCuttingTimeInput,
  type CuttingTimeInput,
  type OrderInput,
  type SizeRatio,
  type TicketPrintOptions,
  type TicketTemplate,
} from './production.types';

/**
 * The wire shapes of the production request bodies and the queries the core list readers do not cover:
 * what a client must send before the rules of `validateOrderInput`, `validateCuttingTimeInput`,
 * `planFromRequest` and `resolvePrintSelection` run on it against the stored order and bed.
 */

/** Names of colours and sizes, dates and free texts as the wire allows them (the rules are tighter). */
const NAME_MAX = 200;
const DATE_MAX = 40;
const TEXT_MAX = 2000;
const AXIS_MAX = 200;
const NUMBER = { minimum: 0, maximum: 1_000_000 };

function names(reader: InputReader, path: string, value: unknown): string[] {
  return wireList(reader, path, value, AXIS_MAX, (entry, at) => wireString(reader, at, entry, NAME_MAX));
}

export function readOrderInput(raw: unknown): Validated<OrderInput> {
  const r = new InputReader();
  const text = (name: string, max: number) => wireString(r, name, property(raw, name), max);
  const optional = (name: string) => wireOptionalString(r, name, property(raw, name), TEXT_MAX);
  return r.result({
    orderNo: text('orderNo', NAME_MAX),
    customerPoNo: optional('customerPoNo'),
    productId: r.id('productId', property(raw, 'productId')),
    customerId: r.optionalId('customerId', property(raw, 'customerId')),
    orderDate: text('orderDate', DATE_MAX),
    deliveryDate: text('deliveryDate', DATE_MAX),
    colors: names(r, 'colors', property(raw, 'colors')),
    sizes: names(r, 'sizes', property(raw, 'sizes')),
    quantities: wireList(r, 'quantities', property(raw, 'quantities'), AXIS_MAX, (row, at) =>
      wireList(r, at, row, AXIS_MAX, (cell, cellAt) => wireNumber(r, cellAt, cell, { minimum: 0, maximum: ProductionLimits.cellQtyMax })),
    ),
    remark: optional('remark'),
  });
}

/** A decimal sent as text or as a JSON number ("6.85" or 6.85); the rules read the text. */
function decimalText(reader: InputReader, path: string, value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  const text = wireOptionalString(reader, path, value, DATE_MAX);
  reader.describe(path, { type: ['string', 'null'], pattern: '^\\d+(\\.\\d{1,2})?$' }, false);
  return text;
}

export function readCuttingTimeInput(raw: unknown): Validated<CuttingTimeInput> {
  const r = new InputReader();
  const optional = (name: string) => wireOptionalString(r, name, property(raw, name), TEXT_MAX);
  const ratios = wireList(r, 'ratios', property(raw, 'ratios'), AXIS_MAX, (entry, at): SizeRatio => ({
    size: wireString(r, `${at}.size`, property(entry, 'size'), NAME_MAX),
    ratio: wireNumber(r, `${at}.ratio`, property(entry, 'ratio'), { minimum: 0, maximum: ProductionLimits.ratioMax }),
  }));
  const colors = wireList(r, 'colors', property(raw, 'colors'), AXIS_MAX, (entry, at): ColorLayers => ({
    color: wireString(r, `${at}.color`, property(entry, 'color'), NAME_MAX),
    layers: wireNumber(r, `${at}.layers`, property(entry, 'layers'), { minimum: 0, maximum: ProductionLimits.layersMax }),
  }));
  return r.result({
    orderId: r.id('orderId', property(raw, 'orderId')),
    cutDate: wireString(r, 'cutDate', property(raw, 'cutDate'), DATE_MAX),
    cutterUserId: r.optionalId('cutterUserId', property(raw, 'cutterUserId')),
    cutterName: optional('cutterName'),
    fabricName: optional('fabricName'),
    fabricColor: optional('fabricColor'),
    dyeLot: optional('dyeLot'),
    markerNo: optional('markerNo'),
    markerLength: decimalText(r, 'markerLength', property(raw, 'markerLength')),
    markerWidth: decimalText(r, 'markerWidth', property(raw, 'markerWidth')),
    lossRate: decimalText(r, 'lossRate', property(raw, 'lossRate')),
    ratios,
    colors,
    remark: optional('remark'),
    ticketNote: optional('ticketNote'),
  });
}

const BUNDLE_MODES = ['multiple', 'split'] as const;

export function readBundlePlanRequest(raw: unknown): Validated<BundlePlanRequest> {
  const r = new InputReader();
  const grid = wireList(r, 'grid', property(raw, 'grid'), AXIS_MAX, (row, at) =>
    wireList(r, at, row, AXIS_MAX, (cell, cellAt): BundleCell =>
      // An empty cell (null) plans nothing.
      cell === null
        ? { input: 0, bundles: 0 }
        : { input: wireNumber(r, `${cellAt}.input`, property(cell, 'input'), NUMBER), bundles: wireNumber(r, `${cellAt}.bundles`, property(cell, 'bundles'), NUMBER) },
    ),
  );
  return r.result({
    mode: wireEnum(r, 'mode', property(raw, 'mode'), BUNDLE_MODES),
    colors: names(r, 'colors', property(raw, 'colors')),
    sizes: names(r, 'sizes', property(raw, 'sizes')),
    grid,
    startNo: wireOptionalNumber(r, 'startNo', property(raw, 'startNo'), NUMBER),
    customNumbers: wireOptionalList(r, 'customNumbers', property(raw, 'customNumbers'), ProductionLimits.picksMax, (n, at) => wireNumber(r, at, n, NUMBER)),
    dyeLots: wireOptionalList(r, 'dyeLots', property(raw, 'dyeLots'), ProductionLimits.picksMax, (lot, at) => wireOptionalString(r, at, lot, NAME_MAX)),
  });
}

export function readCopyCuttingTimeInput(raw: unknown): Validated<CopyCuttingTimeInput> {
  const r = new InputReader();
  return r.result({
    cutDate: wireOptionalString(r, 'cutDate', property(raw, 'cutDate'), DATE_MAX),
    withBundles: r.boolean('withBundles', property(raw, 'withBundles'), true),
  });
}

/** PUT bundle/{id}: only the fields sent change (an absent field stays, a null one is cleared). */
export interface BundlePatch {
  qty?: number;
  dyeLot?: string | null;
  note?: string | null;
}

export function readBundlePatch(raw: unknown): Validated<BundlePatch> {
  const r = new InputReader();
  const qty = wireOptionalNumber(r, 'qty', property(raw, 'qty'), { minimum: 1, maximum: ProductionLimits.bundleQtyMax });
  const dyeLot = wireOptionalString(r, 'dyeLot', property(raw, 'dyeLot'), NAME_MAX);
  const note = wireOptionalString(r, 'note', property(raw, 'note'), TEXT_MAX);
  const sent = (name: string) => property(raw, name) !== undefined;
  if (sent('qty') && qty === null) r.fail('qty', 'Catalog.Validation.Invalid');
  return r.result({
    ...(qty === null ? {} : { qty }),
    ...(sent('dyeLot') ? { dyeLot } : {}),
    ...(sent('note') ? { note } : {}),
  });
}

/** A print request as read: the selection (`from`, `to`, `picks`) is checked by `resolvePrintSelection`. */
export interface TicketPrintInput {
  from: unknown;
  to: unknown;
  picks: unknown;
  cuttingTimeId: string | null;
  template: TicketTemplate;
  copies: number;
  options: TicketPrintOptions;
  /** Part tickets only; null = every part marked for tickets. */
  partIds: string[] | null;
}

const COMPANY_NAME_MAX = 100;
const NOTE_KEY_MAX = 12;

function readPerTicketNotes(r: InputReader, path: string, value: unknown): Readonly<Record<string, string>> | null {
  r.describe(path, { type: ['object', 'null'] }, false);
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) {
    r.fail(path, 'Catalog.Validation.Invalid');
    return null;
  }
  const notes: Record<string, string> = {};
  for (const [key, note] of Object.entries(value)) {
    if (key.length > NOTE_KEY_MAX) r.fail(path, 'Catalog.Validation.Invalid');
    else notes[key] = wireString(r, `${path}.${key}`, note, ProductionLimits.noteMax);
  }
  return notes;
}

function readPrintOptions(r: InputReader, raw: unknown): TicketPrintOptions {
  if (raw !== undefined && raw !== null && (typeof raw !== 'object' || Array.isArray(raw))) r.fail('options', 'Catalog.Validation.Invalid');
  return {
    rotate180: r.boolean('options.rotate180', property(raw, 'rotate180'), false),
    showPrices: r.boolean('options.showPrices', property(raw, 'showPrices'), false),
    showProcedures: r.boolean('options.showProcedures', property(raw, 'showProcedures'), true),
    companyName: wireOptionalString(r, 'options.companyName', property(raw, 'companyName'), COMPANY_NAME_MAX),
    ticketNote: wireOptionalString(r, 'options.ticketNote', property(raw, 'ticketNote'), ProductionLimits.noteMax),
    perTicketNotes: readPerTicketNotes(r, 'options.perTicketNotes', property(raw, 'perTicketNotes')),
  };
}

export function readTicketPrintInput(raw: unknown): Validated<TicketPrintInput> {
  const r = new InputReader();
  const bundleNo = { type: ['integer', 'null'], minimum: 1, maximum: 100_000 } as const;
  return r.result({
    from: wireAny(r, 'from', property(raw, 'from'), { ...bundleNo, type: [...bundleNo.type] }),
    to: wireAny(r, 'to', property(raw, 'to'), { ...bundleNo, type: [...bundleNo.type] }),
    picks: wireAny(r, 'picks', property(raw, 'picks'), { type: ['array', 'null'], maxItems: ProductionLimits.picksMax, items: { type: 'integer', minimum: 1, maximum: 100_000 } }),
    cuttingTimeId: r.optionalId('cuttingTimeId', property(raw, 'cuttingTimeId')),
    template: wireEnum(r, 'template', property(raw, 'template'), TICKET_TEMPLATES),
    copies: r.integer('copies', property(raw, 'copies'), 1, ProductionLimits.copiesMax, 1),
    options: readPrintOptions(r, property(raw, 'options')),
    partIds: wireOptionalList(r, 'partIds', property(raw, 'partIds'), AXIS_MAX, (id, at) => r.id(at, id)),
  });
}

// ---- Queries -----------------------------------------------------------------------------------------------

/** GET bundle: the bundles of an order or bed, for picking what to print. */
export interface BundleListFilter {
  orderId: string | null;
  cuttingTimeId: string | null;
  color: string | null;
  size: string | null;
  status: BundleStatus | null;
  printed: boolean | null;
  skipCount: number;
  maxResultCount: number;
}

export function readBundleListQuery(raw: unknown): Validated<BundleListFilter> {
  const r = new InputReader();
  const q = queryText(raw);
  return r.result({
    orderId: r.optionalId('orderId', q.orderId),
    cuttingTimeId: r.optionalId('cuttingTimeId', q.cuttingTimeId),
    color: wireOptionalString(r, 'color', q.color, NAME_MAX),
    size: wireOptionalString(r, 'size', q.size, NAME_MAX),
    status: wireOptionalEnum(r, 'status', q.status, BUNDLE_STATUSES),
    printed: r.optionalBoolean('printed', q.printed),
    skipCount: r.integer('skipCount', q.skipCount, 0, 1_000_000_000, 0),
    // The print page lists a whole order at once (a big bed is ≈ 2,000 bundles).
    maxResultCount: r.integer('maxResultCount', q.maxResultCount, 1, ProductionLimits.picksMax, PagingLimits.pageSizeDefault),
  });
}

/** GET order/{id}/statistics: `excludeBundles=true` (or 1) leaves the bundle rows out. */
export function readStatisticsQuery(raw: unknown): Validated<{ excludeBundles: boolean }> {
  const r = new InputReader();
  r.describe('excludeBundles', { type: 'boolean' }, false);
  const value = queryText(raw).excludeBundles;
  return r.result({ excludeBundles: value === 'true' || value === '1' });
}
