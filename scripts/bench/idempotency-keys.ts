/**
 * `npm run bench:keys`: what keeping Idempotency-Keys RETRIES.keyDays (8 days) costs
 * (docs/performance.md, "Idempotency keys"). On a throwaway stack:
 * 1. a claim and its stored answer (app.idempotency_claim + app.idempotency_answer, as the api
 *    function runs them), 2,000 in a row on one connection, on the empty table: the baseline;
 * 2. the table filled with BENCH_KEYS keys (500,000 by default) whose first arrivals are spread over
 *    keyDays + 1 days, each with a real answer (a station's `{message, user}` for a seeded learner):
 *    its size, and bytes per key;
 * 3. the first purge (app.idempotency_purge()), which meets a whole day of expired keys, then the
 *    steady state: 100 keys expire, one purge deletes them, 200 times; its plan;
 * 4. the same 2,000 claims on the full table, as a ratio to the baseline.
 * Not a test: it prints figures.
 *
 *   npm run bench:keys     (BENCH_KEYS=… keys)
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { RETRIES } from '../../contract/rules.ts';
import { say, timed } from './setup';
import { startStackProcess } from '../../tests/support/stack-process';
import { fixed, summarize, table, type Summary } from './stats';

const KEYS = Number(process.env.BENCH_KEYS ?? 500_000);
const CLAIMS = 2_000;
const ROUNDS = 200;
const EXPIRING_PER_ROUND = 100;

async function ms<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await work();
  return [performance.now() - started, result];
}

/** A station's answer for a seeded learner, as the function stores it (the user json is most of it). */
async function realAnswer(client: pg.PoolClient): Promise<{ userId: string; answer: string }> {
  const { rows } = await client.query<{ id: string }>(`select id from public.profiles order by leaderboard_pts desc limit 1`);
  const userId = rows[0]?.id;
  if (!userId) throw new Error('no profiles: is the seed loaded?');
  await client.query('begin');
  await client.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify({ sub: userId, role: 'authenticated' })]);
  const { rows: answer } = await client.query<{ answer: string }>(
    `select jsonb_build_object('message', 'Station 1 completed! You earned 10 tokens and 50 points.', 'user', app.user_json($1::uuid))::text as answer`,
    [userId],
  );
  await client.query('commit');
  return { userId, answer: answer[0]!.answer };
}

async function claims(client: pg.PoolClient, userId: string, answer: string): Promise<Summary> {
  const times: number[] = [];
  for (let n = 0; n < CLAIMS; n += 1) {
    const key = randomUUID();
    const [elapsed] = await ms(async () => {
      await client.query(`select state from app.idempotency_claim($1::uuid, $2, $3)`, [userId, key, 'bench-hash']);
      await client.query(`select app.idempotency_answer($1::uuid, $2, 200, $3::json, false)`, [userId, key, answer]);
    });
    times.push(elapsed);
  }
  return summarize(times);
}

const started = performance.now();
const stack = await timed('throwaway stack', () => startStackProcess({ web: 'none' }));
const pool = new pg.Pool({ connectionString: stack.info.dbUrl, max: 2 });
try {
  const client = await pool.connect();
  try {
    const { userId, answer } = await realAnswer(client);
    await client.query('truncate app.idempotency_keys');
    const baseline = await timed(`baseline: ${CLAIMS} claims with their answers, empty table`, () => claims(client, userId, answer));

    await timed(`${KEYS.toLocaleString('en-US')} keys over ${RETRIES.keyDays + 1} days`, async () => {
      await client.query('truncate app.idempotency_keys');
      await client.query(
        `insert into app.idempotency_keys (user_id, key, request_hash, status, response, created_at)
         select md5('bench-user' || (n % 10000))::uuid, 'bench-' || n, 'bench-hash', 200, $2::json,
                now() - (n::double precision / $1) * ($3 * interval '1 day')
           from generate_series(1, $1) as n`,
        [KEYS, answer, RETRIES.keyDays + 1],
      );
      await client.query('vacuum analyze app.idempotency_keys');
    });
    const { rows: size } = await client.query<{ rows: string; table_bytes: string; index_bytes: string }>(
      `select count(*)::text as rows, pg_table_size('app.idempotency_keys')::text as table_bytes,
              pg_indexes_size('app.idempotency_keys')::text as index_bytes from app.idempotency_keys`,
    );
    const total = Number(size[0]!.table_bytes) + Number(size[0]!.index_bytes);

    const [firstMs, first] = await ms(() => client.query<{ n: number }>('select app.idempotency_purge() as n'));
    await client.query('vacuum analyze app.idempotency_keys');
    const purges: number[] = [];
    let deleted = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      await client.query(
        `insert into app.idempotency_keys (user_id, key, request_hash, status, response, created_at)
         select md5('bench-user' || n)::uuid, 'expiring-' || $1 || '-' || n, 'bench-hash', 200, $3::json,
                now() - app.idempotency_kept() - interval '1 second'
           from generate_series(1, $2) as n`,
        [round, EXPIRING_PER_ROUND, answer],
      );
      const [elapsed, result] = await ms(() => client.query<{ n: number }>('select app.idempotency_purge() as n'));
      purges.push(elapsed);
      deleted += result.rows[0]!.n;
    }
    const { rows: plan } = await client.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, costs off, timing off, summary off) delete from app.idempotency_keys k where k.created_at < now() - app.idempotency_kept()`,
    );
    const steady = summarize(purges);
    const full = await timed(`${CLAIMS} claims with their answers, full table`, () => claims(client, userId, answer));

    say('');
    say(`Idempotency keys kept ${RETRIES.keyDays} days (the offline queue sends for ${RETRIES.offlineDays})`);
    say(
      `table: ${Number(size[0]!.rows).toLocaleString('en-US')} keys, ${fixed(total / 1024 / 1024)} MB with indexes, ` +
        `${fixed(total / Number(size[0]!.rows), 0)} bytes per key (answer ${answer.length} bytes of JSON)`,
    );
    say(`first purge: ${first.rows[0]!.n.toLocaleString('en-US')} expired keys in ${fixed(firstMs)} ms`);
    say(`steady purge: ${deleted} keys in ${ROUNDS} purges of ${EXPIRING_PER_ROUND} each; plan: ${plan.map((row) => row['QUERY PLAN'].trim()).join(' / ')}`);
    say(
      table(
        ['what', 'count', 'p50 ms', 'p99 ms', 'max ms'],
        [
          ['claim + answer, empty table (baseline)', String(baseline.count), fixed(baseline.p50, 2), fixed(baseline.p99, 2), fixed(baseline.max, 2)],
          [
            `claim + answer, ${Number(size[0]!.rows).toLocaleString('en-US')} keys`,
            String(full.count),
            fixed(full.p50, 2),
            fixed(full.p99, 2),
            fixed(full.max, 2),
          ],
          [`purge of ${EXPIRING_PER_ROUND} expired keys`, String(steady.count), fixed(steady.p50, 2), fixed(steady.p99, 2), fixed(steady.max, 2)],
        ],
      ),
    );
    say(`full / empty: p50 ${fixed(full.p50 / baseline.p50, 2)}, p99 ${fixed(full.p99 / baseline.p99, 2)}`);
    say(`\ntotal ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    client.release();
  }
} finally {
  await pool.end().catch(() => undefined);
  await stack.stop();
}
