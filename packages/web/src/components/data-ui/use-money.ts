import { formatAmount, shouldShowRmbSymbol } from '@eticket/core/format';
import { sessionSelectors } from '@eticket/core/session';
import { useCallback } from 'react';
import { useSessionSelector } from '../../actors/session-context';

/** Amounts as product-spec §9 shows them: 2–6 decimals, '¥' when the tenant's setting asks for it. */
export function useMoney(): (value: string | null | undefined) => string {
  const showCurrencySymbol = useSessionSelector((s) => shouldShowRmbSymbol(sessionSelectors.settings(s)));
  return useCallback((value) => formatAmount(value, { showCurrencySymbol }), [showCurrencySymbol]);
}
