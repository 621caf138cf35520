import { describe, expect, it, vi } from 'vitest';

import { buildUser } from '@/testing/test-utils';

import { setCurrentUser } from '../current-user';
import { followSignedInUser, registerServiceWorker, WORKER_CONTROLS_EVENT } from '../pwa/register-service-worker';
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
  it('tells the page once when the first worker takes a page that loaded without one, so its reads are asked again through it', () => {
    const { fake, takeControl } = container(null);
    const told = vi.fn();
    window.addEventListener(WORKER_CONTROLS_EVENT, told);
    registerServiceWorker(fake);
    expect(told).not.toHaveBeenCalled();
    takeControl();
    expect(told).toHaveBeenCalledTimes(1);
    takeControl();
    expect(told).toHaveBeenCalledTimes(1);
    window.removeEventListener(WORKER_CONTROLS_EVENT, told);
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
