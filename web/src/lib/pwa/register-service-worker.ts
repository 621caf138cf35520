/**
 * Registers the service worker (web/src/sw.ts) after the page has loaded, in production builds only
 * (the dev server's hot reload and a service worker fight). A new build's worker takes over at once
 * (skipWaiting + clientsClaim); when it does, a page that was already controlled reloads so it runs
 * the new build's code instead of asking for old chunks the server no longer has (docs/decisions.md,
 * "Installable app and offline"). The browser looks for a new worker on every navigation; a tab
 * left open looks again when it comes back to the foreground. A first visit's page is not reloaded
 * when the first worker takes it: its reads are asked again through the worker instead.
 */
import { getCurrentUser, subscribeCurrentUser } from '../current-user';
import { sendPastReadsAgain } from './reads-past-worker';
import { tellWorker, USER_SIGNED_IN } from './signed-out-users';

export function registerServiceWorker(container: ServiceWorkerContainer | undefined = navigator.serviceWorker): void {
  if (!container) return;
  const hadController = Boolean(container.controller);
  let reloading = false;
  let firstControl = !hadController;
  container.addEventListener('controllerchange', () => {
    if (firstControl) {
      // A first visit: the reads this page sent so far went past the worker (reads-past-worker.ts).
      firstControl = false;
      void sendPastReadsAgain();
      return;
    }
    if (!hadController || reloading) return;
    reloading = true;
    window.location.reload();
  });
  followSignedInUser(container);
  void container
    .register('/sw.js', { scope: '/', updateViaCache: 'none' })
    .then((registration) => {
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') void registration.update().catch(() => undefined);
      });
    })
    .catch((error: unknown) => {
      // The app works without it (no install, no offline): say so in the console only.
      console.warn('The service worker did not register:', error);
    });
}

/**
 * Tells the worker who is signed in on this page (on load, and whenever another user becomes the
 * current one), so a learner signed out earlier on this device has their reads kept again
 * (signed-out-users.ts).
 */
export function followSignedInUser(container: ServiceWorkerContainer): void {
  let told: string | undefined;
  const tell = () => {
    const user = getCurrentUser()?.id;
    if (user && user !== told) void tellWorker({ type: USER_SIGNED_IN, user }, container);
    told = user;
  };
  subscribeCurrentUser(tell);
  tell();
}
