/**
 * Broadcast from the database through the local Realtime, with the unmodified supabase-js client:
 * realtime.send() reaches the subscribers of its topic after commit (never on rollback), private
 * channels are joined only with a select policy on realtime.messages (refused with hosted's
 * error otherwise), a client without an insert policy cannot send on a private channel, and the
 * leaderboard's broadcast carries the top list, coalesced to at most one message a second and
 * sent only when the list changed.
 */
import { randomUUID } from 'node:crypto';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEADERBOARD_TOPIC, TOP_EVENT, subscribeLiveLeaderboard } from '../../web/src/features/leaderboard/live-leaderboard';
import type { LeaderboardEntry } from '../../contract/leaderboard';
import { expectBooksBalanced, grant, type TestUser } from './db-helpers';
import { anonClient, closeDb, db, signUpUser, type SignedUpUser } from '../support/clients';
import { eventually } from '../support/eventually';

const suffix = randomUUID().slice(0, 8);
const openTopic = `db-open-${suffix}`;
const sendTopic = `db-send-${suffix}`;
const clients: SupabaseClient[] = [];
let alice: SignedUpUser;
let bob: SignedUpUser;

interface Received {
  event: string;
  payload: Record<string, unknown>;
  meta?: { id?: string };
  at: number;
}

function joined(channel: RealtimeChannel): Promise<void> {
  return new Promise((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(error ?? new Error(status));
    });
  });
}

/** The first join outcome: 'SUBSCRIBED' or the error's message. */
function joinOutcome(channel: RealtimeChannel): Promise<string> {
  return new Promise((resolve) => {
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve(status);
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') resolve(error?.message ?? status);
    });
  });
}

async function signedIn(user: SignedUpUser): Promise<SupabaseClient> {
  await user.client.realtime.setAuth(user.session.access_token);
  clients.push(user.client);
  return user.client;
}

function listen(client: SupabaseClient, topic: string, isPrivate: boolean, into: Received[]): RealtimeChannel {
  return client
    .channel(topic, { config: { private: isPrivate } })
    .on('broadcast', { event: '*' }, (message: { event: string; payload: Record<string, unknown>; meta?: { id?: string } }) =>
      into.push({ event: message.event, payload: message.payload, meta: message.meta, at: Date.now() }),
    );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  alice = await signUpUser({ name: `Alice ${suffix}` });
  bob = await signUpUser({ name: `Bob ${suffix}` });
  // A test-only topic anyone signed in may read, and alice alone may send on.
  await db().query(`create policy db_broadcast_test_read on realtime.messages for select to authenticated using (realtime.topic() = $$${sendTopic}$$)`);
  await db().query(
    `create policy db_broadcast_test_write on realtime.messages for insert to authenticated
       with check (realtime.topic() = $$${sendTopic}$$ and auth.uid() = '${alice.user.id}')`,
  );
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.removeAllChannels()));
  await db().query('drop policy if exists db_broadcast_test_read on realtime.messages');
  await db().query('drop policy if exists db_broadcast_test_write on realtime.messages');
  await closeDb();
});

describe('realtime.send()', () => {
  it('reaches public channels of the topic after commit, with an id, and never on rollback', async () => {
    const client = anonClient();
    clients.push(client);
    const received: Received[] = [];
    await joined(listen(client, openTopic, false, received));

    await db().query(`select realtime.send('{"hello": "world"}', 'greeting', $1, false)`, [openTopic]);
    const message = await eventually(() => received[0], 'the broadcast');
    expect(message.event).toBe('greeting');
    expect(message.payload.hello).toBe('world');
    expect(typeof message.payload.id).toBe('string');
    expect(message.meta?.id).toBe(message.payload.id);

    const tx = await db().connect();
    try {
      await tx.query('begin');
      await tx.query(`select realtime.send('{"n": 1}', 'greeting', $1, false)`, [openTopic]);
      await tx.query('rollback');
    } finally {
      tx.release();
    }
    // A private message of the same topic does not reach a public channel either.
    await db().query(`select realtime.send('{"n": 2}', 'greeting', $1, true)`, [openTopic]);
    await db().query(`select realtime.send('{"n": 3}', 'greeting', $1, false)`, [openTopic]);
    await eventually(() => received.find((item) => item.payload.n === 3), 'the third message');
    expect(received.map((item) => item.payload.n ?? 'hello')).toEqual(['hello', 3]);
  });

  it('keeps the sending transaction alive when the message cannot be stored (a warning only)', async () => {
    const { rows } = await db().query<{ ok: number }>(`select 1 as ok from (select realtime.send(null, 'x', 'y', true)) s`);
    expect(rows[0]?.ok).toBe(1);
  });
});

describe('private channels', () => {
  it('refuse a join without a select policy for the topic, with hosted Realtime’s error', async () => {
    const client = await signedIn(alice);
    const topic = `db-closed-${suffix}`;
    const outcome = await joinOutcome(client.channel(topic, { config: { private: true } }));
    expect(outcome).toBe(`Unauthorized: You do not have permissions to read from this Channel topic: ${topic}`);
    await client.removeAllChannels();
  });

  it('refuse the anon key on the leaderboard topic (signed-in users only)', async () => {
    const client = anonClient();
    clients.push(client);
    const outcome = await joinOutcome(client.channel(LEADERBOARD_TOPIC, { config: { private: true } }));
    expect(outcome).toBe(`Unauthorized: You do not have permissions to read from this Channel topic: ${LEADERBOARD_TOPIC}`);
    await client.removeAllChannels();
  });

  it('deliver private messages, and client broadcasts only from a user the insert policy allows', async () => {
    const aliceClient = await signedIn(alice);
    const bobClient = await signedIn(bob);
    const toAlice: Received[] = [];
    const toBob: Received[] = [];
    const aliceChannel = listen(aliceClient, sendTopic, true, toAlice);
    const bobChannel = listen(bobClient, sendTopic, true, toBob);
    await Promise.all([joined(aliceChannel), joined(bobChannel)]);

    await db().query(`select realtime.send('{"from": "db"}', 'note', $1, true)`, [sendTopic]);
    await eventually(() => toAlice.find((item) => item.payload.from === 'db'), 'the private message at alice');
    await eventually(() => toBob.find((item) => item.payload.from === 'db'), 'the private message at bob');

    // Bob may read but not write: his broadcast is dropped (hosted answers nothing, even with ack).
    await bobChannel.send({ type: 'broadcast', event: 'note', payload: { from: 'bob' } });
    await aliceChannel.send({ type: 'broadcast', event: 'note', payload: { from: 'alice' } });
    await eventually(() => toBob.find((item) => item.payload.from === 'alice'), 'alice’s broadcast at bob');
    await sleep(300);
    expect(toAlice.some((item) => item.payload.from === 'bob')).toBe(false);
  });

  it('give no learner a way to send on the leaderboard topic or to run the flush', async () => {
    const client = await signedIn(alice);
    const board: Received[] = [];
    const watcher = await signedIn(bob);
    await joined(listen(watcher, LEADERBOARD_TOPIC, true, board));
    const channel = client.channel(LEADERBOARD_TOPIC, { config: { private: true, broadcast: { ack: true } } });
    await joined(channel);
    const forged = { entries: [{ id: alice.user.id, name: 'Forged', leaderboardPts: 999999, rank: 1 }] };
    const answer = await Promise.race([channel.send({ type: 'broadcast', event: TOP_EVENT, payload: forged }), sleep(1500).then(() => 'no answer')]);
    expect(answer).not.toBe('ok');
    await sleep(300);
    expect(board.some((item) => JSON.stringify(item.payload).includes('Forged'))).toBe(false);

    // Straight SQL as the learner: no insert policy, no execute on the flush, no realtime.send effect.
    const attempt = async (sql: string) => {
      const tx = await db().connect();
      try {
        await tx.query('begin');
        await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: alice.user.id, role: 'authenticated' })]);
        await tx.query(`select set_config('realtime.topic', 'leaderboard', true)`);
        await tx.query('set local role authenticated');
        await tx.query(sql);
        return 'allowed';
      } catch (error) {
        return (error as { code?: string }).code ?? 'error';
      } finally {
        await tx.query('rollback').catch(() => undefined);
        tx.release();
      }
    };
    expect(
      await attempt(`insert into realtime.messages (topic, extension, payload, event, private) values ('leaderboard', 'broadcast', '{}', 'top', true)`),
    ).toBe('42501');
    expect(await attempt('select app.leaderboard_broadcast_flush()')).toBe('42501');
    expect(await attempt('update app.leaderboard_broadcast set sent = $$[]$$')).toBe('42501');
    await Promise.all([client.removeAllChannels(), watcher.removeAllChannels()]);
  });
});

describe('the leaderboard broadcast', () => {
  async function topPoints(): Promise<number> {
    const { rows } = await db().query<{ points: number }>('select coalesce(max(leaderboard_pts), 0) as points from public.leaderboard');
    return rows[0]!.points;
  }

  it('carries the top list when it changes, at most once a second, and nothing for changes below it', async () => {
    const scorer = await signUpUser({ name: `Scorer ${suffix}` });
    const low = await signUpUser({ name: `Low ${suffix}` });
    const scorerUser: TestUser = { id: scorer.user.id, email: scorer.email, claims: {} };
    const lowUser: TestUser = { id: low.user.id, email: low.email, claims: {} };
    const viewer = await signedIn(alice);
    const tops: Array<{ entries: LeaderboardEntry[]; at: number }> = [];
    let joins = 0;
    const leave = subscribeLiveLeaderboard(viewer, { onTop: (entries) => tops.push({ entries, at: Date.now() }), onJoined: () => joins++ });
    try {
      await eventually(() => (joins > 0 ? true : undefined), 'the join');
      await sleep(1100); // whatever earlier files left in the window is sent now
      tops.length = 0;

      // Into first place: one message with the scorer at rank 1.
      const first = (await topPoints()) + 100;
      await grant(scorerUser, 0, first);
      const arrived = await eventually(() => tops.find((top) => top.entries[0]?.id === scorer.user.id), 'the scorer at the top');
      expect(arrived.entries[0]).toEqual({ id: scorer.user.id, name: `Scorer ${suffix}`, leaderboardPts: first, rank: 1 });
      expect(arrived.entries.length).toBeLessThanOrEqual(10);

      // Five changes within the same second: coalesced, the last state arrives, ≥ 1 s after the first message.
      for (let step = 1; step <= 5; step++) await grant(scorerUser, 0, 1);
      const last = await eventually(() => tops.find((top) => top.entries[0]?.leaderboardPts === first + 5), 'the coalesced list', 4000);
      const sentBetween = tops.filter((top) => top.at > arrived.at && top.at <= last.at);
      expect(sentBetween.length).toBeLessThanOrEqual(2);
      expect(last.at - arrived.at).toBeGreaterThanOrEqual(900);

      // Below the list: no message at all.
      await sleep(1100);
      const before = tops.length;
      await grant(lowUser, 0, 1);
      await grant(lowUser, 0, 1);
      await sleep(2200);
      expect(tops.length).toBe(before);
    } finally {
      leave();
      for (const user of [scorerUser, lowUser]) {
        const { rows } = await db().query<{ points: number }>('select leaderboard_pts as points from public.profiles where id = $1', [user.id]);
        if (rows[0] && rows[0].points > 0) await grant(user, 0, -rows[0].points);
      }
      await expectBooksBalanced();
    }
  });
});
