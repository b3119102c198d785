import type { BundleStatus, CuttingTimeStatus } from './production.types';

/**
 * A bed's status (domain §5.2) follows from its bundles, so it is derived rather than stored apart:
 * no bundles → planned; bundles, none printed → bundled; any printed → printed (regenerating is now
 * refused); any scanned → in production (locked); every live bundle completed → done. Void stays void.
 */
export interface BedFacts {
  isVoid: boolean;
  bundleCount: number;
  printedBundles: number;
  scannedBundles: number;
  completedBundles: number;
}

export function deriveCuttingTimeStatus(facts: BedFacts): CuttingTimeStatus {
  if (facts.isVoid) return 'void';
  if (facts.bundleCount === 0) return 'planned';
  if (facts.completedBundles >= facts.bundleCount) return 'done';
  if (facts.scannedBundles > 0) return 'inProduction';
  return facts.printedBundles > 0 ? 'printed' : 'bundled';
}

/**
 * A live bed's status after one of its bundles changed, when the bundle alone decides it: a bundle in progress
 * is scanned and not completed, so its bed is in production whatever the other bundles are. null = the bed's
 * facts must be counted (a bundle completed, or went back to printed/created).
 */
export function bedStatusAfterBundleChange(bundleStatus: BundleStatus): CuttingTimeStatus | null {
  return bundleStatus === 'inProgress' ? 'inProduction' : null;
}

/** Domain §5.3: the first print moves a created bundle to printed; later states are the scans'. */
export function bundleStatusAfterPrint(status: BundleStatus): BundleStatus {
  return status === 'created' ? 'printed' : status;
}
