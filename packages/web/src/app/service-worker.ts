import { appUpdateMachine, type AppUpdateRef } from '@eticket/core/pwa';
import { Workbox } from 'workbox-window';
import { createActor } from 'xstate';
import { sessionBridge } from './session-bridge';

/** The worker the build writes (scripts/pwa-config.ts, src/service-worker/sw.ts). */
export const SERVICE_WORKER_URL = '/sw.js';
/** A page left open all day (the station) asks for a new version this often, and when it is shown again. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** The part of workbox-window's Workbox used here (a test passes a fake). */
export interface WorkboxLike {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  register(): Promise<unknown>;
  update(): Promise<unknown>;
  messageSkipWaiting(): void;
}

export interface RegisterOptions {
  workbox?: WorkboxLike;
  reload?: () => void;
  now?: () => number;
  visibility?: Pick<Document, 'addEventListener' | 'visibilityState'>;
  /** The first worker ever installed took the page over (default: load the configuration again, through it). */
  onFirstControl?: () => void;
  /** Whether a worker controlled the page when it booted (its boot reads went through it). */
  bootedControlled: boolean;
  /** Whether a worker controls the page now (default: the browser's answer). */
  controlledNow?: boolean;
}

/**
 * Register the service worker and follow its updates (the caller publishes the actor: actors/app-update.ts) with the app-update machine (core/pwa): a version that
 * waits is offered in the shell (shell/update-banner.tsx); choosing "reload" lets it take over, then reloads.
 * The first version ever installed takes over on its own (the worker claims the page), which is no update.
 */
export function registerServiceWorker(options: RegisterOptions): AppUpdateRef {
  const workbox = options.workbox ?? new Workbox(SERVICE_WORKER_URL);
  const now = options.now ?? Date.now;
  const actor = createActor(
    appUpdateMachine.provide({
      actions: {
        activateWaiting: () => {
          workbox.messageSkipWaiting();
        },
        reload: () => {
          if (options.reload === undefined) window.location.reload();
          else options.reload();
        },
      },
    }),
  ).start();
  workbox.addEventListener('waiting', () => {
    actor.send({ type: 'update.waiting' });
  });
  // A page that loaded under a worker and gets another runs an older build (an update, here or in another tab);
  // one that loaded under none just got the first. (Workbox's own isUpdate/isExternal flags say this wrongly when
  // the first worker was installed by an earlier page of the same tab.)
  // This page booted before any worker could keep its boot reads: once one controls it, read the configuration
  // again, through it, so that the next boot finds it with no network (the user info follows on the next boot).
  const warmUp = () => {
    if (options.onFirstControl === undefined) sessionBridge.send({ type: 'config.reload' });
    else options.onFirstControl();
  };
  let controlled = options.controlledNow ?? navigator.serviceWorker.controller !== null;
  // The first worker may have taken the page over between its boot and now (installed by an earlier page).
  if (controlled && !options.bootedControlled) warmUp();
  workbox.addEventListener('controlling', () => {
    if (controlled) {
      actor.send({ type: 'update.controlling' });
      return;
    }
    controlled = true;
    warmUp();
  });
  let lastCheck = now();
  const check = () => {
    lastCheck = now();
    // Offline or the server down: the next check will tell.
    workbox.update().catch(() => undefined);
  };
  void workbox.register().then(() => {
    setInterval(check, UPDATE_CHECK_MS);
    const visibility = options.visibility ?? document;
    visibility.addEventListener('visibilitychange', () => {
      if (visibility.visibilityState === 'visible' && now() - lastCheck >= UPDATE_CHECK_MS / 6) check();
    });
  }, () => undefined);
  return actor;
}
