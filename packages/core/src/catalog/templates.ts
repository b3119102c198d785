import { copyTemplateItems } from '../domain/pricing';
import { parseDecimal, sum } from '../money/money';
import {
  PRICE_MODES,
  PROCEDURE_STAGES,
  type PartItem,
  type PartTemplateInput,
  type ProcedureItem,
  type ProcedureTemplateInput,
  type ProductPartInput,
  type ProductProcedureInput,
} from './catalog.types';
import { InputReader, nameKey, property, type Validated } from '../validation/input-reader';
import { CatalogLimits } from './limits';
import { formatPrice } from './money-text';

/**
 * Part and procedure lists, shared by the templates and the style: one reader for an item, one for the
 * list (count, uniqueness, order), so a template and a style refuse the same lists.
 */

/** One part; `sort` is set from the list position (the list order is the order). */
export function readPartItem(reader: InputReader, raw: unknown, path: string, position: number): PartItem {
  return {
    name: reader.text(`${path}.name`, property(raw, 'name'), CatalogLimits.partNameMax),
    code: reader.optionalText(`${path}.code`, property(raw, 'code'), CatalogLimits.codeMax),
    piecesPerGarment: reader.integer(`${path}.piecesPerGarment`, property(raw, 'piecesPerGarment'), 1, CatalogLimits.piecesPerGarmentMax, 1),
    printTicket: reader.boolean(`${path}.printTicket`, property(raw, 'printTicket'), true),
    sort: position + 1,
  };
}

/** Part names (and codes, when given) are unique in a list: procedures and part tickets name them. */
export function checkPartList(reader: InputReader, parts: readonly PartItem[], path: string): void {
  reader.unique(parts, (p) => nameKey(p.name), (i) => `${path}[${i}].name`, 'Catalog.Validation.DuplicatePart', (p) => p.name);
  reader.unique(parts, (p) => (p.code === null ? null : nameKey(p.code)), (i) => `${path}[${i}].code`, 'Catalog.Validation.DuplicateCode', (p) => p.code ?? '');
}

export function readProcedureItem(reader: InputReader, raw: unknown, path: string): ProcedureItem {
  return {
    seq: reader.integer(`${path}.seq`, property(raw, 'seq'), 1, CatalogLimits.seqMax),
    name: reader.text(`${path}.name`, property(raw, 'name'), CatalogLimits.procedureNameMax),
    code: reader.optionalText(`${path}.code`, property(raw, 'code'), CatalogLimits.codeMax),
    stage: reader.oneOf(`${path}.stage`, property(raw, 'stage'), PROCEDURE_STAGES, 'sewing'),
    standardMinutes: reader.optionalDecimal(`${path}.standardMinutes`, property(raw, 'standardMinutes'), {
      maxFractionDigits: CatalogLimits.standardMinutesDigits,
      min: 0n,
      max: CatalogLimits.standardMinutesMax,
    }),
    defaultPrice: readPrice(reader, `${path}.defaultPrice`, property(raw, 'defaultPrice')),
    priceMode: reader.oneOf(`${path}.priceMode`, property(raw, 'priceMode'), PRICE_MODES, 'default'),
    showPrice: reader.boolean(`${path}.showPrice`, property(raw, 'showPrice'), true),
  };
}

/** A piece rate: required, 0 … 999,999.999999, at most 6 decimals; canonical text ("1.50"). */
export function readPrice(reader: InputReader, path: string, value: unknown): string {
  return reader.decimal(path, value, { maxFractionDigits: CatalogLimits.priceDigits, min: 0n, max: CatalogLimits.priceMax, minFractionDigits: 2 });
}

/** Seq numbers are unique; the list is returned ordered by seq (stable for equal seqs, which are errors anyway). */
export function checkProcedureList<T extends ProcedureItem>(reader: InputReader, procedures: readonly T[], path: string): T[] {
  reader.unique(procedures, (p) => String(p.seq), (i) => `${path}[${i}].seq`, 'Catalog.Validation.DuplicateSeq', (p) => String(p.seq));
  return procedures
    .map((procedure, index) => ({ procedure, index }))
    .sort((a, b) => a.procedure.seq - b.procedure.seq || a.index - b.index)
    .map(({ procedure }) => procedure);
}

export function validatePartTemplateInput(raw: unknown): Validated<PartTemplateInput> {
  const reader = new InputReader();
  const name = reader.text('name', property(raw, 'name'), CatalogLimits.nameMax);
  const remark = reader.optionalText('remark', property(raw, 'remark'), CatalogLimits.remarkMax);
  const list = reader.list('items', property(raw, 'items'), CatalogLimits.partsMax);
  if (list.length === 0 && !reader.failed('items')) reader.fail('items', 'Catalog.Validation.ItemsRequired');
  const items = list.map((item, index) => readPartItem(reader, item, `items[${index}]`, index));
  checkPartList(reader, items, 'items');
  return reader.result({ name, remark, items });
}

export function validateProcedureTemplateInput(raw: unknown): Validated<ProcedureTemplateInput> {
  const reader = new InputReader();
  const name = reader.text('name', property(raw, 'name'), CatalogLimits.nameMax);
  const remark = reader.optionalText('remark', property(raw, 'remark'), CatalogLimits.remarkMax);
  const list = reader.list('items', property(raw, 'items'), CatalogLimits.proceduresMax);
  if (list.length === 0 && !reader.failed('items')) reader.fail('items', 'Catalog.Validation.ItemsRequired');
  const items = checkProcedureList(
    reader,
    list.map((item, index) => readProcedureItem(reader, item, `items[${index}]`)),
    'items',
  );
  return reader.result({ name, remark, items });
}

/** Σ default prices of a procedure list, as money text. */
export function totalDefaultPrice(procedures: readonly Pick<ProcedureItem, 'defaultPrice'>[]): string {
  return formatPrice(sum(procedures.map((p) => parseDecimal(p.defaultPrice))));
}

// ---- Template → style, style → template ---------------------------------------------------------------------

/** A part template's items as new parts of a style, in template order (core `copyTemplateItems`). */
export function partsFromTemplate(items: readonly PartItem[], after: readonly PartItem[] = []): ProductPartInput[] {
  return copyTemplateItems(items, 'sort', { after }).map((item) => ({ ...item, id: null }));
}

/** A procedure template's items as new procedures of a style: seq renumbered 1, 2, 3 … after `after`. */
export function proceduresFromTemplate(items: readonly ProcedureItem[], after: readonly ProcedureItem[] = []): ProductProcedureInput[] {
  return copyTemplateItems(items, 'seq', { after }).map((item) => ({
    ...item,
    id: null,
    partName: null,
    isOutsourceable: false,
    isQcPoint: false,
  }));
}

/** "Save as template": a style's parts as template items (ids dropped, order kept). */
export function partsToTemplateItems(parts: readonly PartItem[]): PartItem[] {
  return copyTemplateItems(parts, 'sort').map(({ name, code, piecesPerGarment, printTicket, sort }) => ({ name, code, piecesPerGarment, printTicket, sort }));
}

/** "Save as template": a style's procedures as template items (ids and style-only fields dropped). */
export function proceduresToTemplateItems(procedures: readonly ProcedureItem[]): ProcedureItem[] {
  return copyTemplateItems(procedures, 'seq').map(({ seq, name, code, stage, standardMinutes, defaultPrice, priceMode, showPrice }) => ({
    seq,
    name,
    code,
    stage,
    standardMinutes,
    defaultPrice,
    priceMode,
    showPrice,
  }));
}
