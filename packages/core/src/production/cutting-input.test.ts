import { describe, expect, it } from 'vitest';
import { validateBundleTexts, validateCuttingTimeInput } from './cutting-input';
import type { CuttingTimeInput } from './production.types';

const ORDER = { colors: ['223暗蓝', '331浅蓝条'], sizes: ['S', 'M', 'L', 'XL'] };

function bed(overrides: Partial<CuttingTimeInput> = {}): CuttingTimeInput {
  return {
    orderId: 'o1',
    cutDate: '2026-11-03',
    cutterUserId: null,
    cutterName: ' 王师傅 ',
    fabricName: '全棉斜纹',
    fabricColor: null,
    dyeLot: 'G-0915',
    markerNo: null,
    markerLength: '6.850',
    markerWidth: '150',
    lossRate: '2.5',
    ratios: [
      { size: 'XL', ratio: 1 },
      { size: 'S', ratio: 1 },
      { size: 'M', ratio: 2 },
      { size: 'L', ratio: 0 },
    ],
    colors: [{ color: '331浅蓝条', layers: 40 }, { color: '223暗蓝', layers: 60 }],
    remark: null,
    ticketNote: null,
    ...overrides,
  };
}

function keys(input: CuttingTimeInput): Record<string, string> {
  const result = validateCuttingTimeInput(input, ORDER);
  return result.ok ? {} : Object.fromEntries(Object.entries(result.errors).map(([member, e]) => [member, e.key]));
}

describe('cutting bed input', () => {
  it('normalizes: the order’s colour and size order, zero entries dropped, decimals canonical, texts trimmed', () => {
    const result = validateCuttingTimeInput(bed(), ORDER);
    expect(result.ok && result.value).toMatchObject({
      cutterName: '王师傅',
      ratios: [
        { size: 'S', ratio: 1 },
        { size: 'M', ratio: 2 },
        { size: 'XL', ratio: 1 },
      ],
      colors: [
        { color: '223暗蓝', layers: 60 },
        { color: '331浅蓝条', layers: 40 },
      ],
      markerLength: '6.85',
      markerWidth: '150',
      lossRate: '2.5',
    });
  });

  it('sizes and colours come from the order; whole numbers in range; at least one of each', () => {
    expect(keys(bed({ ratios: [{ size: 'XXL', ratio: 1 }] }))).toEqual({ 'ratios[0]': 'Production.Order.UnknownSize' });
    expect(keys(bed({ colors: [{ color: '223暗蓝', layers: 1001 }] }))).toEqual({ 'colors[0].layers': 'Validation.IntegerRange' });
    expect(keys(bed({ ratios: [{ size: 'S', ratio: 0 }] }))).toEqual({ ratios: 'Production.Bed.RatioRequired' });
    expect(keys(bed({ colors: [] }))).toEqual({ colors: 'Production.Bed.LayersRequired' });
    expect(keys(bed({ colors: [{ color: '223暗蓝', layers: 1 }, { color: '223暗蓝', layers: 2 }] }))).toEqual({ 'colors[1]': 'Production.Order.DuplicateColor' });
  });

  it('dates, decimals and lengths', () => {
    expect(keys(bed({ cutDate: '2026-11-31' }))).toEqual({ cutDate: 'Production.Validation.DateInvalid' });
    expect(keys(bed({ markerLength: '0' }))).toEqual({ markerLength: 'Production.Validation.MustBePositive' });
    expect(keys(bed({ markerWidth: '1.234' }))).toEqual({ markerWidth: 'Validation.DecimalFractionDigits' });
    expect(keys(bed({ lossRate: '101' }))).toEqual({ lossRate: 'Validation.DecimalMax' });
    expect(keys(bed({ lossRate: 'abc' }))).toEqual({ lossRate: 'Validation.DecimalInvalid' });
    expect(keys(bed({ dyeLot: 'x'.repeat(33) }))).toEqual({ dyeLot: 'Validation.MaxLength' });
  });

  it('bundle texts', () => {
    expect(validateBundleTexts({ dyeLot: ' A1 ', note: '' })).toEqual({ ok: true, value: { dyeLot: 'A1', note: null } });
    expect(validateBundleTexts({})).toEqual({ ok: true, value: {} });
    expect(validateBundleTexts({ note: 'x'.repeat(201) }).ok).toBe(false);
  });
});
