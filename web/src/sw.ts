/// <reference lib="webworker" />
/**
 * The service worker (docs/decisions.md, "Installable app and offline"), built by vite-plugin-pwa
 * (injectManifest) to /sw.js:
 * - precaches the build's hashed scripts, styles and icons, so every screen's code opens offline;
 * - pages are network first: the answer of the app server (index.html with this stack's runtime config
 *   injected, web/src/lib/config.ts) is kept as the app shell and served for any page when offline.
 *   index.html is deliberately not precached: the build's copy has no runtime config;
 * - a new build takes over at once (skipWaiting + clientsClaim); the page reloads itself when that
 *   happens (web/src/lib/pwa/register-service-worker.ts), so nobody is stuck on an old build;
 * - a Web Push shows a notification; tapping it opens the page the push names (the Today screen).
 * - the `api` function's GET answers are network first, kept per signed-in user (api-cache.ts), so
 *   what the learner opened (the dashboard's data, stations, courses and their materials' list) reads
 *   offline; online every read still goes to the server. Signing out deletes that cache, and the
 *   page tells the worker whom it signed out: no later answer for them is kept (signed-out-users.ts).
 * Other Supabase requests (Auth, Realtime, Storage) are not touched; actions taken offline wait in
 * the offline queue (lib/offline-queue.ts).
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { API_CACHE, isApiRead, perUserCacheKey } from './lib/pwa/api-cache';
import { parsePushPayload } from './lib/pwa/push-payload';
import { answerWorkerMessage, parseWorkerMessage, signedOutUsersPlugin } from './lib/pwa/signed-out-users';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const SHELL_CACHE = 'mta-app-shell';
/** Every client route is the same page (SPA fallback), so one copy serves them all offline. */
const SHELL_URL = '/dashboard';
const NETWORK_TIMEOUT_MS = 4000;

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

async function keepShell(response: Response): Promise<void> {
  const type = response.headers.get('content-type') ?? '';
  if (response.ok && type.startsWith('text/html')) await (await caches.open(SHELL_CACHE)).put(SHELL_URL, response);
}

self.addEventListener('install', (event) => {
  // The shell as this stack serves it, so the very first offline reload works.
  event.waitUntil(
    fetch(SHELL_URL, { cache: 'no-store' })
      .then(keepShell)
      .catch(() => undefined),
  );
});

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

registerRoute(
  new NavigationRoute(async ({ request }) => {
    try {
      const response = await withTimeout(fetch(request), NETWORK_TIMEOUT_MS);
      await keepShell(response.clone());
      return response;
    } catch {
      const shell = await caches.match(SHELL_URL, { cacheName: SHELL_CACHE });
      return shell ?? Response.error();
    }
  }),
);

const signedOut = new Set<string>();

registerRoute(
  ({ request, url }) => isApiRead(request.method, url),
  new NetworkFirst({
    cacheName: API_CACHE,
    plugins: [
      { cacheKeyWillBeUsed: async ({ request }) => perUserCacheKey(request) },
      signedOutUsersPlugin(signedOut),
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 14 * 86_400 }),
    ],
  }),
);

self.addEventListener('message', (event) => {
  const message = parseWorkerMessage(event.data);
  if (!message) return;
  event.waitUntil(answerWorkerMessage(signedOut, message).finally(() => event.ports[0]?.postMessage('done')));
});

self.addEventListener('push', (event) => {
  const payload = parsePushPayload(event.data?.text());
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/maskable-192.png',
      tag: payload.tag,
      data: { url: payload.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(String((event.notification.data as { url?: unknown } | null)?.url ?? '/dashboard'), self.location.origin);
  // Only pages of this app (a payload cannot send the learner elsewhere).
  const url = target.origin === self.location.origin ? target.href : new URL('/dashboard', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === url) ?? windows[0];
      if (open) {
        await open.focus();
        if (open.url !== url) await open.navigate(url);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
