import type { BundleByCodeDto } from '@eticket/core/production';
import type { OutboxItem, OutboxWrite } from '@eticket/core/scanning';

/**
 * What the scan station needs from the phone it runs on: storage that survives a reload (the outbox, and the
 * bundle cards already seen, so a card shows offline), the network's state, a key for each tap, a short
 * signal (sound, vibration). The browser gives IndexedDB and its events (idb-device.ts); tests a memory one.
 * Everything is kept per company and user (`scope`): one phone may serve several workers.
 */

export interface OutboxStorage {
  load(): Promise<OutboxItem[]>;
  write(write: OutboxWrite): Promise<void>;
}

/** A bundle card as the server last answered it, and when. */
export interface CachedCard {
  card: BundleByCodeDto;
  fetchedAt: string;
}

export interface CardCache {
  get(code: string): Promise<CachedCard | null>;
  put(code: string, card: CachedCard): Promise<void>;
}

export interface StationDevice {
  outbox(scope: string): OutboxStorage;
  cards(scope: string): CardCache;
  isOnline(): boolean;
  /** Calls back on every change; returns the unsubscribe. */
  onNetworkChange(listener: (online: boolean) => void): () => void;
  /** The idempotency key of one tap: made once, never again. */
  newKey(): string;
  now(): Date;
  /** A short beep and buzz: high and short for a recorded scan, low and long for a refusal. */
  signal(ok: boolean): void;
}
