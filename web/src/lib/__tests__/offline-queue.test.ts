import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';

import { enqueue, listActions, settle } from '../offline-queue';

const PATH = '/api/users/u1/courses/3/progress';

async function clear() {
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase('mta-offline');
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error('delete failed'));
  });
}

describe('the offline queue', () => {
  beforeEach(clear);

  it('keeps every action with its own key, oldest first', async () => {
    await enqueue({ key: 'a', userId: 'u1', path: '/api/users/u1/complete-mission', method: 'POST', body: { missionId: 1 }, label: 'Complete mission 1' });
    await enqueue({
      key: 'b',
      userId: 'u1',
      path: '/api/users/u1/challenges/2/check-in',
      method: 'POST',
      body: { count: 3 },
      label: 'Check in to challenge 2',
    });
    expect((await listActions('u1')).map((action) => [action.key, action.sentAt, action.error])).toEqual([
      ['a', null, null],
      ['b', null, null],
    ]);
  });

  it('lets a whole-state action (a video’s watch time) replace the one still waiting for the same path, never a sent one', async () => {
    const save = (key: string, watchTime: number) =>
      enqueue(
        { key, userId: 'u1', path: PATH, method: 'POST', body: { watchTime, isCompleted: false }, label: 'Video progress of course 3' },
        { replacesWaiting: true },
      );
    await save('w1', 10);
    await settle('w1', { sentAt: 1 });
    await save('w2', 20);
    await save('w3', 30);
    await enqueue({ key: 'm', userId: 'u1', path: '/api/users/u1/complete-mission', method: 'POST', body: { missionId: 1 }, label: 'Complete mission 1' });
    const actions = (await listActions('u1')).sort((a, b) => a.key.localeCompare(b.key));
    expect(actions.map((action) => [action.key, action.body])).toEqual([
      ['m', { missionId: 1 }],
      ['w1', { watchTime: 10, isCompleted: false }],
      ['w3', { watchTime: 30, isCompleted: false }],
    ]);
  });

  it('keeps each learner’s actions to their own session on a shared device', async () => {
    await enqueue({ key: 'a', userId: 'u1', path: '/api/users/u1/complete-mission', method: 'POST', body: { missionId: 1 }, label: 'Complete mission 1' });
    await enqueue({ key: 'b', userId: 'u2', path: '/api/users/u2/complete-mission', method: 'POST', body: { missionId: 2 }, label: 'Complete mission 2' });
    expect((await listActions('u1')).map((action) => action.key)).toEqual(['a']);
    expect((await listActions('u2')).map((action) => action.key)).toEqual(['b']);
    expect(await listActions('u3')).toEqual([]);
  });
});
