/**
 * The current user (docs/product.md#current-user): kept in local storage and restored on load, replaced by the server's
 * user after every mutation, and by a `user-update` browser event (its `detail` is the new user, or
 * the stored one is re-read when there is none). Other tabs follow through the `storage` event.
 */
import { replaceEqualDeep } from '@tanstack/react-query';

import { userSchema, type User } from '@contract/user.ts';

export const CURRENT_USER_KEY = 'mta.currentUser';
export const USER_UPDATE_EVENT = 'user-update';

type Listener = () => void;
const listeners = new Set<Listener>();
let current: User | null | undefined;

function readStored(): User | null {
  try {
    const raw = window.localStorage.getItem(CURRENT_USER_KEY);
    if (!raw) return null;
    const parsed = userSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Makes `next` the current user and tells the screens, unless it equals the current one: every
 * answer carries the user, mostly unchanged (the visit on each Realtime join, for one), and a new
 * object would re-render every screen that shows the user — in one task, as React renders store
 * changes (on a slow phone's dashboard, ~200 ms of blocked input for nothing). Parts that did not
 * change keep their identity, so memoised parts of a screen skip them (docs/decisions.md#web).
 */
function publish(next: User | null) {
  const shared = current && next ? replaceEqualDeep(current, next) : next;
  if (shared === current) return;
  current = shared;
  listeners.forEach((listener) => listener());
}

export function getCurrentUser(): User | null {
  if (current === undefined) current = readStored();
  return current;
}

export function setCurrentUser(user: User | null) {
  if (user) window.localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(user));
  else window.localStorage.removeItem(CURRENT_USER_KEY);
  publish(user);
}

/** Applies a partial change (for instance live balances) to the current user, if there is one. */
export function patchCurrentUser(change: Partial<User>) {
  const user = getCurrentUser();
  if (user) setCurrentUser({ ...user, ...change });
}

function onUserUpdate(event: Event) {
  const detail = event instanceof CustomEvent ? (event.detail as unknown) : undefined;
  if (detail === undefined) {
    publish(readStored());
    return;
  }
  if (detail === null) {
    setCurrentUser(null);
    return;
  }
  const parsed = userSchema.safeParse(detail);
  if (parsed.success) setCurrentUser(parsed.data);
}

function onStorage(event: StorageEvent) {
  if (event.key === CURRENT_USER_KEY || event.key === null) publish(readStored());
}

export function subscribeCurrentUser(listener: Listener): () => void {
  if (listeners.size === 0) {
    window.addEventListener(USER_UPDATE_EVENT, onUserUpdate);
    window.addEventListener('storage', onStorage);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener(USER_UPDATE_EVENT, onUserUpdate);
      window.removeEventListener('storage', onStorage);
    }
  };
}

/** The signed-in user's id, for the calls a learner makes about themselves. */
export function currentUserId(): string {
  const user = getCurrentUser();
  if (!user) throw new Error('Please log in first');
  return user.id;
}
