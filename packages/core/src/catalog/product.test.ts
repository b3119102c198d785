import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDecimal } from '../money/money';
import { PRICE_MODES, PROCEDURE_STAGES } from './catalog.types';
import { validateProductInput } from './product';

const RUNS = { numRuns: 200 };

const text = (max: number) => fc.string({ minLength: 1, maxLength: max }).filter((s) => s.trim() !== '' && s.trim() === s);
/** Names distinct under the comparison the validator uses (NFKC, case-insensitive). */
const distinctNames = (max: number, minLength: number, maxLength: number) =>
  fc.uniqueArray(text(max), { minLength, maxLength, selector: (s) => s.normalize('NFKC').trim().toLowerCase() });
const price = fc.bigInt({ min: 0n, max: 99_999_999n }).map((m) => (Number(m) / 1e6).toFixed(6));

const procedure = (seq: number) =>
  fc.record({
    seq: fc.constant(seq),
    name: text(20),
    code: fc.constant(null),
    stage: fc.constantFrom(...PROCEDURE_STAGES),
    standardMinutes: fc.option(fc.integer({ min: 0, max: 99_999 }).map((n) => (n / 100).toString()), { nil: null }),
    defaultPrice: price,
    priceMode: fc.constantFrom(...PRICE_MODES),
    showPrice: fc.boolean(),
    id: fc.constant(null),
    partName: fc.constant(null),
    isOutsourceable: fc.boolean(),
    isQcPoint: fc.boolean(),
  });

const validProduct = fc
  .record({
    styleNo: text(32),
    name: text(30),
    colors: distinctNames(30, 1, 8).map((names) => names.map((name) => ({ name, code: null }))),
    sizes: distinctNames(16, 1, 6).map((names) => names.map((name) => ({ name }))),
    parts: distinctNames(30, 0, 5).map((names) =>
      names.map((name, i) => ({ id: null, name, code: null, piecesPerGarment: 1 + (i % 3), printTicket: i % 2 === 0, sort: i + 1 })),
    ),
    seqs: fc.uniqueArray(fc.integer({ min: 1, max: 9999 }), { maxLength: 12 }),
    isActive: fc.boolean(),
  })
  .chain(({ seqs, ...rest }) =>
    fc.tuple(...seqs.map(procedure)).map((procedures) => ({
      ...rest,
      categoryId: null,
      imageUrl: null,
      customerId: null,
      remark: null,
      partTemplateId: null,
      procedureTemplateId: null,
      procedures,
    })),
  );

describe('validateProductInput', () => {
  it('accepts a well-formed style, orders procedures by seq and keeps every value', () => {
    fc.assert(
      fc.property(validProduct, (raw) => {
        const result = validateProductInput(raw);
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        const { value } = result;
        expect(value.colors).toEqual(raw.colors);
        expect(value.sizes).toEqual(raw.sizes);
        expect(value.procedures.map((p) => p.seq)).toEqual([...raw.procedures.map((p) => p.seq)].sort((a, b) => a - b));
        for (const p of value.procedures) {
          const source = raw.procedures.find((r) => r.seq === p.seq);
          expect(parseDecimal(p.defaultPrice)).toBe(parseDecimal(source?.defaultPrice ?? 'x'));
          expect(p.name).toBe(source?.name);
        }
        expect(value.parts.map((p) => p.sort)).toEqual(raw.parts.map((_, i) => i + 1));
        expect(validateProductInput(value)).toEqual(result);
      }),
      RUNS,
    );
  });

  it('finds a repeated colour or size however it is spelt (case, full-width, blanks)', () => {
    fc.assert(
      fc.property(validProduct, fc.nat(), fc.constantFrom('colors', 'sizes'), (raw, at, list) => {
        const entries: { name: string }[] = raw[list];
        const original = entries[at % entries.length]!;
        const variant = ` ${original.name.toUpperCase().normalize('NFKC')} `;
        const withDuplicate = { ...raw, [list]: [...entries, { ...original, name: variant }] };
        const result = validateProductInput(withDuplicate);
        expect(result.ok).toBe(false);
        if (result.ok) return;
        expect(result.errors[`${list}[${entries.length}].name`]?.key).toBe(list === 'colors' ? 'Catalog.Validation.DuplicateColor' : 'Catalog.Validation.DuplicateSize');
      }),
      RUNS,
    );
  });

  it('refuses prices with more than 6 decimals or below zero, on the procedure field', () => {
    fc.assert(
      fc.property(validProduct.filter((p) => p.procedures.length > 0), fc.nat(), fc.constantFrom('0.1234567', '-0.01', 'abc', '1e3', ''), (raw, at, bad) => {
        const index = at % raw.procedures.length;
        const procedures = raw.procedures.map((p, i) => (i === index ? { ...p, defaultPrice: bad } : p));
        const result = validateProductInput({ ...raw, procedures });
        expect(result.ok).toBe(false);
        if (result.ok) return;
        // Errors are reported on the field as sent (before ordering by seq).
        const expected = { '0.1234567': 'Validation.DecimalFractionDigits', '-0.01': 'Validation.DecimalMin', abc: 'Validation.DecimalInvalid', '1e3': 'Validation.DecimalInvalid', '': 'Validation.Required' }[bad];
        expect(result.errors[`procedures[${index}].defaultPrice`]?.key).toBe(expected);
      }),
      RUNS,
    );
  });

  it('refuses a repeated seq, pieces per garment below 1 or fractional, and an unknown part', () => {
    const base = {
      styleNo: 'A-1',
      name: '男装长袖衬衫',
      colors: ['白色', '浅蓝'],
      sizes: ['S', 'M'],
      parts: [{ name: '前片' }, { name: '袖', piecesPerGarment: 0 }, { name: '领', piecesPerGarment: '1.5' }],
      procedures: [
        { seq: 1, name: '做领', defaultPrice: '0.35', partName: '领' },
        { seq: 1, name: '上领', defaultPrice: '0.4', partName: '口袋' },
      ],
    };
    const result = validateProductInput(base);
    expect(result).toEqual({
      ok: false,
      errors: {
        'parts[1].piecesPerGarment': { key: 'Validation.IntegerRange', params: { min: 1, max: 99 } },
        'parts[2].piecesPerGarment': { key: 'Validation.IntegerInvalid', params: {} },
        'procedures[1].partName': { key: 'Catalog.Validation.UnknownPart', params: { value: '口袋' } },
        'procedures[1].seq': { key: 'Catalog.Validation.DuplicateSeq', params: { value: '1' } },
      },
    });
  });

  it('normalises a quick-entry body: bare colour and size names, defaults, canonical prices, part names matched', () => {
    const result = validateProductInput({
      styleNo: ' S-2401 ',
      name: '女装连衣裙',
      colors: ['黑色', { name: '酒红', code: 'R01' }],
      sizes: ['S', 'M', 'L'],
      parts: [{ name: 'Sleeve', piecesPerGarment: '2' }],
      procedures: [
        { seq: '20', name: '上袖', defaultPrice: '0.5', partName: 'sleeve', stage: 'sewing' },
        { seq: 10, name: '裁片', defaultPrice: 0.12, stage: 'cutting', standardMinutes: '0.50' },
      ],
    });
    expect(result).toEqual({
      ok: true,
      value: {
        styleNo: 'S-2401',
        name: '女装连衣裙',
        categoryId: null,
        imageUrl: null,
        colors: [
          { name: '黑色', code: null },
          { name: '酒红', code: 'R01' },
        ],
        sizes: [{ name: 'S' }, { name: 'M' }, { name: 'L' }],
        customerId: null,
        remark: null,
        isActive: true,
        partTemplateId: null,
        procedureTemplateId: null,
        parts: [{ id: null, name: 'Sleeve', code: null, piecesPerGarment: 2, printTicket: true, sort: 1 }],
        procedures: [
          { id: null, seq: 10, name: '裁片', code: null, stage: 'cutting', standardMinutes: '0.5', defaultPrice: '0.12', priceMode: 'default', showPrice: true, partName: null, isOutsourceable: false, isQcPoint: false },
          { id: null, seq: 20, name: '上袖', code: null, stage: 'sewing', standardMinutes: null, defaultPrice: '0.50', priceMode: 'default', showPrice: true, partName: 'Sleeve', isOutsourceable: false, isQcPoint: false },
        ],
      },
    });
  });

  it('requires style no, name, a colour and a size; checks ids, image URL and lengths', () => {
    const result = validateProductInput({
      styleNo: '  ',
      name: 'x'.repeat(65),
      categoryId: 'not-a-uuid',
      imageUrl: 'javascript:alert(1)',
      colors: [],
      sizes: 'S,M',
      procedures: [{ seq: 1, name: '做领', defaultPrice: '1', stage: 'knitting' }],
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.fromEntries(Object.entries(result.errors).map(([path, issue]) => [path, issue.key]))).toEqual({
      styleNo: 'Validation.Required',
      name: 'Validation.MaxLength',
      categoryId: 'Catalog.Validation.IdInvalid',
      imageUrl: 'Catalog.Validation.ImageUrlInvalid',
      colors: 'Catalog.Validation.ColorsRequired',
      sizes: 'Catalog.Validation.Invalid',
      'procedures[0].stage': 'Catalog.Validation.Invalid',
    });
  });

  it('counts characters, not UTF-16 units: 32 CJK characters fit a style no', () => {
    const ok = validateProductInput({ styleNo: '款'.repeat(32), name: '𠀀'.repeat(64), colors: ['白'], sizes: ['M'] });
    expect(ok.ok).toBe(true);
  });
});
