/**
 * First setup file of the `unit` project, whose files share their worker (`isolate: false`,
 * vitest.config.ts; docs/performance.md#unit-tests): every file starts with the app's own modules
 * evaluated afresh, as in a worker of its own (no toast, celebration or welcome left by the file
 * before), while React, Chakra and the other packages stay loaded. It runs before setup-tests.ts so
 * that file's imports are the ones the test file sees. The styles the files before left in the
 * shared document go too: test-utils.tsx starts an empty Emotion cache in every file, and jsdom's
 * getComputedStyle (which every getByRole calls) reads every rule in the document.
 */
import { IDBFactory } from 'fake-indexeddb';
import { vi } from 'vitest';

vi.resetModules();
// IndexedDB starts empty too: `fake-indexeddb/auto` sets the global once per worker, so what one
// file's offline queue left would otherwise be the next file's.
if ('indexedDB' in globalThis) globalThis.indexedDB = new IDBFactory();
for (const style of document.head.querySelectorAll('style[data-emotion]')) style.remove();
// React's act environment on, as Testing Library turns it on for the file it is first imported in
// (a beforeAll it registers once per worker, whose afterAll turns it off again): without it, the
// files after the first ran with React outside act, and an effect started by a render waited for
// nothing to flush it (rewards-panel's count-down stood at "12 → 12 tokens left").
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
