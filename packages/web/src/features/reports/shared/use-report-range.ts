import { SettingNames } from '@eticket/core/abp';
import { defaultReportRange } from '@eticket/core/reports';
import { sessionSelectors } from '@eticket/core/session';
import { useState } from 'react';
import { useSessionSelector } from '../../../actors/session-context';

/** The date range a report page opens with: the last week up to today in the tenant's time zone. */
export function useReportRange(days = 7) {
  const timeZone = useSessionSelector((s) => sessionSelectors.settings(s)[SettingNames.TimeZone] ?? '');
  return useState(() => defaultReportRange(Date.now(), timeZone, days));
}
