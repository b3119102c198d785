import { SettingNames } from '@eticket/core/abp';
import { businessDateIn } from '@eticket/core/production';
import { sessionSelectors } from '@eticket/core/session';
import { useState } from 'react';
import { useSessionSelector } from '../../../actors/session-context';
import { monthPeriod, type WagePeriod } from './period';

/** Today in the tenant's time zone (yyyy-MM-dd). */
export function useBusinessToday(): string {
  const timeZone = useSessionSelector((s) => sessionSelectors.settings(s)[SettingNames.TimeZone] ?? '');
  return businessDateIn(Date.now(), timeZone);
}

/** The period a wage page opens with: this month in the tenant's time zone. */
export function useWagePeriod() {
  const today = useBusinessToday();
  return useState<WagePeriod>(() => monthPeriod(today.slice(0, 7)));
}
