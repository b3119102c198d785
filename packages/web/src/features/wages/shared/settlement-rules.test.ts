import { WAGE_CONFIRM_STATUSES, type WageConfirmStatus } from '@eticket/core/wages';
import { describe, expect, it } from 'vitest';
import { canDeleteSettlement, itemActions, settlementSteps } from './settlement-rules';

const counts = (given: Partial<Record<WageConfirmStatus, number>>) => ({ ...Object.fromEntries(WAGE_CONFIRM_STATUSES.map((s) => [s, 0])), ...given }) as Record<WageConfirmStatus, number>;

describe('settlement steps offered by the machine', () => {
  it('a draft recalculates, and submits only with items; only a draft is deleted', () => {
    expect(settlementSteps('draft', counts({ pending: 2 }))).toEqual(['recalculate', 'submit']);
    expect(settlementSteps('draft', counts({}))).toEqual(['recalculate']);
    expect(canDeleteSettlement('draft')).toBe(true);
    expect(canDeleteSettlement('confirming')).toBe(false);
  });

  it('confirming withdraws; confirmed withdraws or locks; locked unlocks or is paid; paid does nothing', () => {
    expect(settlementSteps('confirming', counts({ pending: 1, confirmed: 1 }))).toEqual(['withdraw']);
    expect(settlementSteps('confirmed', counts({ confirmed: 2 }))).toEqual(['withdraw', 'lock']);
    expect(settlementSteps('locked', counts({ confirmed: 2 }))).toEqual(['unlock', 'markPaid']);
    expect(settlementSteps('paid', counts({ confirmed: 2 }))).toEqual([]);
  });

  it('an item is reminded or forced while unanswered, resolved only when disputed, and only while confirming', () => {
    expect(itemActions('confirming', { id: 'a', confirmStatus: 'pending' })).toEqual(['remind', 'forceConfirm']);
    expect(itemActions('confirming', { id: 'a', confirmStatus: 'disputed' })).toEqual(['remind', 'resolve', 'forceConfirm']);
    expect(itemActions('confirming', { id: 'a', confirmStatus: 'confirmed' })).toEqual([]);
    expect(itemActions('locked', { id: 'a', confirmStatus: 'pending' })).toEqual([]);
  });
});
