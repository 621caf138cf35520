/**
 * The check before every push (push-target.ts) and how sendPush uses it (web-push.ts), without a
 * stack: which resolved addresses count as inside, when the local stack's allowance counts, and that
 * an endpoint whose host resolves inside is never fetched (fetch is replaced by a counter here; the
 * integration test tests/integration/push-endpoints.test.ts sends through the real stack).
 * tests/unit/api-app.test.ts runs it under `deno test`:
 *
 *   deno test --config supabase/functions/api/deno.json --allow-env --allow-read --allow-net=localhost supabase/functions/_shared/push-target.test.ts
 */
import assert from 'node:assert/strict';
import { isInsideAddress, localPushService, pushTargetProblem, type Resolver, systemResolver } from './push-target.ts';
import { sendPush } from './web-push.ts';

const FCM = 'https://fcm.googleapis.com/fcm/send/abc:APA91b';
const resolvesTo =
  (...addresses: string[]): Resolver =>
  () =>
    Promise.resolve(addresses);

Deno.test('inside addresses: private, loopback, link-local, CGNAT, multicast, reserved, IPv4 inside IPv6', () => {
  const inside = [
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.1',
    '172.16.0.1',
    '172.31.255.254',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '239.255.255.250',
    '255.255.255.255',
    '240.0.0.1',
    '192.0.2.1',
    '198.18.0.1',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
    '64:ff9b::7f00:1',
    '2002:7f00:1::1',
    '2001:db8::1',
    'ff02::1',
    '::7f00:1',
    'not an address',
    '',
  ];
  for (const address of inside) assert.equal(isInsideAddress(address), true, address);
  for (const address of ['8.8.8.8', '142.250.74.170', '17.253.144.10', '2607:f8b0:4004:c1b::5f', '2a00:1450:4001:82b::200a']) {
    assert.equal(isInsideAddress(address), false, address);
  }
});

Deno.test('the local push service counts only on a local stack, and only as one exact loopback origin', () => {
  const env = (values: Record<string, string>) => (name: string) => values[name];
  assert.equal(localPushService(env({ LOCAL_PUSH_SERVICE_ORIGIN: 'http://127.0.0.1:5999', SUPABASE_URL: 'http://127.0.0.1:54321' })), 'http://127.0.0.1:5999');
  // Hosted: the platform sets SUPABASE_URL to the project's https address; the secret changes nothing.
  assert.equal(
    localPushService(env({ LOCAL_PUSH_SERVICE_ORIGIN: 'http://127.0.0.1:5999', SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co' })),
    undefined,
  );
  assert.equal(localPushService(env({ LOCAL_PUSH_SERVICE_ORIGIN: 'http://127.0.0.1:5999' })), undefined);
  for (const origin of [
    'http://localhost:5999',
    'http://127.0.0.1:5999/push',
    'https://127.0.0.1:5999',
    'http://10.0.0.1:80',
    'http://127.0.0.1',
    'http://[::1]:5999',
  ]) {
    assert.equal(localPushService(env({ LOCAL_PUSH_SERVICE_ORIGIN: origin, SUPABASE_URL: 'http://127.0.0.1:54321' })), undefined, origin);
  }
});

Deno.test('a listed host that resolves inside, or not at all, is refused; a broken rule is refused before any lookup', async () => {
  assert.deepEqual(await pushTargetProblem(FCM, { resolve: resolvesTo('142.250.74.170', '2607:f8b0:4004:c1b::5f') }), undefined);
  assert.equal((await pushTargetProblem(FCM, { resolve: resolvesTo('10.0.0.5') }))?.kind, 'inside');
  // One inside address among public ones is enough: fetch may pick any of them.
  assert.equal((await pushTargetProblem(FCM, { resolve: resolvesTo('142.250.74.170', '::ffff:127.0.0.1') }))?.kind, 'inside');
  assert.equal((await pushTargetProblem(FCM, { resolve: resolvesTo() }))?.kind, 'inside');
  assert.equal((await pushTargetProblem(FCM, { resolve: () => Promise.reject(new Error('ENOTFOUND')) }))?.kind, 'inside');
  // A lookup that never answers ends with the attempt's time.
  const started = Date.now();
  const hung = await pushTargetProblem(FCM, { resolve: () => new Promise(() => undefined), signal: AbortSignal.timeout(100) });
  assert.equal(hung?.kind, 'inside');
  assert.ok(Date.now() - started < 5_000);
  let looked = 0;
  const counting: Resolver = () => ((looked += 1), Promise.resolve(['142.250.74.170']));
  for (const endpoint of ['https://127.0.0.1/x', 'http://fcm.googleapis.com/x', 'https://localhost/x', 'https://fcm.googleapis.com:8443/x']) {
    assert.equal((await pushTargetProblem(endpoint, { resolve: counting }))?.kind, 'rule', endpoint);
  }
  assert.equal(looked, 0);
});

Deno.test('the system resolver reads localhost as inside (the resolver fetch uses)', async () => {
  const addresses = await systemResolver('localhost');
  assert.ok(addresses.length > 0);
  assert.ok(addresses.every(isInsideAddress), addresses.join(', '));
});

Deno.test('sendPush never fetches an endpoint that resolves inside, times out a lookup that never ends, and never follows a redirect', async () => {
  const keys = {
    publicKey: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
    privateKey: 'UUxI4O8-FbRouAevSmBQ6o18hgE4nSG3qwvJTfKc-ls',
    subject: 'mailto:test@example.com',
  };
  const browser = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair;
  const p256dh = btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.exportKey('raw', browser.publicKey))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  const subscription = { endpoint: FCM, p256dh, auth: 'AAAAAAAAAAAAAAAAAAAAAA' };
  const original = globalThis.fetch;
  const calls: RequestInit[] = [];
  globalThis.fetch = (_input: string | URL | Request, init?: RequestInit) => {
    calls.push(init ?? {});
    return Promise.resolve(new Response(null, { status: 302, headers: { location: 'http://127.0.0.1:5432/' } }));
  };
  try {
    assert.equal(await sendPush(subscription, '{}', keys, { timeoutMs: 1_000, resolve: resolvesTo('169.254.169.254') }), 'inside');
    assert.equal(await sendPush({ ...subscription, endpoint: 'https://0x7f.1/x' }, '{}', keys, { timeoutMs: 1_000 }), 'refused');
    assert.equal(await sendPush(subscription, '{}', keys, { timeoutMs: 100, resolve: () => new Promise(() => undefined) }), 'timedOut');
    assert.equal(calls.length, 0);
    assert.equal(await sendPush(subscription, '{}', keys, { timeoutMs: 1_000, resolve: resolvesTo('142.250.74.170') }), 'failed');
    assert.equal(calls.length, 1);
    assert.equal(calls[0]!.redirect, 'manual');
    assert.ok(calls[0]!.signal instanceof AbortSignal);
  } finally {
    globalThis.fetch = original;
  }
});
