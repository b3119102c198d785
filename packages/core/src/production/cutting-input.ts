import { decimalString } from '../forms/decimal-rule';
import { toTrimmedString } from '../forms/validators';
import { formatDecimal, MICROS_PER_YUAN, parseDecimal } from '../money/money';
import { isBusinessDate } from './business-date';
import { IssueCollector, type ProductionValidated } from './issues';
import { ProductionLimits } from './limits';
import type { StyleAxes } from './order-input';
import type { ColorLayers, CuttingTimeInput, SizeRatio } from './production.types';

/**
 * A cutting bed's own fields (domain §3.3, §4.2 CuttingTime): the lay (sizes with their ratio, colours with
 * their plies — all from the order), cut date, cutter, fabric, dye lot and marker. The bed number is not an
 * input: the server draws it from the tenant's counter (`nextBedNo`).
 */
/** The same shape as the input, normalized (see the field notes of `CuttingTimeInput`). */
export type NormalizedCuttingTimeInput = CuttingTimeInput;

function readDecimal(issues: IssueCollector, member: string, value: string | null, digits: number, max: number, allowZero: boolean): string | null {
  const text = toTrimmedString(value);
  if (text === '') return null;
  const problem = decimalString({ maxFractionDigits: digits, min: 0n, max: BigInt(max) * MICROS_PER_YUAN })(text);
  if (problem !== null) {
    issues.add(member, problem.key, problem.params);
    return null;
  }
  const micros = parseDecimal(text);
  if (!allowZero && micros === 0n) {
    issues.add(member, 'Production.Validation.MustBePositive');
    return null;
  }
  return formatDecimal(micros, 0, digits);
}

/** Entries of one lay axis: names from the order, none twice, whole numbers in [0, max], at least one > 0. */
function readLayAxis<E extends SizeRatio | ColorLayers>(
  issues: IssueCollector,
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
      issues.add(path, member === 'ratios' ? 'Production.Order.UnknownSize' : 'Production.Order.UnknownColor', { value: name });
      return;
    }
    if (seen.has(name)) {
      issues.add(path, member === 'ratios' ? 'Production.Order.DuplicateSize' : 'Production.Order.DuplicateColor', { value: name });
      return;
    }
    seen.add(name);
    if (issues.integer(`${path}.${member === 'ratios' ? 'ratio' : 'layers'}`, amountOf(entry), 0, max) && amountOf(entry) > 0) {
      kept.push({ entry, position });
    }
  });
  if (kept.length === 0 && issues.empty) issues.add(member, member === 'ratios' ? 'Production.Bed.RatioRequired' : 'Production.Bed.LayersRequired');
  return kept.sort((a, b) => a.position - b.position).map(({ entry }) => entry);
}

export function validateCuttingTimeInput(input: CuttingTimeInput, order: StyleAxes): ProductionValidated<NormalizedCuttingTimeInput> {
  const issues = new IssueCollector();
  if (!isBusinessDate(input.cutDate)) issues.add('cutDate', 'Production.Validation.DateInvalid');
  const L = ProductionLimits;
  const ratios = readLayAxis(issues, 'ratios', input.ratios, (r) => r.size, (r) => r.ratio, order.sizes, L.ratioMax).map((r) => ({
    size: r.size.trim(),
    ratio: r.ratio,
  }));
  const colors = readLayAxis(issues, 'colors', input.colors, (c) => c.color, (c) => c.layers, order.colors, L.layersMax).map((c) => ({
    color: c.color.trim(),
    layers: c.layers,
  }));
  return issues.result({
    orderId: input.orderId,
    cutDate: input.cutDate,
    cutterUserId: input.cutterUserId,
    cutterName: issues.text('cutterName', input.cutterName, L.personNameMax),
    fabricName: issues.text('fabricName', input.fabricName, L.fabricMax),
    fabricColor: issues.text('fabricColor', input.fabricColor, L.fabricMax),
    dyeLot: issues.text('dyeLot', input.dyeLot, L.dyeLotMax),
    markerNo: issues.text('markerNo', input.markerNo, L.markerNoMax),
    markerLength: readDecimal(issues, 'markerLength', input.markerLength, L.markerDigits, L.markerMax, false),
    markerWidth: readDecimal(issues, 'markerWidth', input.markerWidth, L.markerDigits, L.markerMax, false),
    lossRate: readDecimal(issues, 'lossRate', input.lossRate, L.lossRateDigits, L.lossRateMax, true),
    ratios,
    colors,
    remark: issues.text('remark', input.remark, L.remarkMax),
    ticketNote: issues.text('ticketNote', input.ticketNote, L.noteMax),
  });
}

/** A bundle edit's text fields (dye lot, note); the qty rule is `validateBundleQtyEdit` in the domain area. */
export function validateBundleTexts(input: {
  dyeLot?: string | null | undefined;
  note?: string | null | undefined;
}): ProductionValidated<{ dyeLot?: string | null; note?: string | null }> {
  const issues = new IssueCollector();
  const out: { dyeLot?: string | null; note?: string | null } = {};
  if (input.dyeLot !== undefined) out.dyeLot = issues.text('dyeLot', input.dyeLot, ProductionLimits.dyeLotMax);
  if (input.note !== undefined) out.note = issues.text('note', input.note, ProductionLimits.noteMax);
  return issues.result(out);
}
