import { isRecalculable, settlementSnapshot, WAGE_CONFIRM_STATUSES, type SettlementEvent, type SettlementItems, type WageConfirmStatus, type WageSettlementStatus } from '@eticket/core/wages';

/**
 * What the pages offer is what the core settlement machine allows: the settlement's status and its items'
 * confirmations resolved into the machine, then asked whether the step's event would be taken.
 */
export const SETTLEMENT_STEPS = ['recalculate', 'submit', 'withdraw', 'lock', 'unlock', 'markPaid'] as const;
export type SettlementStep = (typeof SETTLEMENT_STEPS)[number];
export const ITEM_ACTIONS = ['remind', 'resolve', 'forceConfirm'] as const;
export type ItemAction = (typeof ITEM_ACTIONS)[number];

function stepEvent(step: SettlementStep): SettlementEvent {
  return step === 'recalculate' ? { type: 'recalculate', itemIds: [] } : { type: step };
}

function itemEvent(action: ItemAction, itemId: string): SettlementEvent {
  if (action === 'remind') return { type: 'item.remind', itemId };
  if (action === 'resolve') return { type: 'item.resolve', itemId };
  return { type: 'item.forceConfirm', itemId };
}

/** Items standing in for the counted ones: the guards of the settlement's own steps only count them. */
function countedItems(counts: Readonly<Record<WageConfirmStatus, number>>): SettlementItems {
  return Object.fromEntries(WAGE_CONFIRM_STATUSES.flatMap((status) => Array.from({ length: counts[status] }, (_, i) => [`${status}-${String(i)}`, status] as const)));
}

export function settlementSteps(status: WageSettlementStatus, counts: Readonly<Record<WageConfirmStatus, number>>): SettlementStep[] {
  const snapshot = settlementSnapshot(status, countedItems(counts));
  return SETTLEMENT_STEPS.filter((step) => snapshot.can(stepEvent(step)));
}

/** Only a draft is deleted: nothing was asked of the workers yet. */
export function canDeleteSettlement(status: WageSettlementStatus): boolean {
  return isRecalculable(status);
}

export function itemActions(status: WageSettlementStatus, item: { id: string; confirmStatus: WageConfirmStatus }): ItemAction[] {
  const snapshot = settlementSnapshot(status, { [item.id]: item.confirmStatus });
  return ITEM_ACTIONS.filter((action) => snapshot.can(itemEvent(action, item.id)));
}
