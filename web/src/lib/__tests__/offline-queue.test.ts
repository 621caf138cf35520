import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { RETRIES } from '@contract/rules.ts';

import { enqueue, EXPIRED_MESSAGE, expireStale, forgetActions, listActions, OFFLINE_MAX_AGE_MS, pruneSettled, settle } from '../offline-queue';

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

  it('never sends an action older than its age limit: marked refused with why, newer and settled ones untouched', async () => {
    const T0 = Date.UTC(2026, 10, 1, 9);
    const clock = vi.spyOn(Date, 'now');
    const mission = (key: string, at: number, userId = 'u1') => {
      clock.mockReturnValue(at);
      return enqueue({ key, userId, path: `/api/users/${userId}/complete-mission`, method: 'POST', body: { missionId: 1 }, label: `Complete mission ${key}` });
    };
    await mission('old', T0);
    await mission('young', T0 + 60_000);
    await mission('sent', T0);
    await mission('other learner', T0, 'u2');
    await settle('sent', { sentAt: T0 + 1000 });
    clock.mockRestore();
    // Seen when the oldest has waited just past the limit: the one saved a minute later has not.
    const now = T0 + OFFLINE_MAX_AGE_MS + 1;
    expect((await expireStale('u1', T0 + OFFLINE_MAX_AGE_MS)).map((action) => action.key)).toEqual([]);
    expect((await expireStale('u1', now)).map((action) => action.key)).toEqual(['old']);
    const byKey = Object.fromEntries((await listActions('u1')).map((action) => [action.key, action]));
    expect(byKey.old).toMatchObject({ sentAt: null, error: EXPIRED_MESSAGE, refusedAt: now });
    expect(byKey.young).toMatchObject({ sentAt: null, error: null });
    expect(byKey.sent?.error).toBeNull();
    expect((await listActions('u2'))[0]?.error).toBeNull();
    expect(EXPIRED_MESSAGE).toBe('It waited on this device more than 7 days, so it was not sent. Please do it again.');
    expect(OFFLINE_MAX_AGE_MS).toBe(RETRIES.offlineDays * 86_400_000);
    // The server keeps keys longer than any action waits here (docs/decisions.md, "Late resends").
    expect(RETRIES.keyDays).toBeGreaterThan(RETRIES.offlineDays);
  });

  it('keeps a refusal for a day after it was refused, not after it was queued', async () => {
    await enqueue({ key: 'r', userId: 'u1', path: '/api/users/u1/complete-mission', method: 'POST', body: { missionId: 1 }, label: 'Complete mission 1' });
    const [queued] = await listActions('u1');
    const refusedAt = queued!.queuedAt + 3 * 86_400_000;
    await settle('r', { error: 'Mission already completed' }, refusedAt);
    await pruneSettled('u1', refusedAt + 86_400_000 - 1);
    expect((await listActions('u1')).map((action) => action.key)).toEqual(['r']);
    await pruneSettled('u1', refusedAt + 86_400_000 + 1);
    expect(await listActions('u1')).toEqual([]);
  });

  it('forgets every action of one learner and names the ones that were still waiting', async () => {
    await enqueue({ key: 'w', userId: 'u1', path: '/api/users/u1/complete-mission', method: 'POST', body: { missionId: 1 }, label: 'Complete mission 1' });
    await enqueue({ key: 's', userId: 'u1', path: '/api/users/u1/quiz-answer', method: 'POST', body: { quizId: 2 }, label: 'Answer quiz 2' });
    await enqueue({ key: 'x', userId: 'u2', path: '/api/users/u2/complete-mission', method: 'POST', body: { missionId: 1 }, label: 'Complete mission 1' });
    await settle('s', { sentAt: Date.now() });
    expect((await forgetActions('u1')).map((action) => action.key)).toEqual(['w']);
    expect(await listActions('u1')).toEqual([]);
    expect((await listActions('u2')).map((action) => action.key)).toEqual(['x']);
  });
});
