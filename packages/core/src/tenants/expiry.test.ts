import fc from 'fast-check';
import { addDays, format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/dictionaries';
import { daysLeft, expiryNotice, expiryStatus } from './expiry';

const RUNS = { numRuns: 1000 };
const today = new Date(2024, 4, 10, 15, 30);

describe('tenant expiry (product-spec §4, §9)', () => {
  it.each([
    ['2024-05-17', 7, 'none'],
    ['2024-05-16', 6, 'warning'],
    ['2024-05-10', 0, 'warning'],
    ['2024-05-10T00:00:00', 0, 'warning'],
    ['2024-05-09', -1, 'expired'],
    ['2023-05-10', -366, 'expired'],
  ] as const)('%s → %s days, %s', (expireDate, days, kind) => {
    expect(daysLeft(expireDate, today)).toBe(days);
    expect(expiryStatus(expireDate, today)).toEqual({ kind, days });
    expect(expiryStatus(expireDate, today.getTime())).toEqual({ kind, days });
  });

  it('no expiry date → nothing to show', () => {
    expect(expiryStatus(null, today)).toEqual({ kind: 'none', days: null });
    expect(expiryStatus('garbage', today)).toEqual({ kind: 'none', days: null });
    expect(expiryNotice(expiryStatus(null, today))).toBeNull();
  });

  it('notices translate', () => {
    const warn = expiryNotice({ kind: 'warning', days: 3 });
    expect(warn).toEqual({ key: 'Expiry.Warning', params: { days: 3 } });
    expect(translate('zh-Hans', warn?.key ?? '', warn?.params)).toBe('您的账户还有3天到期，请及时续费');
    expect(expiryNotice({ kind: 'warning', days: 0 })?.key).toBe('Expiry.WarningToday');
    const expired = expiryNotice({ kind: 'expired', days: -2 });
    expect(translate('en', expired?.key ?? '', expired?.params)).toBe('Your subscription expired 2 days ago. Please renew to continue.');
    expect(expiryNotice({ kind: 'none', days: 30 })).toBeNull();
  });

  it('kind follows the thresholds for any offset and time of day (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400, max: 400 }), fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (offset, h, m) => {
        const now = new Date(2024, 0, 15, h, m);
        const expire = format(addDays(new Date(2024, 0, 15), offset), 'yyyy-MM-dd');
        const status = expiryStatus(expire, now);
        expect(status.days).toBe(offset);
        expect(status.kind).toBe(offset < 0 ? 'expired' : offset < 7 ? 'warning' : 'none');
        expect(expiryNotice(status) === null).toBe(offset >= 7);
      }),
      RUNS,
    );
  });
});
