import { describe, expect, it, vi } from 'vitest';

import { registerServiceWorker, WORKER_CONTROLS_EVENT } from '../pwa/register-service-worker';

/** A service worker container as the browser gives it, with its `controllerchange` fired by hand. */
function container(controller: object | null) {
  const listeners: (() => void)[] = [];
  const fake = {
    controller,
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'controllerchange') listeners.push(listener);
    },
    register: vi.fn(() => Promise.resolve({ update: () => Promise.resolve() })),
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
});
