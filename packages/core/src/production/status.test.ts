import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/dictionaries';
import { BUNDLE_STATUS_LABEL_KEYS, CUTTING_TIME_STATUS_LABEL_KEYS } from './labels';
import { bedStatusAfterBundleChange, bundleStatusAfterPrint, deriveCuttingTimeStatus } from './status';

const base = { isVoid: false, bundleCount: 10, printedBundles: 0, scannedBundles: 0, completedBundles: 0 };

describe('bed and bundle status', () => {
  it('follows the bundles (domain §5.2)', () => {
    expect(deriveCuttingTimeStatus({ ...base, bundleCount: 0 })).toBe('planned');
    expect(deriveCuttingTimeStatus(base)).toBe('bundled');
    expect(deriveCuttingTimeStatus({ ...base, printedBundles: 1 })).toBe('printed');
    expect(deriveCuttingTimeStatus({ ...base, printedBundles: 10, scannedBundles: 1 })).toBe('inProduction');
    expect(deriveCuttingTimeStatus({ ...base, printedBundles: 10, scannedBundles: 10, completedBundles: 10 })).toBe('done');
    expect(deriveCuttingTimeStatus({ ...base, isVoid: true })).toBe('void');
  });

  it('a bundle in progress decides its bed without counting the others', () => {
    // Any bed with one bundle scanned and not completed: counting the facts gives what the shortcut gives.
    const bedWithOneInProgress = fc
      .record({ bundleCount: fc.integer({ min: 1, max: 500 }), printed: fc.nat(), scanned: fc.nat(), completed: fc.nat() })
      .map(({ bundleCount, printed, scanned, completed }) => {
        const scannedBundles = 1 + (scanned % bundleCount);
        return {
          isVoid: false,
          bundleCount,
          scannedBundles,
          printedBundles: Math.max(scannedBundles, printed % (bundleCount + 1)),
          completedBundles: Math.min(completed % bundleCount, scannedBundles - 1, bundleCount - 1),
        };
      });
    fc.assert(fc.property(bedWithOneInProgress, (facts) => deriveCuttingTimeStatus(facts) === bedStatusAfterBundleChange('inProgress')));
    for (const status of ['created', 'printed', 'completed', 'void'] as const) expect(bedStatusAfterBundleChange(status)).toBeNull();
  });

  it('a first print moves a bundle to printed; later states stay', () => {
    expect(bundleStatusAfterPrint('created')).toBe('printed');
    expect(bundleStatusAfterPrint('inProgress')).toBe('inProgress');
  });

  it('every status has a text', () => {
    for (const key of [...Object.values(CUTTING_TIME_STATUS_LABEL_KEYS), ...Object.values(BUNDLE_STATUS_LABEL_KEYS)]) {
      expect(translate('zh-Hans', key)).not.toBe(key);
    }
    expect(translate('zh-Hans', 'Production.BedStatus.Planned')).toBe('待编菲');
  });
});
