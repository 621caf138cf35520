/**
 * Realtime connections dropped by the server (POST /_local/realtime/drop-connections?user=…, as a
 * restart or a network cut would), on the channels the dashboard uses: the public leaderboard and
 * the learner's own profile row. The unmodified supabase-js client rejoins by itself and receives
 * the changes made after it is back, again and again; what it receives carries no private field.
 */
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDb, db, dropRealtimeConnections, signUpUser, type SignedUpUser } from '../support/clients';
import { waitUntil } from '../support/load';
import { expectBooksBalanced, grant, type TestUser } from './db-helpers';

interface Watched {
  channel: RealtimeChannel;
  statuses: string[];
  rows: Array<Record<string, unknown>>;
}

let viewer: SignedUpUser;
let scorer: TestUser;
const clients: SupabaseClient[] = [];

beforeAll(async () => {
  viewer = await signUpUser({ name: 'Realtime Fault Viewer' });
  const other = await signUpUser({ name: 'Realtime Fault Scorer' });
  scorer = { id: other.user.id, email: other.email, claims: {} };
  clients.push(viewer.client, other.client);
});

afterAll(async () => {
  for (const client of clients) await client.removeAllChannels();
  await expectBooksBalanced();
  await closeDb();
});

/** Subscribes to `table` changes and records every status and every new row. */
function watch(client: SupabaseClient, name: string, table: 'leaderboard' | 'profiles', filter?: string): Watched {
  const watched: Watched = { statuses: [], rows: [], channel: client.channel(name) };
  const on = watched.channel.on.bind(watched.channel) as unknown as (
    type: 'postgres_changes',
    binding: object,
    callback: (payload: { new: Record<string, unknown> }) => void,
  ) => RealtimeChannel;
  on('postgres_changes', { event: 'UPDATE', schema: 'public', table, ...(filter ? { filter } : {}) }, (payload) => watched.rows.push(payload.new));
  watched.channel.subscribe((status) => watched.statuses.push(status));
  return watched;
}

const subscribedCount = (watched: Watched) => watched.statuses.filter((status) => status === 'SUBSCRIBED').length;

async function points(user: TestUser): Promise<number> {
  const { rows } = await db().query<{ points: number }>('select leaderboard_pts as points from public.profiles where id = $1', [user.id]);
  return rows[0]!.points;
}

/** Waits for a change of `id` to `pts` points on the watched channel. */
function rowWith(watched: Watched, id: string, pts: number, field: 'leaderboard_pts'): Promise<void> {
  return waitUntil(() => watched.rows.some((row) => row.id === id && row[field] === pts), `a change of ${id} to ${pts} points`, 10_000, 10);
}

describe('realtime clients whose connection drops', () => {
  it('rejoin the leaderboard and their own profile channel, and receive the changes made after each drop', async () => {
    const board = watch(viewer.client, 'fault-leaderboard', 'leaderboard');
    const own = watch(viewer.client, 'fault-profile', 'profiles', `id=eq.${viewer.user.id}`);
    await waitUntil(() => subscribedCount(board) === 1 && subscribedCount(own) === 1, 'both channels to join', 10_000);

    const viewerUser: TestUser = { id: viewer.user.id, email: viewer.email, claims: {} };
    const started = Date.now();
    for (let round = 1; round <= 3; round++) {
      expect(await dropRealtimeConnections(viewer.user.id)).toBe(1);
      // A change while the client is away is not replayed by Realtime (hosted Realtime neither):
      // clients re-read on rejoin. What matters here is everything after the rejoin.
      await grant(scorer, 0, 1);
      await waitUntil(() => subscribedCount(board) === round + 1 && subscribedCount(own) === round + 1, `rejoin #${round}`, 15_000);

      await grant(scorer, 0, 10);
      await rowWith(board, scorer.id, await points(scorer), 'leaderboard_pts');
      await grant(viewerUser, 1, 5);
      await rowWith(own, viewer.user.id, await points(viewerUser), 'leaderboard_pts');
    }
    console.log(`3 drops, rejoined and received later changes each time in ${Date.now() - started} ms; statuses ${board.statuses.join(',')}`);

    // The leaderboard carries only public fields; the profile channel only the viewer's own row.
    for (const row of board.rows) expect(Object.keys(row).sort()).toEqual(['id', 'leaderboard_pts', 'name']);
    expect(new Set(own.rows.map((row) => row.id))).toEqual(new Set([viewer.user.id]));
  });
});
