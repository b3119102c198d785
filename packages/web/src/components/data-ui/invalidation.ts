import { bumpVersions, keyVersion } from '@eticket/core/query';
import { useSyncExternalStore } from 'react';

/**
 * "This resource changed": a save on an edit page bumps the resource's version, and every query keyed by
 * it reloads. Pages stay mounted in hidden tabs (keep-alive), so a list refreshes after a save made on
 * another tab without being told which one.
 */
let versions: ReadonlyMap<string, number> = new Map();
const listeners = new Set<() => void>();

export function invalidate(...resources: readonly string[]): void {
  versions = bumpVersions(versions, resources);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The summed version of these resources: changes exactly when one of them is invalidated. */
export function useResourcesVersion(resources: readonly string[]): number {
  return useSyncExternalStore(subscribe, () => keyVersion(resources, versions));
}

/** One resource's version: use it as an effect dependency to reload when it changes. */
export function useResourceVersion(resource: string): number {
  return useResourcesVersion([resource]);
}
