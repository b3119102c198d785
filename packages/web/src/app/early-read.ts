import type { PrefetchedRead } from '@eticket/api-client';

declare global {
  interface Window {
    /** Set by index.html's boot script for a signed-in first load: the reads it sent while the code downloaded. */
    __eticketBootReads?: unknown;
  }
}

const isRead = (value: unknown): value is PrefetchedRead =>
  typeof value === 'object' && value !== null && 'path' in value && typeof value.path === 'string' && 'response' in value && value.response instanceof Promise;

/**
 * The reads index.html's boot script sent, handed over once (the global is removed). The API client uses one only
 * when it would send exactly the same read, so anything odd here costs at most a second request.
 */
export function takeBootReads(target: Window): PrefetchedRead[] {
  const reads = target.__eticketBootReads;
  delete target.__eticketBootReads;
  return Array.isArray(reads) ? reads.filter(isRead) : [];
}

/**
 * A read sent the moment it is created, handed to the first caller; later calls send their own. The entry
 * sends the application configuration this way as it starts: the session's actor would otherwise ask only once
 * the texts have loaded and the first render has committed, and the configuration is what the first screen
 * waits for.
 */
export function earlyRead<T>(send: () => Promise<T>): () => Promise<T> {
  let first: Promise<T> | null = send();
  // Observed here so an early failure is never reported as unhandled; the first caller still receives it.
  first.catch(() => undefined);
  return () => {
    const out = first ?? send();
    first = null;
    return out;
  };
}
