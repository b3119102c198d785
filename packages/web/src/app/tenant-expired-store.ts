import { useSyncExternalStore } from 'react';

/** The TenantExpired dialog (§8): open with the server's message, closed by Renew or Close. */
let message: string | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export const tenantExpiredStore = {
  open(text: string): void {
    message = text;
    emit();
  },
  close(): void {
    message = null;
    emit();
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: (): string | null => message,
};

/** The message while the dialog is open, else null. */
export function useTenantExpiredMessage(): string | null {
  return useSyncExternalStore(tenantExpiredStore.subscribe, tenantExpiredStore.get);
}
