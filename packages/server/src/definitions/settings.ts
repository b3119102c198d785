import { FeatureNames, SettingNames } from '@eticket/core/abp';

/** ABP-style definitions: name, default (a string), visible to the browser or not. */
export interface ValueDefinition {
  name: string;
  defaultValue: string;
  isVisibleToClients: boolean;
}

export const SETTING_DEFINITIONS: readonly ValueDefinition[] = [
  { name: SettingNames.ShowRmbCurrencySymbol, defaultValue: 'false', isVisibleToClients: true },
  { name: SettingNames.KanbanRefreshSeconds, defaultValue: '15', isVisibleToClients: true },
  { name: SettingNames.BedNoResetCycle, defaultValue: 'Never', isVisibleToClients: true },
  { name: SettingNames.TicketCodePrefix, defaultValue: '', isVisibleToClients: true },
  { name: SettingNames.CompanyNameOnTickets, defaultValue: '', isVisibleToClients: true },
  { name: SettingNames.ScanRequireApproval, defaultValue: 'false', isVisibleToClients: true },
  { name: SettingNames.ScanRevokeMinutes, defaultValue: '10', isVisibleToClients: true },
  { name: SettingNames.TimeZone, defaultValue: 'Asia/Shanghai', isVisibleToClients: true },
  { name: SettingNames.WageAutoConfirmDays, defaultValue: '3', isVisibleToClients: true },
];

export const FEATURE_DEFINITIONS: readonly ValueDefinition[] = [
  { name: FeatureNames.ReferralLink, defaultValue: 'false', isVisibleToClients: true },
];

/** Defaults overlaid with stored values, visible ones only. */
export function resolveValues(definitions: readonly ValueDefinition[], stored: ReadonlyMap<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const d of definitions) {
    if (d.isVisibleToClients) out[d.name] = stored.get(d.name) ?? d.defaultValue;
  }
  return out;
}
