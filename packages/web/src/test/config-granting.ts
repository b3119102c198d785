import type { ApplicationConfiguration } from '@eticket/core/abp';

/** An application configuration granting exactly these policies (tenant side, RMB symbol on). */
export function configGranting(granted: readonly string[]): ApplicationConfiguration {
  return {
    localization: { currentCulture: { cultureName: 'zh-Hans' }, values: {} },
    auth: { grantedPolicies: Object.fromEntries(granted.map((name) => [name, true])) },
    setting: { values: { 'Eticket.ShowRmbCurrencySymbol': 'true' } },
    features: { values: {} },
    currentTenant: { id: 'tenant-1', name: 'demo', isAvailable: true },
    currentUser: { isAuthenticated: true },
  };
}
