import { lazy, Suspense, useSyncExternalStore, type ComponentType } from 'react';
import type { ToastRequest } from './toast-request';

// The toast machinery loads on the first toast, not with the first page.
interface ToasterModule {
  show: (request: ToastRequest) => void;
  default: ComponentType;
}
let toasterModule: Promise<ToasterModule> | null = null;
let requested = false;
const listeners = new Set<() => void>();

export function notify(request: ToastRequest): void {
  toasterModule ??= import('./toaster');
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void toasterModule.then((m) => {
    m.show(request);
  });
}

const LazyToaster = lazy(() => (toasterModule ??= import('./toaster')));

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Mounts the toaster host once something asked for a toast. */
export function ToasterHost() {
  const active = useSyncExternalStore(subscribe, () => requested);
  return active ? (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  ) : null;
}
