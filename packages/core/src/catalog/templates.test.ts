import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyTemplate } from '../domain/pricing';
import { PRICE_MODES, PROCEDURE_STAGES, type PartItem, type ProcedureItem } from './catalog.types';
import {
  partsFromTemplate,
  partsToTemplateItems,
  proceduresFromTemplate,
  proceduresToTemplateItems,
  totalDefaultPrice,
  validatePartTemplateInput,
  validateProcedureTemplateInput,
} from './templates';

const RUNS = { numRuns: 300 };

const procedureItem: fc.Arbitrary<ProcedureItem> = fc.record({
  seq: fc.integer({ min: 1, max: 9999 }),
  name: fc.constantFrom('做领', '上领', '上袖', '埋夹', '冚脚边', '钉扣', '锁眼', '查衫'),
  code: fc.option(fc.constantFrom('P01', 'P02'), { nil: null }),
  stage: fc.constantFrom(...PROCEDURE_STAGES),
  standardMinutes: fc.option(fc.constantFrom('0.5', '1.25'), { nil: null }),
  defaultPrice: fc.constantFrom('0.10', '0.35', '1.20', '0.123456'),
  priceMode: fc.constantFrom(...PRICE_MODES),
  showPrice: fc.boolean(),
});
const partItem: fc.Arbitrary<PartItem> = fc.record({
  name: fc.constantFrom('前片', '后片', '袖', '领', '口袋', '袖克夫'),
  code: fc.option(fc.constantFrom('FRT', 'BK', 'SLV'), { nil: null }),
  piecesPerGarment: fc.integer({ min: 1, max: 4 }),
  printTicket: fc.boolean(),
  sort: fc.integer({ min: 1, max: 50 }),
});

describe('template → style copies', () => {
  it('procedures keep the template order (by seq) and every value; seq renumbered after the existing ones', () => {
    fc.assert(
      fc.property(fc.array(procedureItem, { maxLength: 15 }), fc.array(procedureItem, { maxLength: 5 }), (template, existing) => {
        const copied = proceduresFromTemplate(template, existing);
        const ordered = template.map((item, index) => ({ item, index })).sort((a, b) => a.item.seq - b.item.seq || a.index - b.index);
        const start = Math.max(0, ...existing.map((e) => e.seq)) + 1;
        expect(copied).toEqual(
          ordered.map(({ item }, i) => ({ ...item, seq: start + i, id: null, partName: null, isOutsourceable: false, isQcPoint: false })),
        );
      }),
      RUNS,
    );
  });

  it('parts keep the template order and values; a style → template → style round trip changes nothing but ids', () => {
    fc.assert(
      fc.property(fc.array(partItem, { maxLength: 10 }), (template) => {
        const parts = partsFromTemplate(template);
        expect(parts.map((p) => p.sort)).toEqual(template.map((_, i) => i + 1));
        const back = partsToTemplateItems(parts);
        expect(partsFromTemplate(back)).toEqual(parts);
      }),
      RUNS,
    );
  });

  it('save as template keeps only template fields, in seq order, and agrees with applyTemplate', () => {
    fc.assert(
      fc.property(fc.array(procedureItem, { maxLength: 10 }), (template) => {
        const style = proceduresFromTemplate(template);
        const saved = proceduresToTemplateItems(style);
        expect(saved.every((item) => !('id' in item) && !('partName' in item))).toBe(true);
        expect(saved).toEqual(applyTemplate([], template, 'seq', 'replace'));
      }),
      RUNS,
    );
  });

  it('sums default prices exactly', () => {
    expect(totalDefaultPrice([{ defaultPrice: '0.1' }, { defaultPrice: '0.2' }, { defaultPrice: '0.000001' }])).toBe('0.300001');
    expect(totalDefaultPrice([])).toBe('0.00');
  });
});

describe('template validation', () => {
  it('a procedure template needs a name and at least one item; seqs unique; items come back ordered by seq', () => {
    expect(validateProcedureTemplateInput({ name: '', items: [] })).toEqual({
      ok: false,
      errors: { name: { key: 'Validation.Required', params: {} }, items: { key: 'Catalog.Validation.ItemsRequired', params: {} } },
    });
    const result = validateProcedureTemplateInput({
      name: '男衬衫',
      items: [
        { seq: 2, name: '上领', defaultPrice: '0.45' },
        { seq: 1, name: '做领', defaultPrice: '0.6', standardMinutes: '1.2000' },
      ],
    });
    expect(result.ok && result.value.items.map((i) => [i.seq, i.name, i.defaultPrice, i.standardMinutes])).toEqual([
      [1, '做领', '0.60', '1.2'],
      [2, '上领', '0.45', null],
    ]);
    const duplicate = validateProcedureTemplateInput({ name: 'x', items: [{ seq: 3, name: 'a', defaultPrice: '1' }, { seq: 3, name: 'b', defaultPrice: '1' }] });
    expect(duplicate.ok ? null : duplicate.errors['items[1].seq']?.key).toBe('Catalog.Validation.DuplicateSeq');
  });

  it('standard minutes: at most 4 decimals, not negative', () => {
    const result = validateProcedureTemplateInput({
      name: 'x',
      items: [
        { seq: 1, name: 'a', defaultPrice: '1', standardMinutes: '0.12345' },
        { seq: 2, name: 'b', defaultPrice: '1', standardMinutes: '-1' },
      ],
    });
    expect(result.ok ? null : [result.errors['items[0].standardMinutes']?.key, result.errors['items[1].standardMinutes']?.key]).toEqual([
      'Validation.DecimalFractionDigits',
      'Validation.DecimalMin',
    ]);
  });

  it('a part template refuses repeated part names and codes, and too many items', () => {
    const result = validatePartTemplateInput({
      name: '衬衫部位',
      items: [{ name: '袖', code: 'SLV', piecesPerGarment: 2 }, { name: '袖 ' }, { name: '领', code: 'slv' }],
    });
    expect(result.ok ? null : result.errors).toEqual({
      'items[1].name': { key: 'Catalog.Validation.DuplicatePart', params: { value: '袖' } },
      'items[2].code': { key: 'Catalog.Validation.DuplicateCode', params: { value: 'slv' } },
    });
    const tooMany = validatePartTemplateInput({ name: 'x', items: Array.from({ length: 101 }, (_, i) => ({ name: `p${i}` })) });
    expect(tooMany.ok ? null : tooMany.errors['items']?.key).toBe('Catalog.Validation.TooManyItems');
  });
});
