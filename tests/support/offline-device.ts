/**
 * What a device keeps for offline use, read (and aged) from inside the page as the app itself keeps
 * it: the offline queue in IndexedDB (web/src/lib/offline-queue.ts) and the service worker's copies of
 * the api's answers in Cache Storage (web/src/lib/pwa/api-cache.ts); and the one offline action the
 * e2e tests take, station 1 completed with the network cut.
 */
import type { Page } from 'playwright-core';
import { stack } from './clients';
import { requestsSettled, toast, WAIT } from './ui';

const QUEUE = { db: 'mta-offline', store: 'actions' };

interface StoredAction {
  key: string;
  userId: string;
  label: string;
  queuedAt: number;
  sentAt: number | null;
  error: string | null;
}

/** The queue's actions of one user, as stored. */
export function queuedActions(page: Page, userId: string): Promise<StoredAction[]> {
  return page.evaluate(
    ({ queue, userId }) =>
      new Promise<StoredAction[]>((resolve, reject) => {
        const open = indexedDB.open(queue.db);
        open.onerror = () => reject(open.error ?? new Error('IndexedDB open failed'));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(queue.store)) {
            db.close();
            resolve([]);
            return;
          }
          const all = db.transaction(queue.store).objectStore(queue.store).getAll();
          all.onsuccess = () => {
            db.close();
            resolve((all.result as StoredAction[]).filter((action) => action.userId === userId));
          };
          all.onerror = () => reject(all.error ?? new Error('IndexedDB read failed'));
        };
      }),
    { queue: QUEUE, userId },
  );
}

/** Moves the saving time of a user's queued actions back by `ms`, as if that long had passed. */
export function ageQueuedActions(page: Page, userId: string, ms: number): Promise<number> {
  return page.evaluate(
    ({ queue, userId, ms }) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open(queue.db);
        open.onerror = () => reject(open.error ?? new Error('IndexedDB open failed'));
        open.onsuccess = () => {
          const db = open.result;
          const transaction = db.transaction(queue.store, 'readwrite');
          const store = transaction.objectStore(queue.store);
          let aged = 0;
          const all = store.getAll();
          all.onsuccess = () => {
            for (const action of all.result as StoredAction[]) {
              if (action.userId !== userId) continue;
              store.put({ ...action, queuedAt: action.queuedAt - ms });
              aged += 1;
            }
          };
          transaction.oncomplete = () => {
            db.close();
            resolve(aged);
          };
          transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
        };
      }),
    { queue: QUEUE, userId, ms },
  );
}

/** The URLs of every answer Cache Storage keeps for a user (the worker keys each copy by its user). */
export function cachedAnswersFor(page: Page, userId: string): Promise<string[]> {
  return page.evaluate(async (userId) => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) if (new URL(request.url).searchParams.get('__mta_user') === userId) urls.push(request.url);
    }
    return urls;
  }, userId);
}

/** Opens station 1 and completes it with the network cut (left cut): it waits in the queue. */
export async function completeStationOffline(page: Page): Promise<void> {
  await page.goto(`${stack().appUrl}/mission/1`);
  const complete = page.getByRole('button', { name: 'Complete Mission' });
  await complete.waitFor(WAIT);
  // What the station's screen read is kept (the worker's copies) before the network goes.
  await requestsSettled(page);
  await page.context().setOffline(true);
  await complete.click();
  await toast(page, 'Saved Offline');
}

/** Every station completion the page sends from now on (its URLs), to show one never went. */
export function stationSends(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/complete-mission')) sent.push(request.url());
  });
  return sent;
}
