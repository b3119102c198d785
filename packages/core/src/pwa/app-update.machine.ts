import { setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

/**
 * A new version of the installed app (its service worker) and the page that runs the old one. The new version
 * waits until the user chooses to reload: the page then asks it to take over and reloads once it has, so no page
 * ever mixes the chunks of two builds. "Later" hides the offer until another version arrives.
 */
export type AppUpdateEvent =
  /** A new version is installed and waiting (found at start-up or by a later check). */
  | { type: 'update.waiting' }
  /** A new version took over this page (this tab asked, or another tab did): the page runs the old build. */
  | { type: 'update.controlling' }
  /** "Reload" in the offer. */
  | { type: 'update.accept' }
  /** "Later" in the offer. */
  | { type: 'update.dismiss' };

/** How long to wait for the new version to take over before reloading anyway (it may already be gone). */
export const TAKE_OVER_TIMEOUT_MS = 5_000;

export const appUpdateMachine = setup({
  types: { events: {} as AppUpdateEvent },
  actions: {
    /** Injected by the web: tell the waiting worker to take over (SKIP_WAITING). */
    activateWaiting: () => {
      throw new Error('activateWaiting not provided');
    },
    /** Injected by the web (location.reload). */
    reload: () => {
      throw new Error('reload not provided');
    },
  },
  delays: { takeOverTimeout: TAKE_OVER_TIMEOUT_MS },
}).createMachine({
  id: 'appUpdate',
  initial: 'current',
  states: {
    current: {
      on: { 'update.waiting': 'offered', 'update.controlling': 'outdated' },
    },
    offered: {
      on: { 'update.accept': 'activating', 'update.dismiss': 'dismissed', 'update.controlling': 'outdated' },
    },
    dismissed: {
      on: { 'update.waiting': 'offered', 'update.controlling': 'outdated' },
    },
    /** The new version already runs the worker: only a reload is left to do. */
    outdated: {
      on: { 'update.accept': 'reloading', 'update.dismiss': 'outdatedDismissed' },
    },
    outdatedDismissed: {},
    activating: {
      entry: 'activateWaiting',
      on: { 'update.controlling': 'reloading' },
      after: { takeOverTimeout: 'reloading' },
    },
    // Not final: the page may still send events while it unloads; they change nothing.
    reloading: {
      entry: 'reload',
    },
  },
});

export type AppUpdateMachine = typeof appUpdateMachine;
export type AppUpdateSnapshot = SnapshotFrom<AppUpdateMachine>;
export type AppUpdateRef = ActorRefFrom<AppUpdateMachine>;

export const appUpdateSelectors = {
  /** The reload offer is on screen. */
  offered: (snapshot: AppUpdateSnapshot): boolean => snapshot.matches('offered') || snapshot.matches('outdated'),
  /** The user chose to reload and the page is about to. */
  busy: (snapshot: AppUpdateSnapshot): boolean => snapshot.matches('activating') || snapshot.matches('reloading'),
} as const;
