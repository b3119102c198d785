import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COEFFICIENT_MAX, formatCoefficient } from '../domain/pricing';
import { validateCustomerInput, validateFactoryInput } from './parties';
import { validateTechnicalLevelInput } from './technical-level';

describe('customers and factories', () => {
  it('keep the trimmed values, blanks as null', () => {
    expect(validateCustomerInput({ name: ' 广州市锦绣服饰有限公司 ', code: 'C001', contact: '陈经理', phone: '020-8888 6666', address: '', remark: '  ' })).toEqual({
      ok: true,
      value: { name: '广州市锦绣服饰有限公司', code: 'C001', contact: '陈经理', phone: '020-8888 6666', address: null, remark: null },
    });
    expect(validateFactoryInput({ name: '一厂', isActive: 'false' })).toEqual({
      ok: true,
      value: { name: '一厂', code: null, address: null, manager: null, phone: null, remark: null, isActive: false },
    });
  });

  it('refuses a phone with letters and a missing name', () => {
    const result = validateCustomerInput({ phone: '138-call-me' });
    expect(result.ok ? null : Object.keys(result.errors).sort()).toEqual(['name', 'phone']);
    for (const phone of ['13800138000', '+86 (755) 8888-6666', '0755-88886666']) expect(validateFactoryInput({ name: 'x', phone }).ok).toBe(true);
  });
});

describe('technical levels', () => {
  it('coefficients: > 0, ≤ 99.9999, at most 4 decimals, canonical text', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: COEFFICIENT_MAX }), (c) => {
        const text = formatCoefficient(c);
        const result = validateTechnicalLevelInput({ name: '熟练工', coefficient: text });
        expect(result).toEqual({ ok: true, value: { name: '熟练工', code: null, coefficient: text, sort: 0, isDefault: false } });
      }),
      { numRuns: 1000 },
    );
    for (const bad of ['0', '-1', '1.00001', '100', 'x']) {
      const result = validateTechnicalLevelInput({ name: 'x', coefficient: bad });
      expect(result.ok ? null : result.errors['coefficient']?.key).toBe('Catalog.Validation.CoefficientInvalid');
    }
    expect(validateTechnicalLevelInput({ name: 'x', coefficient: '1.1' })).toMatchObject({ ok: true, value: { coefficient: '1.10' } });
    const missing = validateTechnicalLevelInput({ name: 'x' });
    expect(missing.ok ? null : missing.errors['coefficient']?.key).toBe('Validation.Required');
  });
});
