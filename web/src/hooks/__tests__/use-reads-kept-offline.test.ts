import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { gate } from '@/testing/gate';

import { askReadsAgain } from '../use-reads-kept-offline';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The stations' read whose first answer is still on its way (`first`, settled by the test) when the
 * worker takes the page; `next` answers any later asking.
 */
async function firstReadOnItsWay(client: QueryClient, next?: () => Promise<string[]>) {
  const first = gate<string[]>();
  const missions = vi.fn(() => (missions.mock.calls.length === 1 || !next ? first.promise : next()));
  void client.prefetchQuery({ queryKey: ['/api/missions'], queryFn: missions });
  await settle();
  askReadsAgain(client);
  return { first, missions };
}

describe('the reads asked again when the worker takes the page', () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  afterEach(() => client.clear());

  it('asks an answered api read again at once, and a storage link not at all', async () => {
    const missions = vi.fn(() => Promise.resolve(['station 1']));
    const link = vi.fn(() => Promise.resolve('signed'));
    await client.fetchQuery({ queryKey: ['/api/missions'], queryFn: missions });
    await client.fetchQuery({ queryKey: ['material-link', 1], queryFn: link });
    askReadsAgain(client);
    await settle();
    expect(missions).toHaveBeenCalledTimes(2);
    expect(link).toHaveBeenCalledTimes(1);
  });

  it('asks a first read still on its way again once it is answered, through the worker that now controls the page', async () => {
    const { first, missions } = await firstReadOnItsWay(client, () => Promise.resolve(['station 1']));
    await settle();
    // Asking now would only join the request already on its way, which went past the worker.
    expect(missions).toHaveBeenCalledTimes(1);
    first.open(['station 1']);
    await settle();
    await settle();
    expect(missions).toHaveBeenCalledTimes(2);
    // Once: later answers of the read are not asked again.
    await client.refetchQueries({ queryKey: ['/api/missions'] });
    await settle();
    expect(missions).toHaveBeenCalledTimes(3);
  });

  it('forgets a first read removed on its way (signing out clears the cache)', async () => {
    const { first, missions } = await firstReadOnItsWay(client);
    client.clear();
    first.open(['station 1']);
    await settle();
    await settle();
    expect(missions).toHaveBeenCalledTimes(1);
    // No listener is left on the cache for it.
    expect(client.getQueryCache().hasListeners()).toBe(false);
  });

  it('does not ask again a first read that failed on its way', async () => {
    const { first, missions } = await firstReadOnItsWay(client);
    first.fail(new Error('offline'));
    await settle();
    await settle();
    expect(missions).toHaveBeenCalledTimes(1);
  });
});
