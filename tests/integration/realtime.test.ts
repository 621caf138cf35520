/**
 * Realtime through the gateway with the unmodified supabase-js client: postgres_changes with
 * filters, column privileges and row level security, broadcast (binary kind 3 in, kind 4 out),
 * presence, reconnect after dropped connections, and token checks (expired and forged tokens).
 * Each test makes its own tables, channels and users.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { SignJWT, generateKeyPair } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadOrCreateKeys, type StackKeys } from '../../local/keys';
import { compileFilter, evaluateFilter, filterSql, parseFilters, type Comparable } from '../../local/realtime/filters';
import { encodeUserBroadcastPush } from '../../local/realtime/protocol';
import { anonClient, clientWithKey, closeDb, db, dropRealtimeConnections, signUpUser, stack, stackDir, type SignedUpUser } from '../support/clients';
import { eventually } from '../support/eventually';

const table = `rt_test_${randomUUID().slice(0, 8)}`;
const openClients: SupabaseClient[] = [];
let alice: SignedUpUser;
let bob: SignedUpUser;
let keys: StackKeys;

function track(client: SupabaseClient): SupabaseClient {
  openClients.push(client);
  return client;
}

/** Subscribes and resolves on SUBSCRIBED; rejects with the channel error otherwise. */
function subscribed(channel: RealtimeChannel): Promise<void> {
  return new Promise((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(error ?? new Error(status));
    });
  });
}

interface Change {
  eventType: string;
  new: Record<string, unknown>;
  old: Record<string, unknown>;
  errors: unknown;
}

/** `channel.on('postgres_changes', ...)` for any event, collecting what arrives. */
function onChanges(channel: RealtimeChannel, binding: { event: string; schema: string; table: string; filter?: string }, into: Change[]): RealtimeChannel {
  const on = channel.on.bind(channel) as unknown as (type: string, filter: object, callback: (payload: Change) => void) => RealtimeChannel;
  return on('postgres_changes', binding, (payload) => into.push(payload));
}

function listen(client: SupabaseClient, name: string, binding: { event: '*' | 'INSERT' | 'UPDATE' | 'DELETE'; filter?: string }) {
  const changes: Change[] = [];
  const system: Array<Record<string, unknown>> = [];
  const channel = onChanges(client.channel(`${name}-${randomUUID().slice(0, 6)}`), { schema: 'public', table, ...binding }, changes).on(
    'system',
    {},
    (payload: Record<string, unknown>) => system.push(payload),
  );
  return { channel, changes, system };
}

async function insertRow(owner: string, values: Partial<{ title: string; points: number }> = {}): Promise<{ id: number }> {
  const { rows } = await db().query<{ id: string }>(
    `insert into public.${table} (owner, title, points, done, meta, tags, secret, price, due, seen_at)
     values ($1, $2, $3, false, '{"level": 1, "badges": ["a"]}', '{alpha,"beta gamma"}', 'hidden', 12.50, '2024-02-29', '2024-02-29 10:00:00.123+00')
     returning id`,
    [owner, values.title ?? 'row', values.points ?? 0],
  );
  return { id: Number(rows[0]?.id) };
}

beforeAll(async () => {
  await db().query(`
    create table public.${table} (
      id bigint generated always as identity primary key,
      owner uuid not null,
      title text not null,
      points integer not null default 0,
      done boolean not null default false,
      meta jsonb,
      tags text[],
      secret text,
      price numeric(10, 2),
      due date,
      seen_at timestamptz
    );
    -- Hosted's default privileges give every API role ALL on a new public table: take them back
    -- first, as the project's schema files do (docs/database.md), so the grants below are the only ones.
    revoke all on public.${table} from anon, authenticated, service_role;
    alter table public.${table} enable row level security;
    create policy "owners read their rows" on public.${table} for select to authenticated using (owner = auth.uid());
    grant select (id, owner, title, points, done, meta, tags, price, due, seen_at) on public.${table} to authenticated;
    create table public.${table}_board (id bigint primary key, points integer not null);
    revoke all on public.${table}_board from anon, authenticated, service_role;
    alter table public.${table}_board enable row level security;
    create policy "everyone signed in reads" on public.${table}_board for select to authenticated using (true);
    grant select on public.${table}_board to authenticated;
    create table public.${table}_rules (id bigint primary key, points integer not null);
    revoke all on public.${table}_rules from anon, authenticated, service_role;
    alter table public.${table}_rules enable row level security;
    create policy "signed-in users read" on public.${table}_rules for select to authenticated using (true);
    create policy "but never big ones" on public.${table}_rules as restrictive for select to authenticated using (points < 100);
    grant select on public.${table}_rules to anon, authenticated, service_role;
    alter publication supabase_realtime add table public.${table}, public.${table}_board, public.${table}_rules;
  `);
  [alice, bob] = await Promise.all([signUpUser(), signUpUser()]);
  track(alice.client);
  track(bob.client);
  keys = await loadOrCreateKeys(stackDir(), `${stack().apiUrl}/auth/v1`);
});

beforeEach((context) => {
  // The server's own account of a failure (its errors go to STACK_DIR/stack.log).
  context.onTestFailed(() => {
    const file = join(stackDir(), 'stack.log');
    const lines = existsSync(file)
      ? readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => line.includes('realtime:'))
      : [];
    if (lines.length > 0) console.error(`realtime log:\n${lines.slice(-20).join('\n')}`);
  });
});

afterEach(async () => {
  await Promise.all(openClients.map((client) => client.removeAllChannels()));
});

afterAll(async () => {
  await Promise.all(openClients.map((client) => client.realtime.disconnect()));
  await db().query(`drop table if exists public.${table}, public.${table}_board, public.${table}_rules`);
  await closeDb();
});

describe('postgres_changes', () => {
  it('delivers INSERT, UPDATE and DELETE, typed like to_jsonb and without columns the role cannot read', async () => {
    const { channel, changes, system } = listen(alice.client, 'crud', { event: '*' });
    await subscribed(channel);
    // The join reply (SUBSCRIBED) comes first, the system message right after it.
    await eventually(() => system.find((message) => message.message === 'Subscribed to PostgreSQL'), 'the system message');
    expect(system).toEqual([expect.objectContaining({ extension: 'postgres_changes', status: 'ok', channel: expect.stringMatching(/^crud-/) })]);

    const inserted = await insertRow(alice.user.id, { title: 'first', points: 3 });
    // How soon is the benchmark's to measure (npm run bench, "Realtime"), not a test's: under the
    // parallel lanes' load a timed bound here failed at 1.4 s (tests/README.md, rule 7).
    const insert = await eventually(() => changes.find((change) => change.eventType === 'INSERT'), 'INSERT');
    const { rows } = await db().query(`select to_jsonb(t) - 'secret' as row from public.${table} t where id = $1`, [inserted.id]);
    expect(insert.new).toEqual(rows[0].row);
    expect(insert.new).toMatchObject({
      id: inserted.id,
      points: 3,
      done: false,
      meta: { level: 1, badges: ['a'] },
      tags: ['alpha', 'beta gamma'],
      price: 12.5,
    });
    expect(insert.new).not.toHaveProperty('secret');

    await db().query(`update public.${table} set title = 'renamed', points = points + 1 where id = $1`, [inserted.id]);
    const update = await eventually(() => changes.find((change) => change.eventType === 'UPDATE'), 'UPDATE');
    expect(update.new).toMatchObject({ id: inserted.id, title: 'renamed', points: 4 });
    expect(update.old).toEqual({ id: inserted.id });

    await db().query(`delete from public.${table} where id = $1`, [inserted.id]);
    const removal = await eventually(() => changes.find((change) => change.eventType === 'DELETE'), 'DELETE');
    expect(removal.old).toEqual({ id: inserted.id });
    expect(changes.map((change) => change.eventType)).toEqual(['INSERT', 'UPDATE', 'DELETE']);
  });

  it('honours the filter: a row that does not match is not delivered', async () => {
    const byPoints = listen(alice.client, 'by-points', { event: 'INSERT', filter: 'points=gte.10' });
    // `like` is one of the operators Postgres itself evaluates.
    const byTitle = listen(alice.client, 'by-title', { event: 'INSERT', filter: 'title=like.en%' });
    await Promise.all([subscribed(byPoints.channel), subscribed(byTitle.channel)]);
    await insertRow(alice.user.id, { title: 'too few', points: 9 });
    await insertRow(alice.user.id, { title: 'enough', points: 10 });
    await eventually(() => byPoints.changes.find((change) => change.new.title === 'enough'), 'the row matching points');
    await eventually(() => byTitle.changes.find((change) => change.new.title === 'enough'), 'the row matching title');
    // Changes arrive in commit order, so the earlier, non-matching row would have come first.
    expect(byPoints.changes.map((change) => change.new.title)).toEqual(['enough']);
    expect(byTitle.changes.map((change) => change.new.title)).toEqual(['enough']);
  });

  it('sends a row only to subscribers whose RLS policies let them read it', async () => {
    const mine = listen(alice.client, 'rls-alice', { event: 'INSERT' });
    const theirs = listen(bob.client, 'rls-bob', { event: 'INSERT' });
    const anon = listen(track(anonClient()), 'rls-anon', { event: 'INSERT' });
    await Promise.all([subscribed(mine.channel), subscribed(theirs.channel), subscribed(anon.channel)]);

    await insertRow(alice.user.id, { title: 'alice only' });
    await insertRow(bob.user.id, { title: 'bob only' });
    await eventually(() => theirs.changes.find((change) => change.new.title === 'bob only'), "bob's row");
    await eventually(() => mine.changes.find((change) => change.new.title === 'alice only'), "alice's row");
    expect(theirs.changes.map((change) => change.new.title)).toEqual(['bob only']);
    expect(mine.changes.map((change) => change.new.title)).toEqual(['alice only']);
    // anon has no SELECT at all on the table: Realtime reports the change as unauthorized, without data.
    await eventually(() => (anon.changes.length >= 2 ? anon.changes : undefined), 'the unauthorized notices');
    expect(anon.changes[0]).toMatchObject({ new: {}, errors: ['Error 401: Unauthorized'] });
  });

  it('fans a change of a table every signed-in user may read out to all of them', async () => {
    const listeners = [alice, bob].map((user) => {
      const changes: Change[] = [];
      const channel = onChanges(user.client.channel(`board-${randomUUID().slice(0, 6)}`), { event: '*', schema: 'public', table: `${table}_board` }, changes);
      return { channel, changes };
    });
    await Promise.all(listeners.map(({ channel }) => subscribed(channel)));
    await db().query(`insert into public.${table}_board (id, points) values (1, 50)`);
    for (const { changes } of listeners) {
      const change = await eventually(() => changes[0], 'the board change');
      expect(change.new).toEqual({ id: 1, points: 50 });
    }
  });

  it('applies restrictive policies, default deny and BYPASSRLS as Postgres does', async () => {
    const binding = { event: '*', schema: 'public', table: `${table}_rules` };
    const watchers = {
      // A permissive `true` policy plus a restrictive one: each change is checked for real.
      user: { client: alice.client, changes: [] as Change[] },
      // SELECT granted, but no policy for anon: RLS denies every row.
      anon: { client: track(anonClient()), changes: [] as Change[] },
      // service_role bypasses RLS.
      service: { client: track(clientWithKey(stack().serviceRoleKey)), changes: [] as Change[] },
    };
    await db().query(`insert into public.${table}_rules values (99, 0)`);
    await Promise.all(
      Object.values(watchers).map(({ client, changes }) => subscribed(onChanges(client.channel(`rules-${randomUUID().slice(0, 6)}`), binding, changes))),
    );
    await db().query(`insert into public.${table}_rules values (1, 150)`);
    await db().query(`insert into public.${table}_rules values (2, 50)`);
    // DELETEs are not RLS-checked, so this one reaches everyone and marks the end.
    await db().query(`delete from public.${table}_rules where id = 99`);
    for (const { changes } of Object.values(watchers)) await eventually(() => changes.find((change) => change.eventType === 'DELETE'), 'the delete');
    const inserted = (changes: Change[]) => changes.filter((change) => change.eventType === 'INSERT').map((change) => change.new.id);
    expect(inserted(watchers.user.changes)).toEqual([2]);
    expect(inserted(watchers.anon.changes)).toEqual([]);
    expect(inserted(watchers.service.changes)).toEqual([1, 2]);
  });

  it('reports a table outside the publication in a system message', async () => {
    const system: Array<Record<string, unknown>> = [];
    const channel = alice.client
      .channel(`unpublished-${randomUUID().slice(0, 6)}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'no_such_table' }, () => undefined)
      .on('system', {}, (payload: Record<string, unknown>) => system.push(payload));
    await subscribed(channel);
    const message = await eventually(() => system.find((item) => item.status === 'error'), 'the system error');
    expect(message).toMatchObject({ extension: 'postgres_changes', channel: expect.any(String) });
    expect(String(message.message)).toMatch(/^Unable to subscribe to changes with given parameters\. Please check Realtime is enabled/);
  });

  it('evaluates filters exactly as Postgres does', async () => {
    const cases: Array<[filter: string, comparable: Comparable, regtype: string, column: string | null]> = [
      ['n=eq.5', 'int', 'bigint', '5'],
      ['n=gt.9007199254740992', 'int', 'bigint', '9007199254740993'],
      ['n=not.in.(1,2,NULL)', 'int', 'integer', '3'],
      ['n=in.(1,2)', 'int', 'integer', null],
      ['x=lte.0.30000000000000004', 'float8', 'double precision', '0.3'],
      ['x=eq.0.1', 'float4', 'real', '0.1'],
      ['x=eq.3.5', 'numeric', 'numeric', '3.500'],
      ['x=gt.1e-3', 'numeric', 'numeric', '0.0011'],
      ['b=eq.yes', 'bool', 'boolean', 't'],
      ['b=is.false', 'bool', 'boolean', 'f'],
      ['b=not.is.null', 'bool', 'boolean', null],
      ['u=eq.{A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11}', 'uuid', 'uuid', 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'],
      ['u=lt.b0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11', 'uuid', 'uuid', 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11'],
      ['s=eq.Café', 'text', 'text', 'Café'],
      ['s=in.("a,b",c)', 'text', 'text', 'a,b'],
      ['s=neq.x', 'text', 'text', 'X'],
      ['s=isdistinct.x', 'text', 'text', null],
      ['s=not.isdistinct.x', 'text', 'text', 'x'],
    ];
    for (const [text, comparable, regtype, column] of cases) {
      const parsed = parseFilters(text);
      if (!parsed.ok) throw new Error(parsed.error);
      const compiled = compileFilter(parsed.value[0]!, comparable, regtype);
      const inJs = evaluateFilter(compiled, column);
      const { rows } = await db().query<{ result: boolean | null }>(`select ${filterSql(compiled, column)} as result`);
      expect({ text, column, inJs }).toEqual({ text, column, inJs: rows[0]?.result });
    }
  });
});

describe('broadcast', () => {
  it('reaches the other members of the topic (sent as binary kind 3, received as kind 4), not the sender', async () => {
    const topic = `room-${randomUUID().slice(0, 6)}`;
    const sender = track(anonClient());
    const receiver = track(anonClient());
    const heard: unknown[] = [];
    const echoed: unknown[] = [];
    const senderChannel = sender.channel(topic).on('broadcast', { event: 'cursor' }, (message) => echoed.push(message));
    const receiverChannel = receiver.channel(topic).on('broadcast', { event: 'cursor' }, (message) => heard.push(message));
    await Promise.all([subscribed(senderChannel), subscribed(receiverChannel)]);

    expect(await senderChannel.send({ type: 'broadcast', event: 'cursor', payload: { x: 1, label: 'café 🚂' } })).toBe('ok');
    await eventually(() => heard[0], 'the broadcast');
    expect(heard).toEqual([{ type: 'broadcast', event: 'cursor', payload: { x: 1, label: 'café 🚂' } }]);
    expect(echoed).toEqual([]);
  });

  it('echoes to the sender with self and acknowledges with ack', async () => {
    const client = track(anonClient());
    const heard: unknown[] = [];
    const channel = client
      .channel(`echo-${randomUUID().slice(0, 6)}`, { config: { broadcast: { self: true, ack: true } } })
      .on('broadcast', { event: '*' }, (message) => heard.push(message));
    await subscribed(channel);
    expect(await channel.send({ type: 'broadcast', event: 'ping', payload: { n: 1 } })).toBe('ok');
    await eventually(() => heard[0], 'the echo');
    expect(heard).toEqual([{ type: 'broadcast', event: 'ping', payload: { n: 1 } }]);
  });

  it('relays text broadcasts and hands vsn 2 clients kind-4 binary frames', async () => {
    const topic = `raw-${randomUUID().slice(0, 6)}`;
    const client = track(anonClient());
    const heard: unknown[] = [];
    const channel = client.channel(topic).on('broadcast', { event: '*' }, (message) => heard.push(message));
    await subscribed(channel);

    const url = `${stack().apiUrl.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${stack().anonKey}&vsn=2.0.0`;
    const raw = new WebSocket(url);
    const frames: Array<{ binary: boolean; data: Buffer }> = [];
    raw.on('message', (data, isBinary) => frames.push({ binary: isBinary, data: data as Buffer }));
    await new Promise((resolve, reject) => raw.once('open', resolve).once('error', reject));
    raw.send(JSON.stringify(['1', '1', `realtime:${topic}`, 'phx_join', { config: { broadcast: { self: false } } }]));
    await eventually(() => frames.find((frame) => !frame.binary && frame.data.toString().includes('phx_reply')), 'the join reply');

    raw.send(JSON.stringify(['1', '2', `realtime:${topic}`, 'broadcast', { type: 'broadcast', event: 'text-path', payload: { a: 1 } }]));
    await eventually(() => heard.find((message) => (message as { event: string }).event === 'text-path'), 'the text broadcast');

    await channel.send({ type: 'broadcast', event: 'to-raw', payload: { b: 2 } });
    const binary = await eventually(() => frames.find((frame) => frame.binary), 'a binary frame');
    expect(binary.data[0]).toBe(4);
    expect(binary.data.toString()).toContain('to-raw');

    // A malformed binary frame gets an error reply, and the connection keeps working.
    raw.send(encodeUserBroadcastPush('1', '3', `realtime:${topic}`, 'bad', 'json', Buffer.from('{not json')));
    const replyTo = (ref: string) =>
      frames
        .map((frame) => (frame.binary ? undefined : (JSON.parse(frame.data.toString()) as unknown[])))
        .find((message) => message?.[1] === ref && message[3] === 'phx_reply');
    const error = await eventually(() => replyTo('3'), 'the error reply');
    expect(error[4]).toEqual({ status: 'error', response: { reason: 'broadcast payload is not valid JSON' } });
    raw.send(JSON.stringify([null, '4', 'phoenix', 'heartbeat', {}]));
    expect(await eventually(() => replyTo('4'), 'the heartbeat reply')).toEqual([null, '4', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
    raw.close();
  });
});

describe('protocol 1.0.0', () => {
  it('speaks Phoenix JSON objects to clients that ask for vsn 1.0.0', async () => {
    const topic = `v1-${randomUUID().slice(0, 6)}`;
    const sender = track(anonClient());
    const senderChannel = sender.channel(topic);
    await subscribed(senderChannel);
    const raw = new WebSocket(`${stack().apiUrl.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${stack().anonKey}&vsn=1.0.0`);
    const messages: Array<Record<string, unknown>> = [];
    raw.on('message', (data) => messages.push(JSON.parse(String(data)) as Record<string, unknown>));
    await new Promise((resolve, reject) => raw.once('open', resolve).once('error', reject));
    raw.send(JSON.stringify({ topic: `realtime:${topic}`, event: 'phx_join', payload: { config: {} }, ref: '1', join_ref: '1' }));
    expect(await eventually(() => messages.find((message) => message.ref === '1'), 'the join reply')).toEqual({
      join_ref: '1',
      ref: '1',
      topic: `realtime:${topic}`,
      event: 'phx_reply',
      payload: { status: 'ok', response: { postgres_changes: [] } },
    });
    // supabase-js sends this as binary kind 3; a vsn 1 client gets it as JSON text.
    await senderChannel.send({ type: 'broadcast', event: 'hello', payload: { n: 1 } });
    expect(await eventually(() => messages.find((message) => message.event === 'broadcast'), 'the broadcast')).toMatchObject({
      topic: `realtime:${topic}`,
      payload: { type: 'broadcast', event: 'hello', payload: { n: 1 } },
    });
    raw.close();
  });
});

describe('presence', () => {
  it('syncs tracked state between clients and reports leaves', async () => {
    const topic = `lobby-${randomUUID().slice(0, 6)}`;
    const first = track(anonClient()).channel(topic, { config: { presence: { key: 'first' } } });
    const second = track(anonClient()).channel(topic, { config: { presence: { key: 'second' } } });
    const leaves: string[] = [];
    first.on('presence', { event: 'sync' }, () => undefined).on('presence', { event: 'leave' }, ({ key }) => leaves.push(key));
    second.on('presence', { event: 'sync' }, () => undefined);
    await Promise.all([subscribed(first), subscribed(second)]);

    expect(await first.track({ name: 'Ann' })).toBe('ok');
    expect(await second.track({ name: 'Ben' })).toBe('ok');
    for (const channel of [first, second]) {
      const state = await eventually(() => (Object.keys(channel.presenceState()).length === 2 ? channel.presenceState() : undefined), 'both presences');
      expect(state.first).toEqual([expect.objectContaining({ name: 'Ann', presence_ref: expect.any(String) })]);
      expect(state.second).toEqual([expect.objectContaining({ name: 'Ben' })]);
    }
    expect(await second.untrack()).toBe('ok');
    await eventually(() => (leaves.includes('second') ? true : undefined), 'the leave');
    expect(Object.keys(first.presenceState())).toEqual(['first']);
  });
});

describe('connections and tokens', () => {
  it('rejoins by itself after the server drops every connection, and later changes arrive', async () => {
    const client = track((await signUpUser()).client);
    const user = (await client.auth.getUser()).data.user!;
    const changes: Change[] = [];
    let joins = 0;
    const channel = onChanges(client.channel(`rejoin-${randomUUID().slice(0, 6)}`), { event: 'INSERT', schema: 'public', table }, changes);
    await new Promise<void>((resolve) =>
      channel.subscribe((status) => {
        if (status === 'SUBSCRIBED' && ++joins === 1) resolve();
      }),
    );

    // Another user's socket stays up: the drop names its users (other files share the stack).
    const bystander = track((await signUpUser()).client);
    let bystanderJoins = 0;
    await new Promise<void>((resolve) =>
      bystander.channel(`bystander-${randomUUID().slice(0, 6)}`).subscribe((status) => {
        if (status === 'SUBSCRIBED' && ++bystanderJoins === 1) resolve();
      }),
    );
    expect(await dropRealtimeConnections(user.id)).toBe(1);
    await eventually(() => (joins >= 2 ? joins : undefined), 'the rejoin', 5000);
    expect(bystanderJoins).toBe(1);

    await insertRow(user.id, { title: 'after reconnect' });
    const change = await eventually(() => changes[0], 'the change after reconnect');
    expect(change.new.title).toBe('after reconnect');
  });

  it('refuses a join with an expired access token', async () => {
    const client = track(anonClient());
    const expired = await keys.sign({ sub: alice.user.id, role: 'authenticated', aud: 'authenticated' }, -30);
    await client.realtime.setAuth(expired);
    const channel = client.channel(`expired-${randomUUID().slice(0, 6)}`);
    await expect(subscribed(channel)).rejects.toThrow(/^InvalidJWTToken: Token has expired \d+ seconds ago$/);
  });

  it('refuses tokens not signed by the stack, and tokens without role or exp', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT({ sub: alice.user.id, role: 'service_role' })
      .setProtectedHeader({ alg: 'ES256', kid: keys.kid, typ: 'JWT' })
      .setExpirationTime('1h')
      .sign(privateKey);
    const noRole = await keys.sign({ sub: alice.user.id }, 3600);
    for (const [token, reason] of [
      [forged, 'JwtSignatureError: Failed to validate JWT signature'],
      [noRole, 'InvalidJWTToken: Fields `role` and `exp` are required in JWT'],
      ['not.a.jwt', 'MalformedJWT: The token provided is not a valid JWT'],
    ] as const) {
      const client = track(anonClient());
      await client.realtime.setAuth(token);
      await expect(subscribed(client.channel(`forged-${randomUUID().slice(0, 6)}`))).rejects.toThrow(reason);
    }
  });

  it('switches a joined channel to the claims of a refreshed access token', async () => {
    const client = track(anonClient());
    const { channel, changes, system } = listen(client, 'signs-in', { event: 'INSERT' });
    await subscribed(channel);
    await client.realtime.setAuth(alice.session.access_token);
    // No reply to access_token; the re-subscription is confirmed by a second system message.
    await eventually(() => (system.filter((message) => message.message === 'Subscribed to PostgreSQL').length === 2 ? true : undefined), 'the re-subscription');
    await insertRow(alice.user.id, { title: 'seen as alice' });
    const change = await eventually(() => changes[0], 'the change');
    expect(change).toMatchObject({ errors: null, new: { title: 'seen as alice' } });
  });

  it('closes a channel whose refreshed access token has expired, with a system error', async () => {
    const client = track(clientWithKey(stack().anonKey));
    await client.realtime.setAuth(await keys.sign({ sub: alice.user.id, role: 'authenticated' }, 3600));
    const system: Array<Record<string, unknown>> = [];
    const statuses: string[] = [];
    const channel = client.channel(`refresh-${randomUUID().slice(0, 6)}`).on('system', {}, (payload: Record<string, unknown>) => system.push(payload));
    await new Promise<void>((resolve) =>
      channel.subscribe((status) => {
        statuses.push(status);
        if (status === 'SUBSCRIBED') resolve();
      }),
    );
    await client.realtime.setAuth(await keys.sign({ sub: alice.user.id, role: 'authenticated' }, -5));
    await eventually(() => (statuses.includes('CLOSED') ? true : undefined), 'the channel to close');
    expect(system).toContainEqual(
      expect.objectContaining({ extension: 'system', status: 'error', message: expect.stringMatching(/^Token has expired \d+ seconds ago$/) }),
    );
  });

  it('refuses private channels (no realtime.messages policies)', async () => {
    const topic = `secret-${randomUUID().slice(0, 6)}`;
    const channel = alice.client.channel(topic, { config: { private: true } });
    await expect(subscribed(channel)).rejects.toThrow(`Unauthorized: You do not have permissions to read from this Channel topic: ${topic}`);
  });
});
