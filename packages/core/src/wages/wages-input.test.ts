import { describe, expect, it } from 'vitest';
import {
  parseMyWageQuery,
  parsePayslipPrintQuery,
  parseWageQuery,
  validateWageAdjustmentInput,
  validateWageMarkPaidInput,
  validateWageResolveInput,
  validateWageSettlementInput,
} from './wages-input';
import { WageLimits } from './wages.types';

const USER = '0b8f5a52-6f0e-4c36-9e51-0f2a1d6c7e11';
const ORG = '5d2c1b0a-9e8f-4a7b-8c6d-5e4f3a2b1c0d';

function errorsOf(result: { ok: true } | { ok: false; errors: Readonly<Record<string, { key: string }>> }): Record<string, string> {
  return result.ok ? {} : Object.fromEntries(Object.entries(result.errors).map(([path, issue]) => [path, issue.key]));
}

describe('wage readers', () => {
  it('an adjustment: a positive amount to the fen, a known type, a real date and a reason', () => {
    expect(validateWageAdjustmentInput({ userId: USER.toUpperCase(), businessDate: '2026-03-05', type: 'mealAllowance', amount: '12.5', reason: ' 夜班 ' })).toEqual({
      ok: true,
      value: { userId: USER, businessDate: '2026-03-05', type: 'mealAllowance', amount: '12.50', reason: '夜班' },
    });
    expect(errorsOf(validateWageAdjustmentInput({ userId: 'x', businessDate: '2026-02-30', type: 'tip', amount: '-1', reason: '' }))).toEqual({
      userId: 'Catalog.Validation.IdInvalid',
      businessDate: 'Production.Validation.DateInvalid',
      type: 'Catalog.Validation.Invalid',
      amount: 'Validation.DecimalMin',
      reason: 'Validation.Required',
    });
    expect(errorsOf(validateWageAdjustmentInput({ userId: USER, businessDate: '2026-03-05', type: 'bonus', amount: '0.001', reason: 'r' }))).toEqual({
      amount: 'Validation.DecimalFractionDigits',
    });
    expect(errorsOf(validateWageAdjustmentInput({ userId: USER, businessDate: '2026-03-05', type: 'bonus', amount: '0', reason: 'r' }))).toEqual({
      amount: 'Validation.DecimalMin',
    });
  });

  it('the live list needs a period in order and not longer than the limit', () => {
    const ok = parseWageQuery({ periodStart: '2026-03-01', periodEnd: '2026-03-31', settled: 'unsettled', sorting: 'netAmount desc', organizationId: ORG });
    expect(ok).toMatchObject({ ok: true, value: { settled: 'unsettled', sorting: { field: 'netAmount', direction: 'desc' }, organizationId: ORG, skipCount: 0 } });
    expect(errorsOf(parseWageQuery({}))).toEqual({ periodStart: 'Validation.Required', periodEnd: 'Validation.Required' });
    expect(errorsOf(parseWageQuery({ periodStart: '2026-03-31', periodEnd: '2026-03-01' }))).toEqual({ periodEnd: 'Production.Validation.DateRangeReversed' });
    expect(errorsOf(parseWageQuery({ periodStart: '2025-01-01', periodEnd: '2026-03-01' }))).toEqual({ periodEnd: 'Wages.Validation.PeriodTooLong' });
    expect(errorsOf(parseWageQuery({ periodStart: '2026-03-01', periodEnd: '2026-03-31', settled: 'maybe', sorting: 'salary' }))).toEqual({
      settled: 'Catalog.Validation.Invalid',
      sorting: 'Catalog.Validation.SortingInvalid',
    });
  });

  it("the worker's own period is both dates or neither", () => {
    expect(parseMyWageQuery({})).toEqual({ ok: true, value: { periodStart: null, periodEnd: null } });
    expect(errorsOf(parseMyWageQuery({ periodStart: '2026-03-01' }))).toEqual({ periodEnd: 'Validation.Required' });
  });

  it('a settlement: a period and distinct organizations', () => {
    expect(validateWageSettlementInput({ periodStart: '2026-03-01', periodEnd: '2026-03-31', organizationIds: [ORG, ORG.toUpperCase()] })).toEqual({
      ok: true,
      value: { periodStart: '2026-03-01', periodEnd: '2026-03-31', organizationIds: [ORG], userIds: [], remark: null },
    });
    expect(errorsOf(validateWageSettlementInput({ periodStart: '2026-03-01', periodEnd: '2026-03-31', organizationIds: ['nope'] }))).toEqual({
      'organizationIds[0]': 'Catalog.Validation.IdInvalid',
    });
  });

  it('a settlement of a selection: distinct worker ids, each checked, at most the limit', () => {
    expect(validateWageSettlementInput({ periodStart: '2026-03-01', periodEnd: '2026-03-31', userIds: [USER, USER.toUpperCase()] })).toMatchObject({
      ok: true,
      value: { organizationIds: [], userIds: [USER] },
    });
    expect(errorsOf(validateWageSettlementInput({ periodStart: '2026-03-01', periodEnd: '2026-03-31', userIds: [ORG, 7] }))).toEqual({
      'userIds[1]': 'Catalog.Validation.IdInvalid',
    });
    expect(errorsOf(validateWageSettlementInput({ periodStart: '2026-03-01', periodEnd: '2026-03-31', userIds: 'x' }))).toEqual({ userIds: 'Catalog.Validation.Invalid' });
    const many = Array.from({ length: WageLimits.settlementUsersMax + 1 }, () => ORG);
    expect(errorsOf(validateWageSettlementInput({ periodStart: '2026-03-01', periodEnd: '2026-03-31', userIds: many }))).toEqual({ userIds: 'Catalog.Validation.TooManyItems' });
  });

  it('payment proof images are URLs; a resolution may carry an adjustment', () => {
    expect(errorsOf(validateWageMarkPaidInput({ paidDate: '2026-04-05', proofUrls: ['javascript:alert(1)'] }))).toEqual({ 'proofUrls[0]': 'Catalog.Validation.ImageUrlInvalid' });
    expect(validateWageMarkPaidInput({ paidDate: '2026-04-05', proofUrls: ['/files/proof.jpg'] })).toMatchObject({ ok: true });
    expect(validateWageResolveInput({ remark: '漏记两扎', adjustment: { type: 'subsidy', amount: '3', reason: '补记' } })).toEqual({
      ok: true,
      value: { remark: '漏记两扎', adjustment: { type: 'subsidy', amount: '3.00', reason: '补记' } },
    });
    expect(errorsOf(validateWageResolveInput({ remark: 'x', adjustment: { type: 'bonus', amount: '' , reason: '' } }))).toEqual({
      'adjustment.amount': 'Validation.Required',
      'adjustment.reason': 'Validation.Required',
    });
  });

  it('payslip workers: comma separated ids, each checked', () => {
    expect(parsePayslipPrintQuery({ settlementId: ORG, userIds: `${USER},${USER}` })).toEqual({ ok: true, value: { settlementId: ORG, userIds: [USER] } });
    expect(errorsOf(parsePayslipPrintQuery({ settlementId: ORG, userIds: 'a,b' }))).toEqual({ userIds: 'Catalog.Validation.IdInvalid' });
    expect(errorsOf(parsePayslipPrintQuery({}))).toEqual({ settlementId: 'Validation.Required' });
  });
});
