/**
 * Registers the service worker (web/src/sw.ts) after the page has loaded, in production builds only
 * (the dev server's hot reload and a service worker fight). A new build's worker takes over at once
 * (skipWaiting + clientsClaim); when it does, a page that was already controlled reloads so it runs
 * the new build's code instead of asking for old chunks the server no longer has (docs/decisions.md,
 * "Installable app and offline"). The browser looks for a new worker on every navigation; a tab
 * left open looks again when it comes back to the foreground.
 */
export function registerServiceWorker(container: ServiceWorkerContainer | undefined = navigator.serviceWorker): void {
  if (!container) return;
  const hadController = Boolean(container.controller);
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (!hadController || reloading) return;
    reloading = true;
    window.location.reload();
  });
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
