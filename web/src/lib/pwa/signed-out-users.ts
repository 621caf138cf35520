/**
 * Learners signed out on this device, whose reads the service worker no longer keeps (docs/decisions.md,
 * "Installable app and offline"). Signing out deletes the worker's copy of the api's answers
 * (api-cache.ts), but an answer can still reach the worker after that: a read that was on its way, or
 * one the page sent with the session it was leaving (the token is still in storage until supabase-js
 * has signed out). Kept, it would put the signed-out learner's data back on a shared device. So the
 * page tells the worker whom it signed out, and who signs in again; the worker keeps no answer for a
 * signed-out user and takes back one whose write had already begun.
 *
 * The list lives in the worker's memory: a worker that stops has no read on its way, and a stopped
 * worker starts again long after the page dropped the session.
 */
import type { WorkboxPlugin } from 'workbox-core';

import { clearApiCache, keyUser, tokenUser } from './api-cache';
import { forgetPastReads } from './reads-past-worker';

export const FORGET_USER = 'mta:forget-user';
export const USER_SIGNED_IN = 'mta:user-signed-in';
export interface WorkerMessage {
  type: typeof FORGET_USER | typeof USER_SIGNED_IN;
  user: string;
}

/** A message the page sent the worker, or null for anything else. */
export function parseWorkerMessage(data: unknown): WorkerMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, user } = data as Record<string, unknown>;
  if ((type !== FORGET_USER && type !== USER_SIGNED_IN) || typeof user !== 'string' || !user) return null;
  return { type, user };
}

/**
 * The worker's side of a message: a signed-out user is remembered (their answers are no longer kept)
 * and the whole copy is deleted; a user who signs in again is kept again. Resolves when done.
 */
export async function answerWorkerMessage(signedOut: Set<string>, message: WorkerMessage): Promise<void> {
  if (message.type === USER_SIGNED_IN) {
    signedOut.delete(message.user);
    return;
  }
  signedOut.add(message.user);
  await clearApiCache();
}

/**
 * Keeps only a 200 answer (what Workbox keeps by default) for a user who is not signed out, and takes
 * back an answer whose write began before its user was signed out.
 */
export function signedOutUsersPlugin(signedOut: ReadonlySet<string>): WorkboxPlugin {
  return {
    cacheWillUpdate: async ({ request, response }) =>
      response.status === 200 && !signedOut.has(tokenUser(request.headers.get('Authorization'))) ? response : null,
    cacheDidUpdate: async ({ cacheName, request }) => {
      if (signedOut.has(keyUser(request))) await (await caches.open(cacheName)).delete(request);
    },
  };
}

const ANSWER_WAIT_MS = 1000;

/**
 * The page's side: sends `message` to this origin's active worker and resolves once it has answered
 * (at most a second: a worker of an older build does not answer). Nothing to do without a worker.
 */
export async function tellWorker(message: WorkerMessage, container: ServiceWorkerContainer | undefined = globalThis.navigator?.serviceWorker): Promise<void> {
  if (!container) return;
  const worker = (await container.getRegistration().catch(() => undefined))?.active ?? container.controller;
  if (!worker) return;
  const channel = new MessageChannel();
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ANSWER_WAIT_MS);
    channel.port1.onmessage = () => {
      clearTimeout(timer);
      resolve();
    };
    worker.postMessage(message, [channel.port2]);
  });
  channel.port1.close();
}

/**
 * Sign-out's part here (hooks/use-logout.ts): the worker stops keeping `user`'s answers and deletes
 * the copy; the page deletes it too (a page without a worker, or a worker of an older build), and
 * does not send again the reads that went past the worker (reads-past-worker.ts).
 */
export async function forgetReadsOf(user: string | undefined): Promise<void> {
  forgetPastReads();
  await Promise.all([user ? tellWorker({ type: FORGET_USER, user }) : undefined, clearApiCache()]);
}
