/**
 * `npm run bench:signin`: how long a refused sign-in takes for a registered address and for an
 * unknown one, at every count of failures (docs/accounts.md#what-the-answers-reveal), through the
 * api (/api/auth/login) and straight to the auth server (/auth/v1/token), on a throwaway stack.
 * BENCH_PAIRS pairs (a registered account and an unknown address), each from a loopback address
 * of its own, send 12 wrong passwords turn about (registered, unknown, registered, …), so load
 * changes touch both alike; counts 1-10 are plain refusals, 11-12 come after the lockout.
 * Not a test: it prints the medians and their ratio, unknown over registered (1.00: no telling
 * them apart by time).
 *
 *   npm run bench:signin     (BENCH_PAIRS=… pairs per path, 10 by default)
 */
import { randomUUID } from 'node:crypto';
import { freshLoopbackAddress, requestFrom } from '../../tests/support/from-address';
import { say, timed } from './setup';
import { startStackProcess } from '../../tests/support/stack-process';
import { fixed, percentile, table } from './stats';

const pairs = Number(process.env.BENCH_PAIRS ?? 10);
const FAILURES = 12;
const LOCKOUT_AFTER = 10;
const PASSWORD = 'bench-signin-password-1';

type Path = 'api' | 'token';
type Kind = 'registered' | 'unknown';
type Phase = 'refused (1-10)' | 'locked (11-12)';

const started = performance.now();
const stack = await timed('throwaway stack', () => startStackProcess({ web: 'none' }));
try {
  const { apiUrl, publishableKey, secretKey } = stack.info;
  const email = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

  async function registered(): Promise<string> {
    const address = email('registered');
    const answer = await requestFrom('127.0.0.1', `${apiUrl}/auth/v1/admin/users`, {
      method: 'POST',
      headers: { apikey: secretKey, authorization: `Bearer ${secretKey}` },
      body: { email: address, password: PASSWORD, email_confirm: true },
    });
    if (answer.status !== 200) throw new Error(`could not make an account: ${answer.status} ${answer.text}`);
    return address;
  }

  const attempt: Record<Path, (from: string, address: string, password: string) => Promise<number>> = {
    api: async (from, address, password) =>
      (
        await requestFrom(from, `${apiUrl}/functions/v1/api/auth/login`, {
          method: 'POST',
          headers: { apikey: publishableKey },
          body: { email: address, password },
        })
      ).status,
    token: async (from, address, password) =>
      (
        await requestFrom(from, `${apiUrl}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { apikey: publishableKey, authorization: `Bearer ${publishableKey}` },
          body: { email: address, password },
        })
      ).status,
  };

  const times = new Map<string, number[]>();
  const record = (path: Path, phase: Phase, kind: Kind, ms: number) => {
    const key = `${path}|${phase}|${kind}`;
    times.set(key, [...(times.get(key) ?? []), ms]);
  };

  async function measure(path: Path): Promise<void> {
    // One warm-up pair, not recorded (first connections, the function's first sign-in).
    const warm = freshLoopbackAddress();
    await attempt[path](warm, await registered(), 'wrong');
    await attempt[path](warm, email('nobody'), 'wrong');
    for (let pair = 0; pair < pairs; pair += 1) {
      const from = freshLoopbackAddress();
      const addresses: Record<Kind, string> = { registered: await registered(), unknown: email('nobody') };
      for (let n = 1; n <= FAILURES; n += 1) {
        for (const kind of ['registered', 'unknown'] as const) {
          const at = performance.now();
          const status = await attempt[path](from, addresses[kind], `wrong-${n}`);
          record(path, n <= LOCKOUT_AFTER ? 'refused (1-10)' : 'locked (11-12)', kind, performance.now() - at);
          if (status === 200) throw new Error(`a wrong password signed in (${path})`);
        }
      }
    }
  }

  await timed(`/api/auth/login: ${pairs} pairs × ${FAILURES} wrong passwords each`, () => measure('api'));
  await timed(`/auth/v1/token: ${pairs} pairs × ${FAILURES} wrong passwords each`, () => measure('token'));

  const rows: string[][] = [];
  for (const path of ['api', 'token'] as const) {
    for (const phase of ['refused (1-10)', 'locked (11-12)'] as const) {
      const known = times.get(`${path}|${phase}|registered`) ?? [];
      const unknown = times.get(`${path}|${phase}|unknown`) ?? [];
      rows.push([
        path === 'api' ? 'POST /api/auth/login' : 'POST /auth/v1/token',
        phase,
        String(known.length),
        fixed(percentile(known, 50)),
        fixed(percentile(unknown, 50)),
        fixed(percentile(unknown, 50) / percentile(known, 50), 2),
        fixed(percentile(known, 90)),
        fixed(percentile(unknown, 90)),
      ]);
    }
  }
  say('');
  say(`Refused sign-ins, registered vs unknown address, ${pairs} pairs per path, turn about (ms)`);
  say(table(['path', 'failures', 'n each', 'registered p50', 'unknown p50', 'unknown / registered', 'registered p90', 'unknown p90'], rows));
  say(`\ntotal ${((performance.now() - started) / 1000).toFixed(0)} s`);
} finally {
  await stack.stop();
}
