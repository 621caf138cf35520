/**
 * The service worker keeps nothing more of a learner signed out on this device (lib/pwa/signed-out-users.ts):
 * an answer that reaches it after sign-out is not written, one whose write had begun is taken back,
 * and the page waits for the worker to have heard before it goes on.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

import { API_CACHE, perUserCacheKey } from '../pwa/api-cache';
import { answerWorkerMessage, FORGET_USER, forgetReadsOf, parseWorkerMessage, signedOutUsersPlugin, tellWorker, USER_SIGNED_IN } from '../pwa/signed-out-users';

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const bearer = (sub: string) => `Bearer ${b64url({ alg: 'HS256' })}.${b64url({ sub })}.signature`;
const read = (sub: string) => new Request('https://abc.supabase.co/functions/v1/api/users/u/challenges', { headers: { Authorization: bearer(sub) } });

/** Cache Storage as the worker sees it: what was deleted, whole caches and single entries. */
function fakeCaches() {
  const deletedCaches: string[] = [];
  const deletedEntries: string[] = [];
  vi.stubGlobal('caches', {
    delete: async (name: string) => deletedCaches.push(name) > 0,
    open: async () => ({ delete: async (key: Request) => deletedEntries.push(key.url) > 0 }),
  });
  return { deletedCaches, deletedEntries };
}

/** A worker that answers each message on its port (or never, as a worker of an older build). */
function fakeContainer(answers: boolean) {
  const received: unknown[] = [];
  const worker = {
    postMessage: (message: unknown, [port]: MessagePort[]) => {
      received.push(message);
      if (answers) port!.postMessage('done');
    },
  };
  const container = { controller: null, getRegistration: async () => ({ active: worker }) } as unknown as ServiceWorkerContainer;
  return { container, received };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('a learner signed out on this device', () => {
  it('reads only the two messages the page sends', () => {
    expect(parseWorkerMessage({ type: FORGET_USER, user: 'u1' })).toEqual({ type: FORGET_USER, user: 'u1' });
    expect(parseWorkerMessage({ type: USER_SIGNED_IN, user: 'u1' })).toEqual({ type: USER_SIGNED_IN, user: 'u1' });
    expect(parseWorkerMessage({ type: FORGET_USER, user: '' })).toBeNull();
    expect(parseWorkerMessage({ type: 'skipWaiting' })).toBeNull();
    expect(parseWorkerMessage('done')).toBeNull();
    expect(parseWorkerMessage(null)).toBeNull();
  });

  it('has no answer written after sign-out, keeps other users’ and a returning user’s, and only 200s', async () => {
    const { deletedCaches } = fakeCaches();
    const signedOut = new Set<string>();
    const plugin = signedOutUsersPlugin(signedOut);
    const willUpdate = (sub: string, response = new Response('{}')) =>
      plugin.cacheWillUpdate!({ request: read(sub), response, event: new Event('fetch') as ExtendableEvent, state: {} });

    expect(await willUpdate('u1')).not.toBeNull();
    await answerWorkerMessage(signedOut, { type: FORGET_USER, user: 'u1' });
    expect(deletedCaches).toEqual([API_CACHE]);
    expect(await willUpdate('u1')).toBeNull();
    expect(await willUpdate('u2')).not.toBeNull();
    expect(await willUpdate('u2', new Response('{}', { status: 500 }))).toBeNull();

    await answerWorkerMessage(signedOut, { type: USER_SIGNED_IN, user: 'u1' });
    expect(await willUpdate('u1')).not.toBeNull();
  });

  it('takes back an answer whose write had begun before its user was signed out', async () => {
    const { deletedEntries } = fakeCaches();
    const signedOut = new Set<string>();
    const plugin = signedOutUsersPlugin(signedOut);
    const written = (sub: string) =>
      plugin.cacheDidUpdate!({
        cacheName: API_CACHE,
        request: perUserCacheKey(read(sub)),
        newResponse: new Response('{}'),
        event: new Event('fetch') as ExtendableEvent,
        state: {},
      });

    await written('u1');
    expect(deletedEntries).toEqual([]);
    signedOut.add('u1');
    await written('u1');
    await written('u2');
    expect(deletedEntries).toEqual([perUserCacheKey(read('u1')).url]);
  });

  it('has the page wait for the worker’s answer, at most a second when none comes, and go on without a worker', async () => {
    const answering = fakeContainer(true);
    await tellWorker({ type: FORGET_USER, user: 'u1' }, answering.container);
    expect(answering.received).toEqual([{ type: FORGET_USER, user: 'u1' }]);

    vi.useFakeTimers();
    const silent = fakeContainer(false);
    let done = false;
    const told = tellWorker({ type: FORGET_USER, user: 'u1' }, silent.container).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await told;
    expect(silent.received).toHaveLength(1);

    await expect(tellWorker({ type: FORGET_USER, user: 'u1' }, undefined)).resolves.toBeUndefined();
  });

  it('on sign-out tells the worker whom, and deletes the copy from the page too', async () => {
    const { deletedCaches } = fakeCaches();
    const { container, received } = fakeContainer(true);
    vi.stubGlobal('navigator', { serviceWorker: container });
    await forgetReadsOf('u1');
    expect(received).toEqual([{ type: FORGET_USER, user: 'u1' }]);
    expect(deletedCaches).toEqual([API_CACHE]);
  });
});
