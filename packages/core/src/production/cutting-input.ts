import { decimalString } from '../forms/decimal-rule';
import { toTrimmedString } from '../forms/validators';
import { formatDecimal, MICROS_PER_YUAN, parseDecimal } from '../money/money';
import { isBusinessDate } from './business-date';
import { InputReader, property, type Validated } from '../validation/input-reader';
import { ProductionLimits } from './limits';
import type { StyleAxes } from './order-input';
import type { BundleBlockInput, ColorLayers, CuttingTimeInput, SizeRatio } from './production.types';

/**
 * A cutting bed's own fields (domain §3.3, §4.2 CuttingTime): the lay (sizes with their ratio, colours with
 * their plies — all from the order), cut date, cutter, fabric, dye lot and marker. The bed number is not an
 * input: the server draws it from the tenant's counter (`nextBedNo`).
 */
/** The same shape as the input, normalized (see the field notes of `CuttingTimeInput`). */
export type NormalizedCuttingTimeInput = CuttingTimeInput;

function readDecimal(reader: InputReader, member: string, value: string | null, digits: number, max: number, allowZero: boolean): string | null {
  const text = toTrimmedString(value);
  if (text === '') return null;
  const problem = decimalString({ maxFractionDigits: digits, min: 0n, max: BigInt(max) * MICROS_PER_YUAN })(text);
  if (problem !== null) {
    reader.fail(member, problem.key, problem.params);
    return null;
  }
  const micros = parseDecimal(text);
  if (!allowZero && micros === 0n) {
    reader.fail(member, 'Production.Validation.MustBePositive');
    return null;
  }
  return formatDecimal(micros, 0, digits);
}

/** Entries of one lay axis: names from the order, none twice, whole numbers in [0, max], at least one > 0. */
function readLayAxis<E extends SizeRatio | ColorLayers>(
  reader: InputReader,
  member: 'ratios' | 'colors',
  entries: readonly E[],
  nameOf: (entry: E) => string,
  amountOf: (entry: E) => number,
  orderAxis: readonly string[],
  max: number,
): E[] {
  const seen = new Set<string>();
  const kept: { entry: E; position: number }[] = [];
  entries.forEach((entry, i) => {
    const path = `${member}[${String(i)}]`;
    const name = nameOf(entry).trim();
    const position = orderAxis.indexOf(name);
    if (position < 0) {
      reader.fail(path, member === 'ratios' ? 'Production.Order.UnknownSize' : 'Production.Order.UnknownColor', { value: name });
      return;
    }
    if (seen.has(name)) {
      reader.fail(path, member === 'ratios' ? 'Production.Order.DuplicateSize' : 'Production.Order.DuplicateColor', { value: name });
      return;
    }
    seen.add(name);
    const amountPath = `${path}.${member === 'ratios' ? 'ratio' : 'layers'}`;
    if (reader.integer(amountPath, amountOf(entry), 0, max) > 0 && !reader.failed(amountPath)) {
      kept.push({ entry, position });
    }
  });
  if (kept.length === 0 && !reader.hasErrors) reader.fail(member, member === 'ratios' ? 'Production.Bed.RatioRequired' : 'Production.Bed.LayersRequired');
  return kept.sort((a, b) => a.position - b.position).map(({ entry }) => entry);
}

export function validateCuttingTimeInput(input: CuttingTimeInput, order: StyleAxes): Validated<NormalizedCuttingTimeInput> {
  const reader = new InputReader();
  if (!isBusinessDate(input.cutDate)) reader.fail('cutDate', 'Production.Validation.DateInvalid');
  const L = ProductionLimits;
  const ratios = readLayAxis(reader, 'ratios', input.ratios, (r) => r.size, (r) => r.ratio, order.sizes, L.ratioMax).map((r) => ({
    size: r.size.trim(),
    ratio: r.ratio,
  }));
  const colors = readLayAxis(reader, 'colors', input.colors, (c) => c.color, (c) => c.layers, order.colors, L.layersMax).map((c) => ({
    color: c.color.trim(),
    layers: c.layers,
  }));
  return reader.result({
    orderId: input.orderId,
    cutDate: input.cutDate,
    cutterUserId: input.cutterUserId,
    cutterName: reader.optionalText('cutterName', input.cutterName, L.personNameMax),
    fabricName: reader.optionalText('fabricName', input.fabricName, L.fabricMax),
    fabricColor: reader.optionalText('fabricColor', input.fabricColor, L.fabricMax),
    dyeLot: reader.optionalText('dyeLot', input.dyeLot, L.dyeLotMax),
    markerNo: reader.optionalText('markerNo', input.markerNo, L.markerNoMax),
    markerLength: readDecimal(reader, 'markerLength', input.markerLength, L.markerDigits, L.markerMax, false),
    markerWidth: readDecimal(reader, 'markerWidth', input.markerWidth, L.markerDigits, L.markerMax, false),
    lossRate: readDecimal(reader, 'lossRate', input.lossRate, L.lossRateDigits, L.lossRateMax, true),
    ratios,
    colors,
    remark: reader.optionalText('remark', input.remark, L.remarkMax),
    ticketNote: reader.optionalText('ticketNote', input.ticketNote, L.noteMax),
  });
}

/** A bundle edit's text fields (dye lot, note); the qty rule is `validateBundleQtyEdit` in the domain area. */
/** Holding a bundle from scanning: a reason is required (trimmed, at most `blockReasonMax` characters). */
export function validateBundleBlockInput(raw: unknown): Validated<BundleBlockInput> {
  const reader = new InputReader();
  return reader.result({ reason: reader.text('reason', property(raw, 'reason'), ProductionLimits.blockReasonMax) });
}

export function validateBundleTexts(input: {
  dyeLot?: string | null | undefined;
  note?: string | null | undefined;
}): Validated<{ dyeLot?: string | null; note?: string | null }> {
  const reader = new InputReader();
  const out: { dyeLot?: string | null; note?: string | null } = {};
  if (input.dyeLot !== undefined) out.dyeLot = reader.optionalText('dyeLot', input.dyeLot, ProductionLimits.dyeLotMax);
  if (input.note !== undefined) out.note = reader.optionalText('note', input.note, ProductionLimits.noteMax);
  return reader.result(out);
}
