/**
 * Timeouts and no network under locks (docs/architecture.md#timeouts) on the real stack:
 * - a lock held by another session: the route answers 503 within the lock timeout (3 s; never
 *   more than 15) and commits nothing;
 * - the timeouts really are set in the caller's transaction;
 * - ten invitations whose mail server takes seconds to answer hold no database connection: a second
 *   instance of the function, with a pool of two connections, keeps answering other routes and
 *   shows no session idle in a transaction meanwhile; every invitation is recorded once its mail
 *   is accepted.
 */
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../local/ports';
import { callApi, closeDb, db, stack, uniqueEmail } from '../support/clients';
import { balances, expectBooksBalanced, grant } from './db-helpers';
import { startSecondFunction, type SecondFunction } from './second-function';
import { type Caller, expectError, newLearner } from './api-helpers';

afterAll(async () => {
  await expectBooksBalanced();
  await closeDb();
});

describe('a lock held by another session', () => {
  it('the route answers 503 within the lock timeout and commits nothing', async () => {
    const learner = await newLearner('Locked Out');
    await grant(learner, 20);
    const holder = new pg.Client({ connectionString: stack().dbUrl });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('select 1 from public.profiles where id = $1 for update', [learner.id]);
      const started = Date.now();
      const answer = await callApi('POST', `/api/users/${learner.id}/redeem-reward`, {
        token: learner.token,
        body: { rewardType: 'social_posts' },
        timeoutMs: 15_000,
      });
      const seconds = (Date.now() - started) / 1000;
      expectError(answer, 503, 'The server is busy. Please try again.');
      expect(seconds).toBeGreaterThanOrEqual(2.5);
      expect(seconds).toBeLessThan(8);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    expect((await balances(learner)).tokens).toBe(20);
    const { rows } = await db().query('select count(*)::int as n from public.redemptions where user_id = $1', [learner.id]);
    expect(rows[0].n).toBe(0);
  });

  it('a read waiting on an exclusive table lock answers 503 too', async () => {
    const learner = await newLearner('Reader');
    const holder = new pg.Client({ connectionString: stack().dbUrl });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table public.missions in access exclusive mode');
      const started = Date.now();
      const answer = await callApi('GET', '/api/missions', { token: learner.token, timeoutMs: 15_000 });
      expectError(answer, 503, 'The server is busy. Please try again.');
      expect((Date.now() - started) / 1000).toBeLessThan(8);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
  });
});

describe('ten slow mail-server answers', () => {
  const SMTP_DELAY_MS = 3000;
  let smtp: SMTPServer;
  let fn: SecondFunction;
  let relayUrl: string;

  beforeAll(async () => {
    // A mail server that takes three seconds to accept each message.
    const smtpPort = await freePort();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => setTimeout(() => callback(), SMTP_DELAY_MS));
      },
    });
    await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
    fn = await startSecondFunction(smtpPort, {
      SUPABASE_DB_URL: `${stack().dbUrl}${stack().dbUrl.includes('?') ? '&' : '?'}application_name=slow-mail-fn`,
      DB_POOL_SIZE: '2',
    });
    relayUrl = fn.url;
  }, 120_000);

  afterAll(async () => {
    await fn?.stop();
    await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  });

  const call = async (caller: Caller, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${relayUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${caller.token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };

  it('hold no connection: other routes answer meanwhile, nothing idles in a transaction, and all ten are recorded', { timeout: 60_000 }, async () => {
    const inviter = await newLearner('Patient Inviter');
    const reader = await newLearner('Meanwhile');
    const invites = Array.from({ length: 10 }, () => call(inviter, 'POST', `/api/users/${inviter.id}/invite`, { email: uniqueEmail('slow') }));
    await new Promise((resolve) => setTimeout(resolve, 800));

    // The ten are waiting for the mail server now; the pool of two must still serve reads.
    const started = Date.now();
    for (let n = 0; n < 5; n += 1) expect((await call(reader, 'GET', '/api/missions')).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(SMTP_DELAY_MS - 500);
    const { rows: idle } = await db().query(
      `select count(*)::int as n from pg_stat_activity where application_name = 'slow-mail-fn' and state like 'idle in transaction%'`,
    );
    expect(idle[0].n).toBe(0);

    const answers = await Promise.all(invites);
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const { rows } = await db().query('select count(*)::int as n from public.invitations where inviter_id = $1', [inviter.id]);
    expect(rows[0].n).toBe(10);
  });
});
