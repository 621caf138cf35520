/**
 * Push endpoints as an attacker would try them (docs/security.md#push-endpoints), through the gateway
 * with raw requests and the official client, on the stack as the tests run it (its function may send
 * inside to one origin only: the stand-in push service, local/push-service.ts):
 *   - every notation of an inside address, a user name, a port, an unlisted host is refused when a
 *     browser subscribes (400 saying why), and nothing is stored;
 *   - endpoints already stored that point inside (rows from before the rules) are never contacted by
 *     the reminders run (loopback listeners count every connection: 0) and are removed;
 *   - a redirect is never followed; a failed push changes nothing a learner can read but the count of
 *     devices, and only when the device is gone;
 *   - at most 10 devices per learner, the oldest replaced, also when many subscribe at once;
 *   - 6 endpoints that never answer delay nobody: the run ends after about one push timeout.
 * The run sends whatever is due on the shared stack; what each test checks is read where its own
 * pushes land (the stand-in, its own listeners), so another run claiming them changes nothing.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { PUSH_ENDPOINT_REFUSED } from '../../contract/push-services';
import { callApi, closeDb, db, signUpUser, stack, type SignedUpUser } from '../support/clients';
import { pushService, type TestSubscription } from '../support/push-receiver';

/** The function's per-push timeout (supabase/functions/api/routes/reminders.ts PUSH_TIMEOUT_MS). */
const PUSH_TIMEOUT_MS = 5_000;

interface Listener {
  port: number;
  connections: number;
  close(): Promise<void>;
}

/** A loopback server that counts every connection made to it (a request or not). */
async function listener(host = '127.0.0.1'): Promise<Listener> {
  const server: Server = createServer((_req, res) => res.writeHead(410).end());
  const counted = { connections: 0 };
  server.on('connection', () => (counted.connections += 1));
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return {
    port: (server.address() as AddressInfo).port,
    get connections() {
      return counted.connections;
    },
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const listeners: Listener[] = [];
afterAll(async () => {
  await Promise.all(listeners.map((open) => open.close()));
  await closeDb();
});

async function openListener(host?: string): Promise<Listener> {
  const opened = await listener(host);
  listeners.push(opened);
  return opened;
}

/** A browser's real keys (a P-256 point and an auth secret), so a push to any endpoint could be encrypted and sent. */
const KEYS = pushKeys();
function pushKeys(): TestSubscription['keys'] {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}

function subscribe(learner: SignedUpUser, endpoint: string, keys = KEYS) {
  return callApi('POST', `/api/users/${learner.user.id}/push-subscriptions`, { token: learner.session.access_token, body: { endpoint, keys } });
}

async function storedEndpoints(learner: SignedUpUser): Promise<string[]> {
  const { rows } = await db().query<{ endpoint: string }>('select endpoint from public.push_subscriptions where user_id = $1 order by id', [learner.user.id]);
  return rows.map((row) => row.endpoint);
}

/** A daily push reminder due now for each learner (5 minutes ago in a zone where that is still today), in one transaction. */
async function dueNow(learners: SignedUpUser[]): Promise<void> {
  const client = await db().connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ zone: string; at: string }>(
      `select z.zone, to_char((now() at time zone z.zone) - interval '5 minutes', 'HH24:MI') as at
         from unnest(array['UTC', 'Asia/Tokyo', 'America/New_York']) z(zone)
        where ((now() at time zone z.zone) - interval '5 minutes')::date = (now() at time zone z.zone)::date limit 1`,
    );
    const ids = learners.map((learner) => learner.user.id);
    await client.query('update public.profiles set time_zone = $2 where id = any($1::uuid[])', [ids, rows[0]!.zone]);
    await client.query(
      `insert into public.reminder_settings (user_id, daily_at, by_push) select id, $2::time, true from unnest($1::uuid[]) id
       on conflict (user_id) do update set daily_at = excluded.daily_at, by_push = true, by_email = false`,
      [ids, rows[0]!.at],
    );
    await client.query('commit');
  } finally {
    client.release();
  }
}

interface RunFigures {
  sent: number;
  pushes: number;
  expired: number;
  refused: number;
  timedOut: number;
  failed: number;
  removed: number;
  durationMs: number;
}

async function runReminders(): Promise<{ figures: RunFigures; wallMs: number }> {
  const started = Date.now();
  const run = await callApi('POST', '/api/reminders/run', { headers: { 'x-cron-secret': stack().serviceRoleKey }, timeoutMs: 60_000 });
  expect(run.status, run.text).toBe(200);
  return { figures: run.json as unknown as RunFigures, wallMs: Date.now() - started };
}

/** A learner with the stand-in's endpoints already subscribed through the API. */
async function learnerWith(name: string, subscriptions: TestSubscription[]): Promise<SignedUpUser> {
  const learner = await signUpUser({ name });
  for (const subscription of subscriptions) {
    const saved = await subscribe(learner, subscription.endpoint, subscription.keys);
    expect(saved.status, saved.text).toBe(200);
  }
  return learner;
}

describe('subscribing: only browser push services', () => {
  it('refuses every notation of an inside address, a user name, a port and an unlisted host, and stores nothing', async () => {
    const learner = await signUpUser({ name: 'Ivan Inside' });
    const { apiUrl, dbUrl } = stack();
    const api = new URL(apiUrl);
    const dbPort = new URL(dbUrl).port;
    const pushPort = new URL(pushService().origin).port;
    const other = await openListener();
    const hostile = [
      // The issue's list: loopback in every notation, the database port, the gateway's admin paths, metadata, private.
      `http://127.0.0.1:${other.port}/`,
      `https://127.0.0.1:${other.port}/`,
      `http://localhost:${other.port}/`,
      `http://[::1]:${other.port}/`,
      `http://2130706433:${other.port}/`,
      `http://0x7f.1:${other.port}/`,
      `http://0x7f000001:${other.port}/`,
      `http://0177.0.0.1:${other.port}/`,
      `http://127.1:${other.port}/`,
      `http://[::ffff:127.0.0.1]:${other.port}/`,
      `http://[0:0:0:0:0:0:0:1]:${other.port}/`,
      `http://127.0.0.1:${dbPort}/`,
      `${apiUrl}/auth/v1/admin/users`,
      `${apiUrl}/functions/v1/api/reminders/run`,
      `http://${api.hostname}:${api.port}/rest/v1/`,
      'http://169.254.169.254/latest/meta-data/',
      'https://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/',
      'https://10.0.0.1/',
      'https://100.64.0.1/',
      'https://[fe80::1]/',
      'https://0.0.0.0/',
      // The stand-in's own port in other spellings: only its exact origin is allowed.
      `http://localhost:${pushPort}/push/abc`,
      `https://127.0.0.1:${pushPort}/push/abc`,
      `http://2130706433:${pushPort}/push/abc`,
      `http://user@127.0.0.1:${pushPort}/push/abc`,
      // A user name, a port, a name that is not a push service.
      'https://user:secret@fcm.googleapis.com/fcm/send/abc',
      `https://fcm.googleapis.com@127.0.0.1:${other.port}/`,
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://updates.push.services.mozilla.com:5432/wpush/v2/abc',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com.evil.test/fcm/send/abc',
      'https://push.example/abc',
      'https://localhost/push',
      'https://FCM.googleapis.com/fcm/send/abc',
    ];
    for (const endpoint of hostile) {
      const answer = await subscribe(learner, endpoint);
      expect({ endpoint, status: answer.status }).toEqual({ endpoint, status: 400 });
      expect(answer.json).toMatchObject({ message: PUSH_ENDPOINT_REFUSED, issues: [{ path: 'endpoint', message: expect.any(String) }] });
    }
    expect(await storedEndpoints(learner)).toEqual([]);
    const settings = await callApi('GET', `/api/users/${learner.user.id}/reminders`, { token: learner.session.access_token });
    expect(settings.json).toMatchObject({ pushDevices: 0 });

    // Browsers' endpoints are taken as given.
    for (const endpoint of [
      `https://fcm.googleapis.com/fcm/send/${randomBytes(8).toString('hex')}:APA91b`,
      `https://updates.push.services.mozilla.com/wpush/v2/${randomBytes(8).toString('hex')}`,
      `https://web.push.apple.com/${randomBytes(8).toString('hex')}`,
      `https://wns2-par02p.notify.windows.com/w/?token=${randomBytes(8).toString('hex')}%2b`,
    ]) {
      expect((await subscribe(learner, endpoint)).status).toBe(200);
    }
    expect(await storedEndpoints(learner)).toHaveLength(4);
    expect(other.connections).toBe(0);
  });

  it('has no way around the function: the table and the save function are closed to the official client', async () => {
    const learner = await signUpUser({ name: 'Petra PostgREST' });
    const endpoint = `http://127.0.0.1:${new URL(stack().dbUrl).port}/`;
    const inserted = await learner.client.from('push_subscriptions').insert({ user_id: learner.user.id, endpoint, p256dh: KEYS.p256dh, auth: KEYS.auth });
    expect(inserted.error).not.toBeNull();
    const called = await learner.client.rpc('save_push_subscription', { p_endpoint: endpoint, p_p256dh: KEYS.p256dh, p_auth: KEYS.auth });
    expect(called.error).not.toBeNull();
    expect(await storedEndpoints(learner)).toEqual([]);
  });
});

describe('sending: nothing inside is contacted', () => {
  it('never contacts an inside endpoint stored before the rules, removes it, and still delivers to the real device', async () => {
    const local = await openListener();
    const another = await openListener();
    const { apiUrl, dbUrl } = stack();
    const dbPort = new URL(dbUrl).port;
    const stored = [
      `http://127.0.0.1:${local.port}/`,
      `https://127.0.0.1:${local.port}/`,
      `http://localhost:${local.port}/`,
      `http://2130706433:${local.port}/`,
      `http://0x7f.1:${local.port}/`,
      `http://127.1:${local.port}/`,
      `http://[::ffff:127.0.0.1]:${local.port}/`,
      `http://127.0.0.1:${another.port}/push/abc`,
      `http://${pushService().origin.slice(7)}@127.0.0.1:${another.port}/push/abc`,
      `http://127.0.0.1:${dbPort}/`,
      `${apiUrl}/auth/v1/admin/users`,
      `${apiUrl}/functions/v1/api/reminders/run`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/',
      'https://[fe80::1]/',
    ];
    // Rows as an older release stored them (at most 9 per learner beside a real device).
    const receiver = pushService();
    const learners: SignedUpUser[] = [];
    const devices: TestSubscription[] = [];
    for (let start = 0; start < stored.length; start += 8) {
      const device = receiver.subscription();
      const learner = await learnerWith(`Olga Older ${start}`, [device]);
      for (const endpoint of stored.slice(start, start + 8)) {
        await db().query('insert into public.push_subscriptions (user_id, endpoint, p256dh, auth) values ($1, $2, $3, $4)', [
          learner.user.id,
          endpoint,
          KEYS.p256dh,
          KEYS.auth,
        ]);
      }
      learners.push(learner);
      devices.push(device);
    }
    await dueNow(learners);
    const { figures, wallMs } = await runReminders();

    for (const device of devices) expect(await receiver.received(device.endpoint)).toHaveLength(1);
    expect({ local: local.connections, another: another.connections }).toEqual({ local: 0, another: 0 });
    for (const [index, learner] of learners.entries()) expect(await storedEndpoints(learner)).toEqual([devices[index]!.endpoint]);
    // Not one of them was even tried: 10.0.0.1 and 169.254.169.254 would have run into the timeout.
    expect(figures).toMatchObject({ timedOut: 0 });
    expect(figures.refused).toBeGreaterThanOrEqual(stored.length);
    expect(figures.removed).toBeGreaterThanOrEqual(stored.length);
    expect(wallMs).toBeLessThan(PUSH_TIMEOUT_MS);
  });

  it('never follows a redirect, and a failed push changes nothing the learner reads but a gone device', async () => {
    const target = await openListener();
    const receiver = pushService();
    const [redirecting, gone, missing, silent, fine] = [1, 2, 3, 4, 5].map(() => receiver.subscription()) as TestSubscription[];
    await receiver.answer(redirecting!.endpoint, 'redirect', `http://127.0.0.1:${target.port}/latest/meta-data/`);
    await receiver.answer(gone!.endpoint, 'gone');
    await receiver.answer(missing!.endpoint, 'missing');
    await receiver.answer(silent!.endpoint, 'hang');
    const learner = await learnerWith('Rhea Redirect', [redirecting!, gone!, missing!, silent!, fine!]);
    await dueNow([learner]);
    const before = await callApi('GET', `/api/users/${learner.user.id}/reminders`, { token: learner.session.access_token });
    expect(before.json).toMatchObject({ pushDevices: 5 });
    await runReminders();

    expect((await receiver.received(redirecting!.endpoint)).map((push) => push.status)).toEqual([302]);
    expect(target.connections).toBe(0);
    for (const device of [gone!, missing!, silent!, fine!]) expect(await receiver.received(device.endpoint)).toHaveLength(1);
    // Only the devices whose push service said they are gone are removed.
    expect(await storedEndpoints(learner)).toEqual([redirecting!.endpoint, silent!.endpoint, fine!.endpoint]);
    const after = await callApi('GET', `/api/users/${learner.user.id}/reminders`, { token: learner.session.access_token });
    expect(after.json).toEqual({ ...before.json, pushDevices: 3 });
  });

  it('6 endpoints that never answer delay no other push: all are tried at once and the run ends after about one timeout', async () => {
    const receiver = pushService();
    const silent = Array.from({ length: 6 }, () => receiver.subscription());
    for (const subscription of silent) await receiver.answer(subscription.endpoint, 'hang');
    const waiting = await learnerWith('Sid Silent', silent);
    const other = receiver.subscription();
    const punctual = await learnerWith('Paula Punctual', [other]);
    await dueNow([waiting, punctual]);
    const { figures, wallMs } = await runReminders();

    const hung = (await Promise.all(silent.map((subscription) => receiver.received(subscription.endpoint)))).map((pushes) => pushes[0]!);
    const [delivered] = await receiver.received(other.endpoint);
    expect(hung.every(Boolean)).toBe(true);
    expect(delivered).toBeDefined();
    const firstTried = Math.min(...hung.map((push) => push.receivedAt));
    const lastTried = Math.max(...hung.map((push) => push.receivedAt));
    // Side by side: one after another, the sixth would come five timeouts after the first.
    expect(lastTried - firstTried).toBeLessThan(PUSH_TIMEOUT_MS);
    expect(delivered!.receivedAt - firstTried).toBeLessThan(PUSH_TIMEOUT_MS);
    // Each was given up after the timeout (its connection closed by the sender), none held longer.
    for (const push of hung) {
      expect(push.endedAt).toBeDefined();
      expect(push.endedAt! - push.receivedAt).toBeLessThan(2 * PUSH_TIMEOUT_MS);
    }
    expect(wallMs).toBeLessThan(2 * PUSH_TIMEOUT_MS);
    expect(figures.timedOut).toBeGreaterThanOrEqual(6);
    expect(figures.durationMs).toBeGreaterThanOrEqual(PUSH_TIMEOUT_MS - 500);
    expect(figures.durationMs).toBeLessThan(2 * PUSH_TIMEOUT_MS);
    console.log(`6 silent endpoints + 1 other: run ${figures.durationMs} ms (timeout ${PUSH_TIMEOUT_MS} ms), figures ${JSON.stringify(figures)}`);
    // They stay subscribed: a slow push service is no sign the device is gone.
    expect(await storedEndpoints(waiting)).toHaveLength(6);
  });
});

describe('at most 10 devices per learner', () => {
  it('the 11th replaces the oldest, and 12 at once still leave 10', async () => {
    const receiver = pushService();
    const first = Array.from({ length: 11 }, () => receiver.subscription());
    const learner = await learnerWith('Dev Devices', first.slice(0, 10));
    expect(await storedEndpoints(learner)).toHaveLength(10);
    const eleventh = await subscribe(learner, first[10]!.endpoint);
    expect(eleventh.status).toBe(200);
    expect(eleventh.json).toMatchObject({ settings: { pushDevices: 10 } });
    expect(await storedEndpoints(learner)).toEqual(first.slice(1).map((subscription) => subscription.endpoint));

    const burst = Array.from({ length: 12 }, () => receiver.subscription());
    const answers = await Promise.all(burst.map((subscription) => subscribe(learner, subscription.endpoint)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    expect(await storedEndpoints(learner)).toHaveLength(10);

    // A browser moving to this learner from another account counts too.
    const other = receiver.subscription();
    const previousOwner = await learnerWith('Otto Other', [other]);
    expect((await subscribe(learner, other.endpoint)).status).toBe(200);
    const kept = await storedEndpoints(learner);
    expect(kept).toHaveLength(10);
    expect(kept).toContain(other.endpoint);
    expect(await storedEndpoints(previousOwner)).toEqual([]);
  });
});
