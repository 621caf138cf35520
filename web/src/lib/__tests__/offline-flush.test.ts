/**
 * Sending the offline queue (flushOfflineQueue): each waiting action goes with its own key, and an
 * action older than the queue's age limit is marked refused and never reaches the server
 * (docs/decisions.md, "Late resends").
 */
import 'fake-indexeddb/auto';
import type { Session } from '@supabase/supabase-js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { mockApi } from '@/testing/mock-api';

import { flushOfflineQueue } from '../api-client';
import { enqueue, EXPIRED_MESSAGE, listActions, OFFLINE_MAX_AGE_MS } from '../offline-queue';
import { getSupabase } from '../supabase';

const USER = 'u1';
const completed = (missionId: number) => ({ message: 'done', mission: { id: missionId }, user: { id: USER } });

beforeEach(async () => {
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase('mta-offline');
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error('delete failed'));
  });
  vi.spyOn(getSupabase().auth, 'getSession').mockResolvedValue({
    data: { session: { access_token: 'token', user: { id: USER } } as Session },
    error: null,
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function queueMission(key: string, missionId: number, queuedAt: number) {
  const clock = vi.spyOn(Date, 'now').mockReturnValue(queuedAt);
  await enqueue({
    key,
    userId: USER,
    path: `/api/users/${USER}/complete-mission`,
    method: 'POST',
    body: { missionId },
    label: `Complete mission ${missionId}`,
  });
  clock.mockRestore();
}

describe('flushOfflineQueue', () => {
  it('sends a waiting action with its key, and never one that waited past the age limit', async () => {
    const { calls } = mockApi({
      [`POST /api/users/${USER}/complete-mission`]: (call) => ({ body: completed((call.body as { missionId: number }).missionId) }),
    });
    await queueMission('stale', 1, Date.now() - OFFLINE_MAX_AGE_MS - 60_000);
    await queueMission('fresh', 2, Date.now() - OFFLINE_MAX_AGE_MS + 60_000);
    const answers: unknown[] = [];

    await flushOfflineQueue((answer) => answers.push(answer));

    expect(calls.map((call) => [call.body, call.headers['idempotency-key']])).toEqual([[{ missionId: 2 }, 'fresh']]);
    expect(answers).toEqual([completed(2)]);
    const byKey = Object.fromEntries((await listActions(USER)).map((action) => [action.key, action]));
    expect(byKey.stale).toMatchObject({ sentAt: null, error: EXPIRED_MESSAGE });
    expect(byKey.fresh?.sentAt).not.toBeNull();

    // A later run sends neither again.
    await flushOfflineQueue(() => undefined);
    expect(calls).toHaveLength(1);
  });
});
