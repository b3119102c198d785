import { InputReader, type FieldErrors } from '../validation/input-reader';
import { ProductionLimits } from './limits';

/**
 * Choosing bundles to print (domain §3.3 Printing, §11 "print range/picks filters; invalid picks → 400"):
 * `picks` (bundle numbers) wins over the range. A pick list that is empty, holds a non-number, a repeat, a
 * number the scope does not have or a void bundle is refused as a whole — never read as "print everything",
 * because a surprise batch of paper tickets is how workers get paid twice. Without picks both ends of the
 * range are required; a range selects the live bundles inside it and must select at least one.
 */
export interface SelectableBundle {
  bundleNo: number;
  isVoid: boolean;
}

/** As the request body carries it (validated here, not trusted). */
export interface RawPrintSelection {
  from?: unknown;
  to?: unknown;
  picks?: unknown;
}

export type PrintSelectionResult<T> = { ok: true; mode: 'picks' | 'range'; bundles: T[] } | { ok: false; errors: FieldErrors };

function isBundleNo(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** A rejected value as the message shows it (objects and arrays are not worth echoing). */
function shown(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).slice(0, 20) : '?';
}

function readEnd(reader: InputReader, member: 'from' | 'to', value: unknown): number | null {
  if (value === undefined || value === null || value === '') {
    reader.fail(member, 'Production.Print.RangeRequired');
    return null;
  }
  if (!isBundleNo(value)) {
    reader.fail(member, 'Production.Print.BundleNoInvalid', { value: shown(value) });
    return null;
  }
  return value;
}

/** The bundles of `available` the selection names, in bundle-number order, or every problem found. */
export function resolvePrintSelection<T extends SelectableBundle>(available: readonly T[], selection: RawPrintSelection): PrintSelectionResult<T> {
  const reader = new InputReader();
  const byNo = new Map(available.map((b) => [b.bundleNo, b]));
  const picks = selection.picks;

  if (picks !== undefined && picks !== null) {
    if (!Array.isArray(picks)) {
      reader.fail('picks', 'Production.Print.PicksInvalid');
      return { ok: false, errors: reader.errors };
    }
    if (picks.length === 0) reader.fail('picks', 'Production.Print.PicksEmpty');
    if (picks.length > ProductionLimits.picksMax) reader.fail('picks', 'Production.Print.TooManyPicks', { max: ProductionLimits.picksMax });
    const seen = new Set<number>();
    const chosen: T[] = [];
    for (const [i, pick] of (picks as unknown[]).slice(0, ProductionLimits.picksMax).entries()) {
      const member = `picks[${String(i)}]`;
      const bundle = isBundleNo(pick) ? byNo.get(pick) : undefined;
      if (!isBundleNo(pick)) reader.fail(member, 'Production.Print.BundleNoInvalid', { value: shown(pick) });
      else if (seen.has(pick)) reader.fail(member, 'Production.Print.PickDuplicate', { bundleNo: pick });
      else if (bundle === undefined) reader.fail(member, 'Production.Print.PickNotFound', { bundleNo: pick });
      else if (bundle.isVoid) reader.fail(member, 'Production.Print.PickVoid', { bundleNo: pick });
      else chosen.push(bundle);
      if (isBundleNo(pick)) seen.add(pick);
    }
    if (reader.hasErrors) return { ok: false, errors: reader.errors };
    return { ok: true, mode: 'picks', bundles: chosen.sort((a, b) => a.bundleNo - b.bundleNo) };
  }

  const from = readEnd(reader, 'from', selection.from);
  const to = readEnd(reader, 'to', selection.to);
  if (from !== null && to !== null && to < from) reader.fail('to', 'Production.Print.RangeReversed');
  if (reader.hasErrors || from === null || to === null) return { ok: false, errors: reader.errors };
  const chosen = available.filter((b) => !b.isVoid && b.bundleNo >= from && b.bundleNo <= to).sort((a, b) => a.bundleNo - b.bundleNo);
  if (chosen.length === 0) {
    reader.fail('from', 'Production.Print.RangeEmpty', { from, to });
    return { ok: false, errors: reader.errors };
  }
  return { ok: true, mode: 'range', bundles: chosen };
}

/**
 * The web's pick box: "1-5, 8 12" → [1, 2, 3, 4, 5, 8, 12] (in the order written). null when any part is
 * not a number or a forward range, or the list would exceed the pick limit.
 */
export function parsePickText(text: string): number[] | null {
  const parts = text.split(/[\s,，、;；]+/).filter((part) => part !== '');
  const out: number[] = [];
  for (const part of parts) {
    const match = /^(\d{1,9})(?:[-~～](\d{1,9}))?$/.exec(part);
    if (match === null) return null;
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : Number(match[2]);
    if (from <= 0 || to < from || out.length + (to - from + 1) > ProductionLimits.picksMax) return null;
    for (let n = from; n <= to; n += 1) out.push(n);
  }
  return out;
}

/** "1-5,8,10-12": consecutive numbers folded into ranges (parsePickText reads it back). */
export function formatPicks(picks: readonly number[]): string {
  const out: string[] = [];
  let i = 0;
  while (i < picks.length) {
    const start = picks[i] ?? 0;
    let end = start;
    while (picks[i + 1] === end + 1) {
      end += 1;
      i += 1;
    }
    out.push(end === start ? String(start) : `${String(start)}-${String(end)}`);
    i += 1;
  }
  return out.join(',');
}
