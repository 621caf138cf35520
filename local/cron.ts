/**
 * The local stand-in for pg_cron's job runner (hosted: Supabase Cron). local/bootstrap.sql gives
 * the database pg_cron's `cron.job` table with `cron.schedule()` / `cron.unschedule()`; this runs
 * the active jobs as the job's user, one run of a job at a time (a run still going when the next is
 * due is skipped, as pg_cron does): the sub-minute form `'<n> seconds'` (1-59) every n seconds, and
 * classic five-field schedules (minute hour day-of-month month day-of-week; `*`, `n`, `a-b`,
 * lists and `/step`, in GMT as pg_cron's default) once in each minute they match. Other forms
 * (`@daily`, `$`, names) are reported once and not run. A job may call a function through
 * net.http_post (local/net.ts), as this project's reminders' run does (docs/operators.md#reminders).
 */
import pg from 'pg';

import { startPolling } from './polling';

export interface CronRunner {
  stop(): Promise<void>;
}

interface JobRow {
  jobid: string;
  jobname: string | null;
  schedule: string;
  command: string;
  username: string;
}

const TICK_MS = 250;
const RELOAD_MS = 5000;

export function parseSecondsSchedule(schedule: string): number | undefined {
  const match = /^\s*(\d{1,2})\s+seconds?\s*$/i.exec(schedule);
  const seconds = match ? Number(match[1]) : NaN;
  return seconds >= 1 && seconds <= 59 ? seconds : undefined;
}

const FIELDS: Array<[min: number, max: number]> = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 7],
];

/** One field's values, or undefined when the field is not of a form this runner knows. */
function fieldValues(field: string, [min, max]: [number, number]): Set<number> | undefined {
  const values = new Set<number>();
  for (const part of field.split(',')) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) return undefined;
    const from = match[1] === '*' ? min : Number(match[2]);
    const to = match[1] === '*' ? max : match[3] !== undefined ? Number(match[3]) : match[4] !== undefined ? max : from;
    const step = match[4] !== undefined ? Number(match[4]) : 1;
    if (from < min || to > max || from > to || step < 1) return undefined;
    for (let value = from; value <= to; value += step) values.add(value);
  }
  return values;
}

/** A five-field schedule as a test of a minute (UTC), or undefined when it is not one this runner knows. */
export function parseMinuteSchedule(schedule: string): ((at: Date) => boolean) | undefined {
  const fields = schedule.trim().split(/\s+/);
  if (fields.length !== 5) return undefined;
  const sets = fields.map((field, index) => fieldValues(field, FIELDS[index]!));
  if (sets.some((set) => set === undefined)) return undefined;
  const [minutes, hours, days, months, weekdays] = sets as Array<Set<number>>;
  const dayRestricted = fields[2] !== '*';
  const weekdayRestricted = fields[4] !== '*';
  return (at) => {
    const weekday = at.getUTCDay();
    const dayOk = days!.has(at.getUTCDate());
    const weekdayOk = weekdays!.has(weekday) || (weekday === 0 && weekdays!.has(7));
    // As cron: when both day fields are restricted, either may match.
    const dateOk = dayRestricted && weekdayRestricted ? dayOk || weekdayOk : dayOk && weekdayOk;
    return minutes!.has(at.getUTCMinutes()) && hours!.has(at.getUTCHours()) && months!.has(at.getUTCMonth() + 1) && dateOk;
  };
}

export async function startCron(pool: pg.Pool, log: (line: string) => void): Promise<CronRunner> {
  const { rows: present } = await pool.query<{ ok: boolean }>(`select to_regclass('cron.job') is not null as ok`);
  if (!present[0]?.ok) return { stop: async () => undefined };

  let jobs: JobRow[] = [];
  let loadedAt = 0;
  const lastRun = new Map<string, number>();
  const running = new Map<string, Promise<void>>();
  const reported = new Set<string>();
  let stopped = false;

  const reload = async () => {
    const { rows } = await pool.query<JobRow>(
      `select jobid::text as jobid, jobname, schedule, command, username from cron.job where active and database = current_database()`,
    );
    jobs = rows;
    loadedAt = Date.now();
  };

  const run = (job: JobRow) => {
    const work = (async () => {
      // While Postgres is down (a restart) there is no connection: skip this run, as pg_cron would.
      const client = await pool.connect().catch((error: unknown) => {
        if (!stopped) log(`cron: job ${job.jobname ?? job.jobid} not run: ${(error as Error).message}`);
        return undefined;
      });
      if (!client) return;
      let broken = false;
      try {
        await client.query('begin');
        await client.query(`set local role ${pg.escapeIdentifier(job.username)}`);
        await client.query(job.command);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback').catch(() => (broken = true));
        if (!stopped) log(`cron: job ${job.jobname ?? job.jobid} failed: ${(error as Error).message}`);
      } finally {
        client.release(broken);
      }
    })();
    running.set(job.jobid, work);
    void work.finally(() => running.delete(job.jobid));
  };

  const tick = async () => {
    if (Date.now() - loadedAt >= RELOAD_MS) await reload();
    const now = Date.now();
    const minute = Math.floor(now / 60_000);
    for (const job of jobs) {
      const seconds = parseSecondsSchedule(job.schedule);
      const matches = seconds === undefined ? parseMinuteSchedule(job.schedule) : undefined;
      if (seconds === undefined && !matches) {
        if (!reported.has(job.jobid))
          log(`cron: job ${job.jobname ?? job.jobid} (${job.schedule}) is not run locally: only '<n> seconds' and five-field schedules are`);
        reported.add(job.jobid);
        continue;
      }
      if (running.has(job.jobid)) continue;
      if (seconds !== undefined) {
        if (now - (lastRun.get(job.jobid) ?? 0) < seconds * 1000 - TICK_MS / 2) continue;
        lastRun.set(job.jobid, now);
      } else {
        // Once in each matching minute (lastRun keeps the minute's number).
        if (lastRun.get(job.jobid) === minute || !matches!(new Date(now))) continue;
        lastRun.set(job.jobid, minute);
      }
      run(job);
    }
  };

  await reload();
  const polling = startPolling(tick, TICK_MS, (error) => log(`cron: ${error.message}`));

  return {
    async stop() {
      stopped = true;
      await polling.stop();
      await Promise.all(running.values());
    },
  };
}
