/**
 * Chromium's install offer (`beforeinstallprompt`), caught from the first moment of the page
 * (web/src/main.tsx) and kept until the app chooses a moment to offer it (docs/product.md#install-the-app:
 * after the first completed station, never on arrival). The browser fires it once per page load, so it
 * must be caught early and held; `appinstalled` forgets it.
 */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away: the app offers installing at its moment.
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    notify();
  });
  target.addEventListener('appinstalled', () => {
    deferred = null;
    notify();
  });
}

export function installPromptEvent(): InstallPromptEvent | null {
  return deferred;
}

/** For useSyncExternalStore. */
export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's install dialog once; the event cannot be used again either way. */
export async function promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'> {
  const event = deferred;
  if (!event) return 'unavailable';
  deferred = null;
  notify();
  await event.prompt();
  return (await event.userChoice).outcome;
}
