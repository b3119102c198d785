import type { OutboxItem } from '@eticket/core/scanning';
import type { CachedCard, StationDevice } from '../device/station-device';

/**
 * The station's device in memory: storage that outlives a page (pass the same device to a second render to
 * "reload"), a network switch, numbered keys, a fixed clock and a record of the signals given.
 */
export interface MemoryDevice extends StationDevice {
  readonly stored: Map<string, OutboxItem>;
  readonly cached: Map<string, CachedCard>;
  readonly signals: boolean[];
  setOnline(online: boolean): void;
}

export function createMemoryDevice(options: { online?: boolean; now?: string } = {}): MemoryDevice {
  const stored = new Map<string, OutboxItem>();
  const cached = new Map<string, CachedCard>();
  const signals: boolean[] = [];
  const listeners = new Set<(online: boolean) => void>();
  let online = options.online ?? true;
  let next = 1;
  const now = options.now ?? '2026-11-27T02:00:00.000Z';
  return {
    stored,
    cached,
    signals,
    setOnline: (value) => {
      online = value;
      for (const listener of listeners) listener(value);
    },
    outbox: (scope) => ({
      load: () => Promise.resolve([...stored.entries()].filter(([key]) => key.startsWith(`${scope}|`)).map(([, item]) => ({ ...item }))),
      write: (write) => {
        if (write.kind === 'put') stored.set(`${scope}|${write.item.clientRequestId}`, { ...write.item });
        else stored.delete(`${scope}|${write.clientRequestId}`);
        return Promise.resolve();
      },
    }),
    cards: (scope) => ({
      get: (code) => Promise.resolve(cached.get(`${scope}|${code}`) ?? null),
      put: (code, card) => {
        cached.set(`${scope}|${code}`, card);
        return Promise.resolve();
      },
    }),
    isOnline: () => online,
    onNetworkChange: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    newKey: () => `key-${String(next++)}`,
    now: () => new Date(now),
    signal: (ok) => {
      signals.push(ok);
    },
  };
}
