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
// Animation frames of the file's own: jsdom's requestAnimationFrame runs every frame from one interval,
// started when the first frame is asked for; started under an earlier file's fake timers, it never
// fires again in this worker, and every count-up and animation after it stands still.
const frame = (callback: FrameRequestCallback) => window.setTimeout(() => callback(performance.now()), 16);
const cancelFrame = (handle: number) => window.clearTimeout(handle);
window.requestAnimationFrame = frame;
window.cancelAnimationFrame = cancelFrame;
globalThis.requestAnimationFrame = frame;
globalThis.cancelAnimationFrame = cancelFrame;
