import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDecimal } from '../money/money';
import {
  COEFFICIENT_ONE,
  applyCoefficient,
  applyTemplate,
  copyProcedurePrices,
  copyTemplateItems,
  duplicatePriceRows,
  formatCoefficient,
  resolveProcedurePrice,
  tryParseCoefficient,
  type ProcedurePriceRow,
} from './pricing';

const RUNS = { numRuns: 1000 };
const price = fc.bigInt({ min: 0n, max: 100_000_000n });
const coefficient = fc.bigInt({ min: 1n, max: 999_999n });
const levels = ['L1', 'L2', 'L3'] as const;
const sizes = ['S', 'M', 'L', 'XL'] as const;
const row = fc.record({
  technicalLevelId: fc.constantFrom<string | null>(null, ...levels),
  size: fc.constantFrom<string | null>(null, ...sizes),
  price,
});
/** Rows unique by (level, size), as the database guarantees. */
const rows = fc.uniqueArray(row, { selector: (r) => `${r.technicalLevelId}|${r.size}`, maxLength: 20 });

describe('coefficients', () => {
  it('parse and format exactly', () => {
    expect(tryParseCoefficient('1')).toBe(10_000n);
    expect(tryParseCoefficient('1.15')).toBe(11_500n);
    expect(tryParseCoefficient('0.0001')).toBe(1n);
    expect(tryParseCoefficient('99.9999')).toBe(999_999n);
    for (const bad of ['0', '-1', '1.00001', '100', 'x', '']) expect(tryParseCoefficient(bad)).toBeNull();
    expect(formatCoefficient(11_500n)).toBe('1.15');
    expect(formatCoefficient(12_345n)).toBe('1.2345');
  });

  it('round-trip (property)', () => {
    fc.assert(
      fc.property(coefficient, (c) => {
        expect(tryParseCoefficient(formatCoefficient(c))).toBe(c);
      }),
      RUNS,
    );
  });

  it('applies half-up to the micro', () => {
    expect(applyCoefficient(parseDecimal('0.35'), tryParseCoefficient('1.2') ?? 0n)).toBe(parseDecimal('0.42'));
    expect(applyCoefficient(parseDecimal('0.000005'), tryParseCoefficient('0.5') ?? 0n)).toBe(3n);
    expect(applyCoefficient(123n, COEFFICIENT_ONE)).toBe(123n);
  });
});

describe('resolveProcedurePrice (domain §3.1)', () => {
  const table: ProcedurePriceRow[] = [
    { technicalLevelId: 'L1', size: 'XL', price: parseDecimal('0.9') },
    { technicalLevelId: 'L1', size: null, price: parseDecimal('0.8') },
    { technicalLevelId: null, size: 'XL', price: parseDecimal('0.7') },
  ];
  const base = { defaultPrice: parseDecimal('0.5'), rows: table, coefficient: tryParseCoefficient('1.2') ?? 0n };

  it('level override → size price → default × coefficient', () => {
    expect(resolveProcedurePrice({ ...base, technicalLevelId: 'L1', size: 'XL' })).toEqual({ price: parseDecimal('0.9'), source: 'levelSize', coefficient: COEFFICIENT_ONE });
    expect(resolveProcedurePrice({ ...base, technicalLevelId: 'L1', size: 'M' })).toEqual({ price: parseDecimal('0.8'), source: 'level', coefficient: COEFFICIENT_ONE });
    expect(resolveProcedurePrice({ ...base, technicalLevelId: 'L2', size: 'XL' })).toEqual({ price: parseDecimal('0.7'), source: 'size', coefficient: COEFFICIENT_ONE });
    expect(resolveProcedurePrice({ ...base, technicalLevelId: 'L2', size: 'M' })).toEqual({ price: parseDecimal('0.6'), source: 'default', coefficient: 12_000n });
    expect(resolveProcedurePrice({ ...base, technicalLevelId: null, size: null })).toEqual({ price: parseDecimal('0.6'), source: 'default', coefficient: 12_000n });
  });

  it('matches a precedence model and ignores row order (property)', () => {
    fc.assert(
      fc.property(
        price,
        rows,
        fc.constantFrom<string | null>(null, ...levels),
        fc.constantFrom<string | null>(null, ...sizes),
        coefficient,
        (defaultPrice, priceRows, level, size, c) => {
          const input = { defaultPrice, rows: priceRows, technicalLevelId: level, size, coefficient: c };
          const resolved = resolveProcedurePrice(input);
          const at = (l: string | null, s: string | null) => priceRows.find((r) => r.technicalLevelId === l && r.size === s);
          const expected =
            (level !== null && size !== null ? at(level, size) : undefined) ??
            (level !== null ? at(level, null) : undefined) ??
            (size !== null ? at(null, size) : undefined);
          if (expected) {
            expect(resolved.price).toBe(expected.price);
            expect(resolved.coefficient).toBe(COEFFICIENT_ONE);
          } else {
            expect(resolved.source).toBe('default');
            expect(resolved.price).toBe(applyCoefficient(defaultPrice, c));
            // Exact within half a micro: |price × 10⁴ − default × c| ≤ 10⁴ / 2.
            const diff = resolved.price * COEFFICIENT_ONE - defaultPrice * c;
            expect(2n * (diff < 0n ? -diff : diff) <= COEFFICIENT_ONE).toBe(true);
          }
          expect(resolveProcedurePrice({ ...input, rows: [...priceRows].reverse() })).toEqual(resolved);
          // Rows of other levels never matter.
          const foreign = priceRows.filter((r) => r.technicalLevelId === null || r.technicalLevelId === level);
          expect(resolveProcedurePrice({ ...input, rows: foreign })).toEqual(resolved);
        },
      ),
      RUNS,
    );
  });

  it('default price grows with the coefficient (property)', () => {
    fc.assert(
      fc.property(price, coefficient, coefficient, (p, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        const at = (c: bigint) => resolveProcedurePrice({ defaultPrice: p, rows: [], technicalLevelId: 'L1', coefficient: c, size: 'M' }).price;
        expect(at(lo) <= at(hi)).toBe(true);
        expect(at(COEFFICIENT_ONE)).toBe(p);
      }),
      RUNS,
    );
  });

  it('finds duplicate rows', () => {
    const dup = { technicalLevelId: 'L1', size: null, price: 2n };
    expect(duplicatePriceRows([...table, dup])).toEqual([dup]);
    expect(duplicatePriceRows(table)).toEqual([]);
  });
});

describe('template → product copy', () => {
  const item = fc.record({ seq: fc.integer({ min: -5, max: 50 }), name: fc.string({ maxLength: 6 }), price: price, showPrice: fc.boolean() });

  it('keeps order and values and renumbers seq 1..n (property)', () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 25 }), (template) => {
        const copied = copyTemplateItems(template, 'seq');
        expect(copied.map((p) => p.seq)).toEqual(template.map((_, i) => i + 1));
        const expected = template
          .map((t, i) => ({ t, i }))
          .sort((a, b) => a.t.seq - b.t.seq || a.i - b.i)
          .map(({ t }) => ({ name: t.name, price: t.price, showPrice: t.showPrice }));
        expect(copied.map(({ name, price: p, showPrice }) => ({ name, price: p, showPrice }))).toEqual(expected);
      }),
      RUNS,
    );
  });

  it('appends after the existing items and never aliases the template (property)', () => {
    const part = fc.record({ sort: fc.integer({ min: 0, max: 30 }), name: fc.string({ maxLength: 4 }), piecesPerGarment: fc.integer({ min: 1, max: 4 }) });
    fc.assert(
      fc.property(fc.array(part, { maxLength: 10 }), fc.array(part, { maxLength: 10 }), (existing, template) => {
        const before = JSON.stringify(template);
        const merged = applyTemplate(existing, template, 'sort', 'append');
        expect(merged.slice(0, existing.length)).toEqual(existing);
        const start = Math.max(0, ...existing.map((p) => p.sort)) + 1;
        expect(merged.slice(existing.length).map((p) => p.sort)).toEqual(template.map((_, i) => start + i));
        for (const p of merged) p.name = 'changed';
        expect(JSON.stringify(template)).toBe(before);
        expect(applyTemplate(existing, template, 'sort', 'replace')).toEqual(copyTemplateItems(template, 'sort'));
      }),
      RUNS,
    );
  });
});

describe('copyProcedurePrices', () => {
  it('matches by name (n-th to n-th), copies rows, skips missing sizes', () => {
    const result = copyProcedurePrices(
      {
        procedures: [
          { id: 'a', name: '做领', defaultPrice: 1n },
          { id: 'b', name: '锁边', defaultPrice: 2n },
          { id: 'c', name: '锁边', defaultPrice: 3n },
        ],
        rows: [
          { procedureId: 'a', technicalLevelId: 'L1', size: null, price: 10n },
          { procedureId: 'c', technicalLevelId: null, size: 'XXL', price: 30n },
          { procedureId: 'c', technicalLevelId: null, size: 'M', price: 31n },
        ],
      },
      { procedures: [{ id: 'x', name: ' 锁边' }, { id: 'y', name: '锁边' }, { id: 'z', name: '钉扣' }, { id: 'w', name: '做领' }], sizes: ['M', 'L'] },
    );
    expect(result).toEqual({
      defaultPrices: [
        { procedureId: 'x', price: 2n },
        { procedureId: 'y', price: 3n },
        { procedureId: 'w', price: 1n },
      ],
      rows: [
        { procedureId: 'y', technicalLevelId: null, size: 'M', price: 31n },
        { procedureId: 'w', technicalLevelId: 'L1', size: null, price: 10n },
      ],
      unmatchedProcedureIds: ['z'],
      skippedRows: [{ procedureId: 'c', technicalLevelId: null, size: 'XXL', price: 30n }],
    });
  });

  it('copying a product onto its own procedure list reproduces its prices (property)', () => {
    const names = fc.constantFrom('做领', '上领', '埋夹', '冚脚边', '钉扣');
    fc.assert(
      fc.property(fc.array(fc.tuple(names, price), { maxLength: 8 }), rows, (procs, priceRows) => {
        const procedures = procs.map(([name, defaultPrice], i) => ({ id: `p${i}`, name, defaultPrice }));
        const sourceRows = procedures.flatMap((p) => priceRows.map((r) => ({ ...r, procedureId: p.id })));
        const result = copyProcedurePrices({ procedures, rows: sourceRows }, { procedures, sizes: [...sizes] });
        expect(result.unmatchedProcedureIds).toEqual([]);
        expect(result.skippedRows).toEqual([]);
        expect(result.rows).toEqual(sourceRows);
        expect(result.defaultPrices).toEqual(procedures.map((p) => ({ procedureId: p.id, price: p.defaultPrice })));
      }),
      RUNS,
    );
  });
});
