import type { AppUpdateRef } from '@eticket/core/pwa';
import { useSyncExternalStore } from 'react';

/**
 * The app-update actor, once the service worker is registered (app/service-worker.ts, a chunk loaded after the
 * first load). The shell's reload offer reads it from here, so the shell carries neither the registration nor
 * Workbox's window library.
 */
let current: AppUpdateRef | null = null;
const listeners = new Set<() => void>();

export function publishAppUpdate(ref: AppUpdateRef | null): void {
  current = ref;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const getCurrent = () => current;
const getNone = () => null;

export function useAppUpdate(): AppUpdateRef | null {
  return useSyncExternalStore(subscribe, getCurrent, getNone);
}

