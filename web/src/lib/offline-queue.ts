/**
 * Actions taken offline (docs/decisions.md, "Installable app and offline"): a request that spends,
 * pays or records progress, made while the network is down, is kept in IndexedDB with its
 * Idempotency-Key and sent when the connection returns (web/src/lib/api-client.ts, flushOfflineQueue).
 * The key makes it count once even when the page closed after sending and before hearing the answer:
 * the server answers a repeat with its first answer (docs/architecture.md#idempotent-retries).
 * Every change is announced to subscribers (the status line that shows what waits and when it went).
 * Each action belongs to the user who took it: on a shared device another learner's session neither
 * sends it (it would be refused and lost) nor shows it; it waits for its own learner's next visit.
 */
export interface QueuedAction {
  /** The Idempotency-Key, also the record's key. */
  key: string;
  /** The signed-in user who took the action; only their session sends or shows it. */
  userId: string;
  path: string;
  method: string;
  body: unknown;
  /** What the learner did, for the status line ("Complete Station 1"). */
  label: string;
  queuedAt: number;
  sentAt: number | null;
  error: string | null;
}

const DB_NAME = 'mta-offline';
const STORE = 'actions';
const listeners = new Set<() => void>();

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB is not available'));
  });
}

async function withStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
    });
  } finally {
    db.close();
  }
}

const notify = () => listeners.forEach((listener) => listener());

export function subscribeQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** One user's actions, oldest first. */
export async function listActions(userId: string): Promise<QueuedAction[]> {
  const all = await withStore<QueuedAction[]>('readonly', (store) => store.getAll() as IDBRequest<QueuedAction[]>);
  return all.filter((action) => action.userId === userId).sort((a, b) => a.queuedAt - b.queuedAt);
}

/**
 * Keeps an action to send later. `replacesWaiting`: the action carries the whole state (a video's
 * total watch time), so the ones still waiting for the same path are dropped: one waits, the latest.
 */
export async function enqueue(
  action: Pick<QueuedAction, 'key' | 'userId' | 'path' | 'method' | 'body' | 'label'>,
  options: { replacesWaiting?: boolean } = {},
): Promise<void> {
  if (options.replacesWaiting) {
    for (const waiting of await listActions(action.userId)) {
      if (waiting.path === action.path && waiting.sentAt === null && waiting.error === null) {
        await withStore('readwrite', (store) => store.delete(waiting.key));
      }
    }
  }
  await withStore('readwrite', (store) => store.put({ ...action, queuedAt: Date.now(), sentAt: null, error: null } satisfies QueuedAction));
  notify();
}

export async function settle(key: string, outcome: { sentAt: number } | { error: string }): Promise<void> {
  const action = await withStore<QueuedAction | undefined>('readonly', (store) => store.get(key) as IDBRequest<QueuedAction | undefined>);
  if (!action) return;
  await withStore('readwrite', (store) => store.put({ ...action, ...('sentAt' in outcome ? { sentAt: outcome.sentAt } : { error: outcome.error }) }));
  notify();
}

/** Forgets a user's actions sent or refused more than a day ago. */
export async function pruneSettled(userId: string, now = Date.now()): Promise<void> {
  for (const action of await listActions(userId)) {
    const settledAt = action.sentAt ?? (action.error ? action.queuedAt : null);
    if (settledAt !== null && now - settledAt > 86_400_000) await withStore('readwrite', (store) => store.delete(action.key));
  }
}

/** Thrown by callRoute when the request was kept to send later: the screen says so instead of failing. */
export class QueuedOfflineError extends Error {
  constructor(readonly label: string) {
    super(`You are offline. "${label}" is saved on this device and will be sent when you are back online.`);
    this.name = 'QueuedOfflineError';
  }
}
