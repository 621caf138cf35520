import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app';
import { createAppRouter } from './app/router';
import { activateLocale, i18n, startLocale } from './i18n';
import { captureInstallPrompt } from './lib/pwa/install-event';
import { registerServiceWorker } from './lib/pwa/register-service-worker';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Made before the first render, so the first screen's code is already on its way (app/router.tsx).
const router = createAppRouter();

// The first render is a transition, so React renders it in slices and yields to the browser between
// them (a blocking render of the whole shell was one long main-thread task on a slow phone).
function render() {
  startTransition(() => {
    createRoot(root!).render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
}

// The page's language (docs/product.md#language) is loaded before the first render, so the first
// paint is in it and `<html lang dir>` is right. A catalogue that does not arrive falls back to
// English; without any, the screens show message ids rather than nothing.
void startLocale()
  .catch(() => activateLocale('en'))
  .catch(() => i18n.activate('en'))
  .finally(render);

// Installable and offline (docs/decisions.md, "Installable app and offline"): after the page has
// loaded, so the worker's precaching never competes with the first screen. Builds only (the dev
// server's hot reload and a worker fight); MODE is "production" for every `vite build`, whatever
// NODE_ENV the caller had.
// The browser's install offer comes once per page load, early: caught now, offered later.
captureInstallPrompt();
if (import.meta.env.MODE === 'production' && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => registerServiceWorker(), { once: true });
}
