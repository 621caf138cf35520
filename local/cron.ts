/**
 * The local stand-in for pg_cron's job runner (hosted: Supabase Cron). local/bootstrap.sql gives
 * the database pg_cron's `cron.job` table with `cron.schedule()` / `cron.unschedule()`; this runs
 * the active jobs whose schedule is the sub-minute form `'<n> seconds'` (1-59), every n seconds,
 * as the job's user, one run of a job at a time (a run still going when the next is due is
 * skipped, as pg_cron does). Jobs with a classic five-field schedule are reported once and not
 * run: the app's one is the hourly purge of pg_cron's run log `cron.job_run_details`, which this
 * stand-in never writes (tests/integration/db-cron-and-broadcast.test.ts runs its command).
 */
import pg from 'pg';

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
    for (const job of jobs) {
      const seconds = parseSecondsSchedule(job.schedule);
      if (seconds === undefined) {
        if (!reported.has(job.jobid)) log(`cron: job ${job.jobname ?? job.jobid} (${job.schedule}) is not run locally: only '<n> seconds' schedules are`);
        reported.add(job.jobid);
        continue;
      }
      if (running.has(job.jobid) || now - (lastRun.get(job.jobid) ?? 0) < seconds * 1000 - TICK_MS / 2) continue;
      lastRun.set(job.jobid, now);
      run(job);
    }
  };

  await reload();
  const timer = setInterval(() => {
    tick().catch((error: unknown) => {
      if (!stopped) log(`cron: ${(error as Error).message}`);
    });
  }, TICK_MS);
  timer.unref();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}
