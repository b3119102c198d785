import { useSyncExternalStore } from 'react';

/**
 * "This resource changed": a save on an edit page bumps the resource's version, and every list or
 * lookup that shows it reloads. Pages stay mounted in hidden tabs (keep-alive), so a list refreshes
 * after a save made on another tab without being told which one.
 */
const versions = new Map<string, number>();
const listeners = new Set<() => void>();

export function invalidate(...resources: readonly string[]): void {
  for (const resource of resources) versions.set(resource, (versions.get(resource) ?? 0) + 1);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The resource's version: use it as an effect dependency to reload when it changes. */
export function useResourceVersion(resource: string): number {
  return useSyncExternalStore(subscribe, () => versions.get(resource) ?? 0);
}
