/**
 * Actions taken offline (docs/decisions.md, "Installable app and offline"): a request that spends,
 * pays or records progress, made while the network is down, is kept in IndexedDB with its
 * Idempotency-Key and sent when the connection returns (web/src/lib/api-client.ts, flushOfflineQueue).
 * The key makes it count once even when the page closed after sending and before hearing the answer:
 * the server answers a repeat with its first answer (docs/architecture.md#idempotent-retries).
 * Every change is announced to subscribers (the status line that shows what waits and when it went).
 * Each action belongs to the user who took it: on a shared device another learner's session neither
 * sends it (it would be refused and lost) nor shows it; it waits for its own learner's next visit.
 * An action waits at most RETRIES.offlineDays (7 days): an older one is never sent but marked
 * refused with EXPIRED_MESSAGE, so the status line says so. The server keeps Idempotency-Keys longer
 * than that (RETRIES.keyDays), so every resend the queue makes is answered from its first result
 * (docs/decisions.md, "Late resends"). Leaving a session (Logout, or a session ended elsewhere)
 * deletes the learner's actions (forgetActions). An action is named by what the learner saw
 * (lib/action-labels.ts); once sent, what it came to is kept beside it (lib/action-outcome.ts) and
 * announced to the screens that show it (onActionSent): the quiz modal that is still open on the
 * answer, else a moment of its own.
 */
import { RETRIES } from '@contract/rules.ts';

export interface QueuedAction {
  /** The Idempotency-Key, also the record's key. */
  key: string;
  /** The signed-in user who took the action; only their session sends or shows it. */
  userId: string;
  path: string;
  method: string;
  body: unknown;
  /** What the learner did, for the status line ("Complete Station 1"; lib/action-labels.ts). */
  label: string;
  /** What the action was about, for the moment its answer shows when it is sent (a quiz and where its review is). */
  subject?: ActionSubject;
  queuedAt: number;
  sentAt: number | null;
  error: string | null;
  /** The server's refusal beside its English `error` (code and figures), for the status line in the screen's language. */
  refusal?: StoredRefusal;
  /** When it was refused (by the server, or for its age); absent on records kept before it existed. */
  refusedAt?: number;
  /** Once sent: what it came to ("correct, +10 points"), when the answer says. */
  outcome?: string | null;
}

/** What a refusal's envelope said beyond its sentence (contract/refusals.ts). */
export interface StoredRefusal {
  status: number;
  code?: string;
  params?: Record<string, string | number>;
  retryAfter?: number | null;
}

/** A quiz answered offline: its label on its card, where it is, and the page that reviews it. */
export interface ActionSubject {
  kind: 'quiz';
  /** "Quiz 1". */
  name: string;
  /** The course's title, or "Quick Quizzes". */
  where: string;
  /** The page that opens the quiz again (its review). */
  to: string;
}

const DAY_MS = 86_400_000;
/** How long an unsent action waits on the device before it is dropped instead of sent. */
export const OFFLINE_MAX_AGE_MS = RETRIES.offlineDays * DAY_MS;
export const EXPIRED_MESSAGE = `It waited on this device more than ${RETRIES.offlineDays} days, so it was not sent. Please do it again.`;

/** Still to be sent: neither sent nor refused. */
export const isWaiting = (action: QueuedAction): boolean => action.sentAt === null && action.error === null;

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
  action: Pick<QueuedAction, 'key' | 'userId' | 'path' | 'method' | 'body' | 'label' | 'subject'>,
  options: { replacesWaiting?: boolean } = {},
): Promise<void> {
  if (options.replacesWaiting) {
    for (const waiting of await listActions(action.userId)) {
      if (waiting.path === action.path && isWaiting(waiting)) {
        await withStore('readwrite', (store) => store.delete(waiting.key));
      }
    }
  }
  await withStore('readwrite', (store) => store.put({ ...action, queuedAt: Date.now(), sentAt: null, error: null } satisfies QueuedAction));
  notify();
}

export async function settle(
  key: string,
  outcome: { sentAt: number; outcome?: string | null } | { error: string; refusal?: StoredRefusal },
  now = Date.now(),
): Promise<void> {
  const action = await withStore<QueuedAction | undefined>('readonly', (store) => store.get(key) as IDBRequest<QueuedAction | undefined>);
  if (!action) return;
  const change =
    'sentAt' in outcome
      ? { sentAt: outcome.sentAt, outcome: outcome.outcome ?? null }
      : { error: outcome.error, refusedAt: now, ...(outcome.refusal ? { refusal: outcome.refusal } : {}) };
  await withStore('readwrite', (store) => store.put({ ...action, ...change }));
  notify();
}

/** When an action was sent or refused; null while it waits. */
export function settledAt(action: QueuedAction): number | null {
  if (action.sentAt !== null) return action.sentAt;
  return action.error === null ? null : (action.refusedAt ?? action.queuedAt);
}

/**
 * Marks a user's actions that waited longer than OFFLINE_MAX_AGE_MS as refused with EXPIRED_MESSAGE,
 * so they are never sent and the status line says why. Runs before every send and when the status
 * line opens. Returns the actions it marked.
 */
export async function expireStale(userId: string, now = Date.now()): Promise<QueuedAction[]> {
  const stale = (await listActions(userId)).filter((action) => isWaiting(action) && now - action.queuedAt > OFFLINE_MAX_AGE_MS);
  for (const action of stale) await settle(action.key, { error: EXPIRED_MESSAGE }, now);
  return stale;
}

/** Forgets a user's actions sent or refused more than a day ago. */
export async function pruneSettled(userId: string, now = Date.now()): Promise<void> {
  for (const action of await listActions(userId)) {
    const at = settledAt(action);
    if (at !== null && now - at > DAY_MS) await withStore('readwrite', (store) => store.delete(action.key));
  }
}

/**
 * Deletes every action of a user (leaving a session: hooks/use-logout.ts) and returns the ones that
 * were still waiting, so the screen can say what was not sent.
 */
export async function forgetActions(userId: string): Promise<QueuedAction[]> {
  const actions = await listActions(userId);
  for (const action of actions) await withStore('readwrite', (store) => store.delete(action.key));
  if (actions.length > 0) notify();
  return actions.filter(isWaiting);
}

/** What a screen says of the actions deleted unsent with a session (null: none were waiting). */
export function notSentSentence(labels: string[]): string | null {
  if (labels.length === 0) return null;
  const one = labels.length === 1;
  return `Not sent: ${labels.join('; ')}. ${one ? 'It was' : 'They were'} saved on this device while offline and removed when the session ended. Please do ${one ? 'it' : 'them'} again.`;
}

/**
 * A screen that shows a sent action's answer itself (the quiz modal still open on the question)
 * returns true, and the moment for it is not shown; listeners added last are asked first.
 */
export type SentListener = (action: QueuedAction, answer: unknown) => boolean | void;

const sentListeners: SentListener[] = [];

export function onActionSent(listener: SentListener): () => void {
  sentListeners.push(listener);
  return () => {
    const index = sentListeners.indexOf(listener);
    if (index >= 0) sentListeners.splice(index, 1);
  };
}

/** Tells the screens an action was sent and what the server answered; the first that shows it ends the round. */
export function announceSent(action: QueuedAction, answer: unknown): void {
  for (const listener of [...sentListeners].reverse()) {
    if (listener(action, answer) === true) return;
  }
}

/** Thrown by callRoute when the request was kept to send later: the screen says so instead of failing. */
export class QueuedOfflineError extends Error {
  /** `key`: the queued action's Idempotency-Key, so a screen can wait for its answer (onActionSent). */
  constructor(
    readonly label: string,
    readonly key = '',
  ) {
    super(`You are offline. "${label}" is saved on this device and will be sent when you are back online.`);
    this.name = 'QueuedOfflineError';
  }
}
