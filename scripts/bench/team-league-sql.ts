/**
 * My Team and the weekly league at the SQL level, as the api function runs them (role
 * `authenticated`, the caller's claims), on the loaded population:
 * - `app.my_team(offset, 50)` for a sponsor whose downline holds `downline` members on three levels
 *   (10 recruits, 20 each below them, the rest spread evenly on the third level), made here from
 *   learners of the population through app.referrals, each with some stations done and a third
 *   with a course completed (through the tables' triggers, as the app writes them): the first page
 *   (what GET /api/team asks for) and the last; target p99 <= 20 ms. Beside them, in the same run:
 *   the whole team in one answer from the same function (why the list is paged), and the function
 *   before the progress summary (scripts/bench/baselines/team-before-summary.sql, loaded
 *   into this session's pg_temp) as the baseline;
 * - `app.my_league()` (GET /api/league: closes nothing in the population's first week, ranks the
 *   league's 30 members by this week's ledger points) and `app.league_standings()` alone (what the
 *   live broadcast computes per points change) for a learner of a full league; target p99 <= 5 ms.
 * - the coaching queue (docs/product.md#coaching): `app.coaching_queue()` for the same sponsor
 *   (its level-1 members' tasks and summary lines, made by the triggers while the downline was
 *   loaded); target p95 <= 50 ms (p99 shown too). And a station completion's cost with the coaching
 *   trigger against the same completion with that trigger disabled, in the same run and
 *   transaction, alternating run by run (`app.complete_mission` as a level-3 member, three sponsors
 *   above, each run rolled back to a savepoint); the budget is +-20 %.
 * The referrals are removed again afterwards, so the rest of the bench sees the population as loaded.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { fixed, summarize, table } from './stats';

const BEFORE_SUMMARY = new URL('./baselines/team-before-summary.sql', import.meta.url);

/** app.my_team() and app.last_active_on() as they were before the progress summary, as pg_temp functions of this session. */
async function loadTeamBefore(client: pg.ClientBase): Promise<string> {
  await client.query(readFileSync(BEFORE_SUMMARY, 'utf8'));
  return 'select pg_temp.my_team_before()';
}

export interface TeamLeagueRow {
  query: string;
  caller: string;
  target: number;
  runs: number[];
  /** The percentile the target is for (99 unless said). */
  percentile?: 95 | 99;
}

/**
 * One station completed by `member` and rolled back, `runs` times with the coaching trigger and
 * `runs` times without it, alternating (so load drifts hit both alike). As the member, as the api
 * function runs it.
 */
async function timeStation(client: pg.ClientBase, member: string, mission: number, runs: number): Promise<{ on: number[]; off: number[] }> {
  const on: number[] = [];
  const off: number[] = [];
  await client.query('begin');
  try {
    const once = async (trigger: 'enable' | 'disable', into: number[] | undefined) => {
      await client.query('reset role');
      await client.query(`alter table public.mission_completions ${trigger} trigger mission_completions_coaching`);
      await client.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: member, role: 'authenticated' }),
      ]);
      await client.query('savepoint station');
      const started = performance.now();
      await client.query('select app.complete_mission($1)', [mission]);
      into?.push(performance.now() - started);
      await client.query('rollback to savepoint station');
    };
    for (let i = 0; i < 5; i++) {
      await once('enable', undefined);
      await once('disable', undefined);
    }
    for (let i = 0; i < runs; i++) {
      await once('enable', on);
      await once('disable', off);
    }
    return { on, off };
  } finally {
    await client.query('rollback');
  }
}

/** A level-3 member of the sponsor's downline and a mission they may complete next. */
async function nextStation(pool: pg.Pool, sponsor: string): Promise<{ member: string; mission: number }> {
  const { rows } = await pool.query<{ member: string; mission: number }>(
    `select d.id as member, m.id as mission from app.downline($1) d
       join public.missions m on not exists (select 1 from public.mission_completions c where c.user_id = d.id and c.mission_id = m.id)
      where d.level = 3
        and (m.unlock_after is null or exists (select 1 from public.mission_completions c where c.user_id = d.id and c.mission_id = m.unlock_after))
      order by d.id, m.id limit 1`,
    [sponsor],
  );
  if (!rows[0]) throw new Error('no level-3 member with a station to complete');
  return rows[0];
}

/** Runs `statement` `runs` times as the learner (or, with null, as the database owner, as a trigger does). */
async function timeAs(client: pg.ClientBase, userId: string | null, statement: string, runs: number): Promise<number[]> {
  await client.query('begin');
  try {
    if (userId) {
      await client.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: userId, role: 'authenticated' }),
      ]);
    }
    for (let i = 0; i < 5; i++) await client.query(statement); // plan and cache warm-up
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await client.query(statement);
      times.push(performance.now() - started);
    }
    return times;
  } finally {
    await client.query('rollback');
  }
}

/** Makes a three-level downline of `size` population learners under a sponsor; returns the sponsor. */
async function makeDownline(pool: pg.Pool, size: number): Promise<string> {
  const level1 = 10;
  const level2 = 200;
  const { rows } = await pool.query<{ id: string }>(
    `select p.id from public.profiles p where not exists (select 1 from app.referrals r where r.referred_id = p.id or r.referrer_id = p.id)
      order by p.id limit $1`,
    [size + 1],
  );
  if (rows.length < size + 1) throw new Error(`the population holds fewer than ${size + 1} learners`);
  const ids = rows.map((row) => row.id);
  const sponsor = ids[0]!;
  const members = ids.slice(1);
  const referrer = (index: number) => {
    if (index < level1) return sponsor;
    if (index < level1 + level2) return members[(index - level1) % level1]!;
    return members[level1 + ((index - level1 - level2) % level2)]!;
  };
  await pool.query(
    `insert into app.referrals (referrer_id, referred_id, referred_email, mailbox)
     select r, m, 'bench-team-' || m || '@population.bench', 'bench-team-' || m || '@population.bench'
       from unnest($1::uuid[], $2::uuid[]) as t(r, m)`,
    [members.map((_, index) => referrer(index)), members],
  );
  // Activity through the tables' triggers: stations 1..(1 + i % 5), and every third member with the
  // first course watched to the end (complete on the total percent if it has no quiz).
  await pool.query(
    `insert into public.mission_completions (user_id, mission_id)
     select m.id, s.id from unnest($1::uuid[]) with ordinality as m(id, n)
       join public.missions s on s.station <= 1 + m.n % 5`,
    [members],
  );
  await pool.query(
    `insert into public.course_progress (user_id, course_id, watch_time, is_completed, completed_at)
     select m.id, c.id, 86400, true, now() from unnest($1::uuid[]) with ordinality as m(id, n)
       cross join (select id from public.courses order by id limit 1) c where m.n % 3 = 0`,
    [members],
  );
  // Settled, as autovacuum leaves it (the summary's rows were just updated by the triggers above;
  // until a vacuum marks their pages all-visible the walk's index-only scans visit the table).
  await pool.query('vacuum (analyze) app.referrals, app.member_progress, public.mission_completions, public.course_progress');
  return sponsor;
}

export async function runTeamLeagueSql(pool: pg.Pool, { downline = 5000, teamRuns = 100, leagueRuns = 1000 } = {}): Promise<TeamLeagueRow[]> {
  const sponsor = await makeDownline(pool, downline);
  const client = await pool.connect();
  try {
    const { rows: members } = await pool.query<{ count: string }>('select count(*) from app.downline($1)', [sponsor]);
    const size = Number(members[0]?.count);
    const caller = `sponsor of ${size.toLocaleString('en-US')}`;
    const before = await loadTeamBefore(client);
    const lastPage = Math.max(0, Math.floor((size - 1) / 50) * 50);
    const rows: TeamLeagueRow[] = [
      { query: 'app.my_team(0, 50): first page', caller, target: 20, runs: await timeAs(client, sponsor, 'select app.my_team(0, 50)', teamRuns) },
      {
        query: `app.my_team(${lastPage}, 50): last page`,
        caller,
        target: 20,
        runs: await timeAs(client, sponsor, `select app.my_team(${lastPage}, 50)`, teamRuns),
      },
      {
        query: `app.my_team(0, ${size}): all in one answer`,
        caller,
        target: 20,
        runs: await timeAs(client, sponsor, `select app.my_team(0, ${size})`, teamRuns),
      },
      { query: 'before: all, no summary (baseline)', caller, target: 20, runs: await timeAs(client, sponsor, before, Math.min(teamRuns, 30)) },
    ];
    rows.push({
      query: 'app.coaching_queue()',
      caller,
      target: 50,
      percentile: 95,
      runs: await timeAs(client, sponsor, 'select app.coaching_queue()', Math.max(teamRuns, 200)),
    });
    const station = await nextStation(pool, sponsor);
    const completion = await timeStation(client, station.member, station.mission, teamRuns);
    rows.push(
      { query: 'station completion, coaching trigger on', caller: 'a level-3 member', target: 20, runs: completion.on },
      { query: 'station completion, coaching trigger off (baseline)', caller: 'a level-3 member', target: 20, runs: completion.off },
    );
    const { rows: full } = await pool.query<{ user_id: string; league_id: string }>(
      `select m.user_id, m.league_id from public.leagues l join public.league_members m on m.league_id = l.id
        where l.members = (select league_size from app.settings) order by l.id desc limit 1`,
    );
    const learner = full[0];
    if (!learner) throw new Error('no full league in the population');
    rows.push(
      {
        query: 'app.my_league()',
        caller: 'member of a league of 30',
        target: 5,
        runs: await timeAs(client, learner.user_id, 'select app.my_league()', leagueRuns),
      },
      {
        query: 'app.league_standings()',
        caller: 'the broadcast, per points change',
        target: 5,
        runs: await timeAs(client, null, `select app.league_standings(${Number(learner.league_id)}, app.week_start(now()))`, leagueRuns),
      },
    );
    return rows;
  } finally {
    client.release(true); // its pg_temp functions go with the connection
    const made = `select referred_id from app.referrals where referred_email like 'bench-team-%@population.bench'`;
    await pool.query(`delete from public.mission_completions where user_id in (${made})`);
    await pool.query(`delete from public.course_progress where user_id in (${made})`);
    await pool.query(`delete from app.coaching_tasks where member_id in (${made})`);
    await pool.query(
      `delete from app.team_week_activity where user_id in (${made}) or user_id in (select referrer_id from app.referrals where referred_id in (${made}))`,
    );
    await pool.query(`delete from app.referrals where referred_email like 'bench-team-%@population.bench'`);
  }
}

export function teamLeagueTable(rows: TeamLeagueRow[]): string {
  return table(
    ['query', 'caller', 'runs', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'target'],
    rows.map((row) => {
      const s = summarize(row.runs);
      const percentile = row.percentile ?? 99;
      const measured = percentile === 95 ? s.p95 : s.p99;
      return [
        row.query,
        row.caller,
        String(s.count),
        fixed(s.p50, 2),
        fixed(s.p95, 2),
        fixed(s.p99, 2),
        fixed(s.max, 2),
        `p${percentile} <= ${row.target} ms${measured <= row.target ? '' : ' MISSED'}`,
      ];
    }),
  );
}

/** The station completion with the coaching trigger against without it: the ratio of medians and of p95s. */
export function coachingTriggerCost(rows: TeamLeagueRow[]): string {
  const on = rows.find((row) => row.query.startsWith('station completion, coaching trigger on'));
  const off = rows.find((row) => row.query.startsWith('station completion, coaching trigger off'));
  if (!on || !off) return '';
  const a = summarize(on.runs);
  const b = summarize(off.runs);
  const within = Math.abs(a.p50 / b.p50 - 1) <= 0.2;
  return `station completion with the coaching trigger / without: p50 ${fixed(a.p50 / b.p50, 2)}x, p95 ${fixed(a.p95 / b.p95, 2)}x (budget 0.80-1.20x on p50${within ? '' : ': MISSED'})`;
}
