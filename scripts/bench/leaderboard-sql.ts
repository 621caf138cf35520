/**
 * The leaderboard at the SQL level, as the api function runs it (role `authenticated`, the
 * caller's claims): `app.leaderboard(10)` and `app.my_rank()` for learners at the top, in the
 * middle and at the very bottom, against the plain `1 + count(*) where points > x` over the points
 * index that the rank histogram replaces. Each statement runs many times in a row on one
 * connection; the time is the client's round trip for the statement (so it includes the protocol,
 * as a caller sees it).
 */
import pg from 'pg';
import { fixed, summarize, table } from './stats';

interface Probe {
  label: string;
  id: string;
  points: number;
  rank: number;
}

async function probes(pool: pg.Pool): Promise<Probe[]> {
  const pick = async (label: string, sql: string) => {
    const { rows } = await pool.query<{ id: string; points: number }>(sql);
    const row = rows[0];
    if (!row) throw new Error(`no learner for ${label}`);
    const { rows: rank } = await pool.query<{ rank: string }>('select 1 + count(*) as rank from public.leaderboard where leaderboard_pts > $1', [row.points]);
    return { label, id: row.id, points: row.points, rank: Number(rank[0]?.rank) };
  };
  return [
    await pick('top', 'select id, leaderboard_pts as points from public.leaderboard order by leaderboard_pts desc, id limit 1'),
    await pick(
      'middle',
      `select id, leaderboard_pts as points from public.leaderboard order by leaderboard_pts desc, id
        offset (select count(*) / 2 from public.leaderboard) limit 1`,
    ),
    await pick('bottom', 'select id, leaderboard_pts as points from public.leaderboard order by leaderboard_pts asc, id desc limit 1'),
  ];
}

/** Runs `statement` `runs` times as the learner; returns the round-trip times in ms. */
async function time(client: pg.ClientBase, probe: Probe, statement: string, values: unknown[], runs: number): Promise<number[]> {
  await client.query('begin');
  try {
    await client.query(`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`, [
      JSON.stringify({ sub: probe.id, role: 'authenticated' }),
    ]);
    for (let i = 0; i < 5; i++) await client.query(statement, values); // plan and cache warm-up
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await client.query(statement, values);
      times.push(performance.now() - started);
    }
    return times;
  } finally {
    await client.query('rollback');
  }
}

export interface LeaderboardRow {
  query: string;
  learner: string;
  runs: number[];
}

export async function runLeaderboardSql(pool: pg.Pool, runs = 1000, countRuns = 100): Promise<{ rows: LeaderboardRow[]; probes: Probe[] }> {
  const learners = await probes(pool);
  const client = await pool.connect();
  const rows: LeaderboardRow[] = [];
  try {
    const top = learners[0] as Probe;
    rows.push({ query: 'app.leaderboard(10)', learner: 'any', runs: await time(client, top, 'select app.leaderboard(10)', [], runs) });
    for (const probe of learners) {
      rows.push({ query: 'app.my_rank()', learner: probe.label, runs: await time(client, probe, 'select app.my_rank()', [], runs) });
    }
    for (const probe of learners) {
      rows.push({
        query: '1 + count(*) where points > x',
        learner: probe.label,
        runs: await time(
          client,
          probe,
          // The learner's points as a value, so the planner can use the points index where it
          // pays (near the top) and counts what it must below.
          'select 1 + count(*) from public.leaderboard where leaderboard_pts > $1',
          [probe.points],
          countRuns,
        ),
      });
    }
  } finally {
    client.release();
  }
  return { rows, probes: learners };
}

export function leaderboardTable(result: { rows: LeaderboardRow[]; probes: Probe[] }): string {
  const describe = (label: string) => {
    const probe = result.probes.find((p) => p.label === label);
    return probe ? `${label} (rank ${probe.rank.toLocaleString('en-US')}, ${probe.points} pts)` : label;
  };
  return table(
    ['query', 'learner', 'runs', 'p50 ms', 'p99 ms', 'max ms'],
    result.rows.map((row) => {
      const s = summarize(row.runs);
      return [row.query, describe(row.learner), String(s.count), fixed(s.p50, 2), fixed(s.p99, 2), fixed(s.max, 2)];
    }),
  );
}
