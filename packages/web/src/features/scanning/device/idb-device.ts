import type { OutboxItem } from '@eticket/core/scanning';
import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import type { CachedCard, StationDevice } from './station-device';

/**
 * The browser as the station's device: IndexedDB (one database per kind of record, keys [scope, id]), the
 * window's online/offline events, crypto.randomUUID for keys, Web Audio and the vibration API for signals.
 */

/** Cards older than this are dropped when the station opens: their bundles are long done. */
const CARD_DAYS = 14;

let outboxStore: UseStore | null = null;
let cardStore: UseStore | null = null;
const outboxDb = () => (outboxStore ??= createStore('eticket-scan-outbox', 'items'));
const cardDb = () => (cardStore ??= createStore('eticket-scan-cards', 'cards'));

type ScopedKey = [string, string];

let audio: AudioContext | null = null;

function beep(ok: boolean): void {
  if (typeof AudioContext === 'undefined') return;
  audio ??= new AudioContext();
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.frequency.value = ok ? 1_320 : 220;
  gain.gain.value = 0.15;
  oscillator.connect(gain).connect(audio.destination);
  const stop = audio.currentTime + (ok ? 0.12 : 0.4);
  oscillator.start();
  oscillator.stop(stop);
}

export function createBrowserDevice(): StationDevice {
  let prunedCards = false;
  return {
    outbox: (scope) => ({
      load: async () => {
        const all = await entries<ScopedKey, OutboxItem>(outboxDb());
        return all.filter(([key]) => key[0] === scope).map(([, item]) => item);
      },
      write: (write) =>
        write.kind === 'put' ? set([scope, write.item.clientRequestId], write.item, outboxDb()) : del([scope, write.clientRequestId], outboxDb()),
    }),
    cards: (scope) => {
      if (!prunedCards) {
        prunedCards = true;
        const oldest = new Date(Date.now() - CARD_DAYS * 86_400_000).toISOString();
        void entries<ScopedKey, CachedCard>(cardDb()).then(async (all) => {
          for (const [key, card] of all) if (card.fetchedAt < oldest) await del(key, cardDb());
        });
      }
      return {
        get: async (code) => (await get<CachedCard>([scope, code], cardDb())) ?? null,
        put: (code, card) => set([scope, code], card, cardDb()),
      };
    },
    isOnline: () => navigator.onLine,
    onNetworkChange: (listener) => {
      const online = () => {
        listener(true);
      };
      const offline = () => {
        listener(false);
      };
      window.addEventListener('online', online);
      window.addEventListener('offline', offline);
      return () => {
        window.removeEventListener('online', online);
        window.removeEventListener('offline', offline);
      };
    },
    newKey: () => crypto.randomUUID(),
    now: () => new Date(),
    signal: (ok) => {
      // Phones without vibration or sound (or a muted tab) simply skip it.
      try {
        navigator.vibrate(ok ? 60 : [120, 60, 120]);
        beep(ok);
      } catch {
        /* no signal is not an error */
      }
    },
  };
}
