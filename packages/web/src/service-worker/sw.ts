/// <reference lib="webworker" />
// The service worker (built by vite-plugin-pwa's injectManifest from this file; the build injects the precache
// list, chosen in vite.config.ts). What it does:
// - installs the app shell and the offline pages' chunks (precache) and drops older versions' copies;
// - navigations go to the network as before — always the newest index.html after a deploy — and fall back to
//   the installed index.html when the network fails, times out or the server is down;
// - the boot reads (configuration, user info) go to the network first and fall back to the copy last seen by
//   the same user (session-cache.ts);
// - hashed chunks outside the precache are kept once fetched (a page opened online opens offline later);
// - every other request, and every write, goes to the network untouched.
// A new version waits until the app asks it to take over (the reload prompt), so no page mixes two builds.
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, PrecacheFallbackPlugin, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { isAnonymousKey, isSessionBootRequest, sessionCacheKey, SESSION_CACHE } from './session-cache';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

/** The precached index.html, the offline fallback of every navigation. */
const SHELL_URL = 'index.html';
/** A dead spot often leaves requests hanging rather than failing: give up on the network after this long. */
const NAVIGATION_TIMEOUT_SECONDS = 4;
/**
 * Longer for the boot reads: only with a copy of the same user's to fall back on, and a busy server's slow answer
 * is better than last boot's permissions (the late answer still refreshes the copy for the next boot).
 */
const BOOT_READ_TIMEOUT_SECONDS = 8;

// No clean URLs or directory index: '/' is a navigation like any other (network first), never the precached copy.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();
// The first version takes the open pages at once (they run the build it installed); later ones wait for SKIP_WAITING.
clientsClaim();

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') void self.skipWaiting();
});

/** Workbox's own plugin classes declare their optional hooks as `T | undefined` (exactOptionalPropertyTypes). */
const plugin = (instance: PrecacheFallbackPlugin | ExpirationPlugin): WorkboxPlugin => instance as WorkboxPlugin;

/** A server error on a navigation is a failure too (a restarting server, a proxy's 502): use the installed shell. */
const serverErrorFails: WorkboxPlugin = {
  fetchDidSucceed: ({ response }) => {
    if (response.status >= 500) throw new Error(`HTTP ${String(response.status)}`);
    return Promise.resolve(response);
  },
};

registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS,
      plugins: [serverErrorFails, plugin(new PrecacheFallbackPlugin({ fallbackURL: SHELL_URL }))],
    }),
    { denylist: [/^\/api\//] },
  ),
);

/** Boot reads are stored under their user's key; a signed-out read clears the signed-in users' copies. */
const perUser: WorkboxPlugin = {
  cacheKeyWillBeUsed: ({ request }) => Promise.resolve(sessionCacheKey(request.url, request.headers) ?? request),
  cacheDidUpdate: async ({ cacheName, request }) => {
    if (!isAnonymousKey(request.url)) return;
    const cache = await self.caches.open(cacheName);
    const keys = await cache.keys();
    await Promise.all(keys.filter((key) => !isAnonymousKey(key.url)).map((key) => cache.delete(key)));
  },
};

registerRoute(
  ({ request, url }) => isSessionBootRequest(request.method, url, self.location.origin) && sessionCacheKey(request.url, request.headers) !== null,
  new NetworkFirst({ cacheName: SESSION_CACHE, networkTimeoutSeconds: BOOT_READ_TIMEOUT_SECONDS, plugins: [perUser] }),
);

registerRoute(
  ({ request, url }) => request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: 'eticket-assets', plugins: [plugin(new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }))] }),
);
