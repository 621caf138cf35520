/**
 * Unit project setup (vitest.config.ts): jsdom lacks a few browser APIs that Chakra UI (Ark/Zag),
 * framer-motion and the content manager's file check touch, and the app reads its Supabase settings from the `#mta-config` JSON data block.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

import { activateLocale, loadAppMessages } from '@/i18n/i18n';
import { setCurrentUser } from '@/lib/current-user';
import { clearToasts } from '@/lib/toast';

// Lazy route chunks are transformed on first import; on a busy 2-core machine that can take
// longer than Testing Library's default 1 s wait for an element to appear.
configure({ asyncUtilTimeout: 5000 });
// For the same reason a whole screen's test gets more than vitest's default 5 s.
vi.setConfig({ testTimeout: 15_000 });

// Screens speak English in unit tests, as the source catalogue has it (docs/decisions.md, "Languages").
// The signed-in screens' messages too, as the signed-in layout loads them (web/src/i18n/i18n.ts).
await activateLocale('en');
await loadAppMessages();

// The `unit` project's files share one document (vitest.config.ts): one data block serves them all.
const config = document.getElementById('mta-config') ?? document.head.appendChild(document.createElement('script'));
config.setAttribute('type', 'application/json');
config.id = 'mta-config';
config.textContent = JSON.stringify({ supabaseUrl: 'http://supabase.test', supabaseKey: 'test-anon-key' });

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

if (!window.matchMedia) {
  window.matchMedia = (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
// jsdom's Blob has no arrayBuffer() (every browser has); read it through jsdom's FileReader.
Blob.prototype.arrayBuffer ??= function arrayBuffer(this: Blob) {
  return new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(this);
  });
};

afterEach(() => {
  cleanup();
  clearToasts();
  setCurrentUser(null);
  window.localStorage.clear();
  vi.restoreAllMocks();
});
