/**
 * What both benchmark commands share: a stack in its own process, the population, the benchmark's
 * learners (signed in through the auth server), and the order of the steps with their timings.
 */
import pg from 'pg';
import type { ApiBenchSetup } from './api-ops';
import { assertLedgerHolds, loadPopulation, verifyLedger } from './population';
import { startStackProcess, type StackProcess } from '../../tests/support/stack-process';
import { claimsLike, createUsers, signIn } from './users';
import type { StackSettings } from '../../local/settings';

export const CONCURRENCY = 50;

export function say(line: string): void {
  console.log(line);
}

export async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  say(`▸ ${label}`);
  const result = await work();
  say(`  done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

export interface Bench {
  stack: StackProcess;
  pool: pg.Pool;
  close(): Promise<void>;
}

export async function bootWithPopulation(profiles: number, overrides: Partial<StackSettings> = {}): Promise<Bench> {
  const stack = await timed('throwaway stack', () => startStackProcess(overrides));
  const pool = new pg.Pool({ connectionString: stack.info.dbUrl, max: 10 });
  const close = async () => {
    await pool.end().catch(() => undefined);
    await stack.stop();
  };
  try {
    await timed(`${profiles.toLocaleString('en-US')} learners with their ledger rows`, () => loadPopulation(stack.info.dbUrl, profiles, say));
    return { stack, pool, close };
  } catch (error) {
    await close();
    throw error;
  }
}

export interface ApiBenchSizes {
  warmupMs: number;
  durationMs: number;
  /** Learners the API's completions use (each does stations 1-5). */
  missionUsersApi: number;
  /** Completions per baseline client (warm-up, measured); learners = 50 × (sum) / 5. */
  baselineMissionJobs: { warmup: number; measured: number };
}

export async function prepareApiBench(bench: Bench, sizes: ApiBenchSizes): Promise<ApiBenchSetup> {
  const { pool, stack } = bench;
  const baselineMissionUsers = Math.ceil((CONCURRENCY * (sizes.baselineMissionJobs.warmup + sizes.baselineMissionJobs.measured)) / 5);
  const [clients, missionUsersApi, missionUsersBaseline] = await timed(
    `benchmark learners: ${CONCURRENCY} clients, ${sizes.missionUsersApi} + ${baselineMissionUsers} fresh for completions`,
    async () => [
      await createUsers(pool, { prefix: 'client', count: CONCURRENCY, tokens: 100_000, spreadPoints: true }),
      await createUsers(pool, { prefix: 'api-mission', count: sizes.missionUsersApi }),
      await createUsers(pool, { prefix: 'sql-mission', count: baselineMissionUsers }),
    ],
  );
  await timed(`sign-ins through the auth server (${clients.length + missionUsersApi.length})`, () =>
    signIn(stack.info.apiUrl, stack.info.anonKey, [...clients, ...missionUsersApi]),
  );
  const template = clients[0]?.claims ?? {};
  for (const user of missionUsersBaseline) user.claims = claimsLike(template, user);
  const { rows } = await pool.query<{ id: string }>(
    `select q.id from public.quizzes q left join public.courses c on c.id = q.course_id
      where q.course_id is null or c.is_public order by q.id`,
  );
  if (rows.length === 0) throw new Error('no quizzes visible to learners: is the seed loaded?');
  return {
    stack,
    pool,
    concurrency: CONCURRENCY,
    warmupMs: sizes.warmupMs,
    durationMs: sizes.durationMs,
    clients,
    missionUsersApi,
    missionUsersBaseline,
    baselineMissionJobs: sizes.baselineMissionJobs,
    quizIds: rows.map((row) => Number(row.id)),
  };
}

export async function checkLedger(bench: Bench, when: string): Promise<void> {
  const check = await verifyLedger(bench.pool);
  say(
    `  ledger ${when}: ${check.profiles.toLocaleString('en-US')} profiles, ${check.ledgerRows.toLocaleString('en-US')} ledger rows, ` +
      `${check.distinctPoints} distinct point values; mismatches: balances ${check.balanceMismatches}, ledger sums ${check.ledgerSumMismatches}, mirror ${check.mirrorMismatches}, histogram ${check.histogramMismatches}`,
  );
  assertLedgerHolds(check);
}
