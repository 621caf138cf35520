/**
 * Postgres's own timing of the project's SQL functions (`pg_stat_user_functions` with
 * `track_functions = 'all'`): where a request's database time goes, function by function. A
 * security definer function is never inlined, so each RPC and helper is counted. Counts reach the
 * view when a backend is idle (at most about 10 s after its last call), so a reading is taken after
 * the load has stopped for that long.
 */
import type pg from 'pg';
import { fixed, table } from './stats';

export interface FunctionTime {
  calls: number;
  totalMs: number;
  selfMs: number;
}

export type FunctionTimes = Map<string, FunctionTime>;

/** Turns the timing on for every session of the stack (a reload; the throwaway stack's own config). */
export async function trackFunctions(pool: pg.Pool): Promise<void> {
  await pool.query(`alter system set track_functions = 'all'`);
  await pool.query('select pg_reload_conf()');
}

export async function functionTimes(pool: pg.Pool): Promise<FunctionTimes> {
  const { rows } = await pool.query<{ name: string; calls: string; total: number; self: number }>(
    `select schemaname || '.' || funcname as name, calls, total_time as total, self_time as self from pg_stat_user_functions`,
  );
  return new Map(rows.map((row) => [row.name, { calls: Number(row.calls), totalMs: row.total, selfMs: row.self }]));
}

export function timesSince(after: FunctionTimes, before: FunctionTimes): FunctionTimes {
  const zero: FunctionTime = { calls: 0, totalMs: 0, selfMs: 0 };
  return new Map(
    [...after].map(([name, time]) => {
      const was = before.get(name) ?? zero;
      return [name, { calls: time.calls - was.calls, totalMs: time.totalMs - was.totalMs, selfMs: time.selfMs - was.selfMs }];
    }),
  );
}

/** The functions that cost most (self time per request on any side), with calls and times per request. */
export function profileTable(sides: Array<{ label: string; times: FunctionTimes; requests: number }>, top = 15): string {
  const perRequest = (side: (typeof sides)[number], name: string) => (side.times.get(name)?.selfMs ?? 0) / Math.max(1, side.requests);
  const names = [...new Set(sides.flatMap((side) => [...side.times.keys()]))]
    .sort((a, b) => Math.max(...sides.map((side) => perRequest(side, b))) - Math.max(...sides.map((side) => perRequest(side, a))))
    .slice(0, top);
  return table(
    ['function', ...sides.flatMap((side) => [`${side.label} calls/req`, `${side.label} total ms/req`, `${side.label} self ms/req`])],
    names.map((name) => [
      name,
      ...sides.flatMap((side) => {
        const time = side.times.get(name);
        const per = (value: number) => fixed(value / Math.max(1, side.requests), 3);
        return time ? [per(time.calls), per(time.totalMs), per(time.selfMs)] : ['-', '-', '-'];
      }),
    ]),
  );
}
