import { describe, expect, it, vi } from 'vitest';

import { buildUser } from '@/testing/test-utils';

import { setCurrentUser } from '../current-user';
import { followSignedInUser, registerServiceWorker } from '../pwa/register-service-worker';
import { notePastWorker } from '../pwa/reads-past-worker';
import { USER_SIGNED_IN } from '../pwa/signed-out-users';

/** A service worker container as the browser gives it, with its `controllerchange` fired by hand. */
function container(controller: object | null) {
  const listeners: (() => void)[] = [];
  const fake = {
    controller,
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'controllerchange') listeners.push(listener);
    },
    register: vi.fn(() => Promise.resolve({ update: () => Promise.resolve() })),
    getRegistration: () => Promise.resolve(undefined),
  };
  return { fake: fake as unknown as ServiceWorkerContainer, takeControl: () => listeners.forEach((listener) => listener()) };
}

describe('registering the service worker', () => {
  it('sends again, once, the reads that went past the worker when the first worker takes a page that loaded without one', async () => {
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (sent.push(url), new Response('{}'))),
    );
    const { fake, takeControl } = container(null);
    notePastWorker('https://abc.supabase.co/functions/v1/api/missions', { Authorization: 'Bearer t' }, fake);
    registerServiceWorker(fake);
    expect(sent).toEqual([]);
    takeControl();
    await vi.waitFor(() => expect(sent).toEqual(['https://abc.supabase.co/functions/v1/api/missions']));
    takeControl();
    await Promise.resolve();
    expect(sent).toHaveLength(1);
    vi.unstubAllGlobals();
  });

  it('tells the worker who is signed in, on load and when another user signs in, so a learner signed out before is kept again', async () => {
    const told: unknown[] = [];
    const worker = { postMessage: (message: unknown, [port]: MessagePort[]) => told.push(message) && port!.postMessage('done') };
    const fake = { controller: null, getRegistration: () => Promise.resolve({ active: worker }) } as unknown as ServiceWorkerContainer;
    const first = buildUser({ id: 'u1' });
    setCurrentUser(first);
    followSignedInUser(fake);
    await vi.waitFor(() => expect(told).toEqual([{ type: USER_SIGNED_IN, user: 'u1' }]));
    setCurrentUser({ ...first, tokens: first.tokens + 1 });
    setCurrentUser(null);
    setCurrentUser(buildUser({ id: 'u2' }));
    setCurrentUser(null);
    setCurrentUser(first);
    await vi.waitFor(() => expect(told).toHaveLength(3));
    expect(told.slice(1)).toEqual([
      { type: USER_SIGNED_IN, user: 'u2' },
      { type: USER_SIGNED_IN, user: 'u1' },
    ]);
    setCurrentUser(null);
  });
});
