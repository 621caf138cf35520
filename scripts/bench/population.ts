/**
 * Bulk-loads N learners with a realistic spread of points, the way supabase/README.md "Leaderboard
 * at scale" describes, in one transaction (all or nothing), and proves the ledger rules held.
 *
 * Points: 20 % of learners never earned any (they signed up and left); the rest hold multiples of
 * 5 on a long-tailed (exponential) curve, median about 200, the best few near 4,000, so the rank
 * histogram holds some 800 distinct values as a busy product would. Tokens: a fifth of the points,
 * as a mission pays 10 tokens with 50 points.
 *
 * How the triggers are handled: the signup trigger on auth.users is switched off (it would make
 * one profile per row, with a random invite code, through a per-row function); profiles are
 * inserted with their balances (and the ledger sums the posting trigger keeps beside them, which
 * the books check compares) already set, under the same transaction-local flag the ledger's
 * posting trigger uses, so the profile triggers build the leaderboard mirror and the rank
 * histogram exactly as in production; then one `adjustment` ledger row per learner with points
 * records the same amounts, with the posting trigger off for that one statement (it would add
 * them a second time). Both triggers are back on before commit, and `verifyLedger` checks every
 * balance against its ledger sum, the mirror against the profiles and the histogram against the
 * real distribution.
 */
import pg from 'pg';

const FIRST = [
  'Amara',
  'Ben',
  'Chloe',
  'Diego',
  'Elena',
  'Farid',
  'Grace',
  'Hannah',
  'Isaac',
  'Julia',
  'Kenji',
  'Laila',
  'Marcus',
  'Nadia',
  'Omar',
  'Priya',
  'Quinn',
  'Rosa',
  'Samuel',
  'Tara',
];
const LAST = [
  'Okafor',
  'Carter',
  'Martin',
  'Alvarez',
  'Petrova',
  'Haddad',
  'Kim',
  'Schmidt',
  'Mensah',
  'Rossi',
  'Tanaka',
  'Ahmed',
  'Johnson',
  'Kowalski',
  'Farouk',
  'Sharma',
  'Delgado',
  'Adeyemi',
  'Nguyen',
  'Brooks',
];

const sqlArray = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

export async function loadPopulation(dbUrl: string, count: number, say: (line: string) => void): Promise<void> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const step = async (label: string, sql: string, values: unknown[] = []) => {
    const started = performance.now();
    const result = await client.query(sql, values);
    say(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return result;
  };
  try {
    await client.query(`set temp_buffers = '512MB'`);
    await client.query("set maintenance_work_mem = '256MB'");
    await client.query("set work_mem = '256MB'");
    await client.query('begin');
    await client.query('alter table auth.users disable trigger on_auth_user_created');
    await client.query('select setseed(0.4242)');
    await step(
      `draw ${count.toLocaleString('en-US')} learners`,
      `create temp table population on commit drop as
         select n, gen_random_uuid() as id,
                case when random() < 0.2 then 0 else 5 * (1 + floor(-ln(1 - random()) * 40))::integer end as points
           from generate_series(1, $1::integer) n`,
      [count],
    );
    await step(
      'auth.users',
      `select count(*) from local_stack.create_accounts(
         array(select 'learner-' || n || '@population.bench' from population order by n),
         p_ids => array(select id from population order by n), p_identities => false)`,
    );
    await client.query(`select set_config('mta.ledger_posting', 'on', true)`);
    await step(
      'profiles + leaderboard mirror + rank histogram + weekly leagues',
      `insert into public.profiles (id, name, invite_code, tokens, leaderboard_pts, ledger_tokens, ledger_points)
       select id,
              (${sqlArray(FIRST)})[1 + n % ${FIRST.length}] || ' ' || (${sqlArray(LAST)})[1 + (n / ${FIRST.length}) % ${LAST.length}],
              'P' || lpad(upper(to_hex(n)), 7, '0'), points / 5, points, points / 5, points
         from population`,
    );
    await client.query(`select set_config('mta.ledger_posting', 'off', true)`);
    await client.query('alter table public.ledger disable trigger ledger_post_to_balances');
    // Nobody watches a league during the load: no standings message per league.
    await client.query('alter table public.ledger disable trigger ledger_league_broadcast');
    await step(
      'ledger rows',
      `insert into public.ledger (user_id, delta_tokens, delta_points, reason, reference)
       select id, points / 5, points, 'adjustment', 'bench-population' from population where points > 0`,
    );
    await client.query('alter table public.ledger enable trigger ledger_post_to_balances');
    await client.query('alter table public.ledger enable trigger ledger_league_broadcast');
    await client.query('alter table auth.users enable trigger on_auth_user_created');
    await step('commit', 'commit');
    // Fresh statistics and visibility maps, so plans are the ones a settled database gets and
    // autovacuum does not wake up in the middle of a measurement.
    await step(
      'vacuum analyze',
      'vacuum (analyze) auth.users, public.profiles, public.leaderboard, public.ledger, app.leaderboard_buckets, public.leagues, public.league_members',
    );
    await step('checkpoint', 'checkpoint');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

export interface LedgerCheck {
  profiles: number;
  ledgerRows: number;
  balanceMismatches: number;
  ledgerSumMismatches: number;
  mirrorMismatches: number;
  histogramMismatches: number;
  distinctPoints: number;
}

/** The invariants the tests check after every file, at benchmark scale. */
export async function verifyLedger(pool: pg.Pool): Promise<LedgerCheck> {
  const { rows } = await pool.query<Record<keyof LedgerCheck, string>>(`
    select
      (select count(*) from public.profiles) as "profiles",
      (select count(*) from public.ledger) as "ledgerRows",
      (select count(*) from app.books_check()) as "balanceMismatches",
      (select count(*) from app.ledger_totals_check()) as "ledgerSumMismatches",
      (select count(*) from public.profiles p full join public.leaderboard l on l.id = p.id
        where l.id is null or p.id is null or l.leaderboard_pts <> p.leaderboard_pts or l.name <> p.name) as "mirrorMismatches",
      (with truth as (select leaderboard_pts as points, count(*) as users from public.profiles
                       where leaderboard_pts > 0 group by 1),
            kept as (select points, sum(users) as users from app.leaderboard_buckets group by 1)
       select count(*) from truth t full join kept k on k.points = t.points
        where t.users is distinct from k.users) as "histogramMismatches",
      (select count(distinct points) from app.leaderboard_buckets) as "distinctPoints"`);
  const row = rows[0] as Record<keyof LedgerCheck, string>;
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value)])) as unknown as LedgerCheck;
}

export function assertLedgerHolds(check: LedgerCheck): void {
  if (check.balanceMismatches || check.ledgerSumMismatches || check.mirrorMismatches || check.histogramMismatches) {
    throw new Error(`ledger invariants broken: ${JSON.stringify(check)}`);
  }
}
