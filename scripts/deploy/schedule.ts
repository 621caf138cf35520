/**
 * The deploy's schedule step (docs/operators.md#deploy-schedule): everything a hosted project runs on
 * a clock, as SQL over SUPABASE_DB_URL in one transaction. It enables pg_net (and pg_cron, which the
 * migrations enable too), writes the three Vault secrets the reminders job reads from values the
 * deploy already holds (the project URL, the publishable key, REMINDERS_CRON_SECRET; each updated if
 * present, created if not), and schedules the job with the text of supabase/schedules/send-reminders.sql
 * (cron.schedule with a job name replaces that job). Then it reads cron.job back and checks every
 * job the project needs is there: this one, and the two the migrations schedule. Running it again
 * changes nothing but the values. The same statements run on the local stack's stand-ins in
 * tests/integration/deploy-schedule.test.ts.
 */
import type pg from 'pg';
import { REMINDERS_JOB, remindersScheduleSql } from '../../supabase/local-hooks/reminders-schedule';

export interface SqlParam {
  value: string;
  /** Printed as *** by the dry run and the deploy's log. */
  secret?: boolean;
}

export interface SqlStatement {
  sql: string;
  params?: SqlParam[];
}

export interface ScheduleValues {
  /** https://<ref>.supabase.co */
  projectUrl: string;
  /** The key the job's call carries as its bearer (the publishable key). */
  apiKey: string;
  /** REMINDERS_CRON_SECRET, the function's own. */
  cronSecret: string;
}

/** Makes the extensions the jobs use, where the database offers them (hosted), and stops if their functions are missing. */
const EXTENSIONS = `do $$
begin
  if exists (select from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net with schema extensions;
  end if;
  if exists (select from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron;
  end if;
  if to_regprocedure('net.http_post(text,jsonb,jsonb,jsonb,integer)') is null then
    raise exception 'pg_net is not available: enable it under Database, Extensions';
  end if;
  if to_regprocedure('vault.create_secret(text,text,text)') is null then
    raise exception 'Vault is not available: enable supabase_vault under Database, Extensions';
  end if;
end
$$`;

/** A Vault secret by name: updated if present, created if not (vault.update_secret / vault.create_secret encrypt it). */
function vaultSecret(name: string, value: string): SqlStatement[] {
  const params = [{ value, secret: true }, { value: name }];
  return [
    { sql: 'select vault.update_secret(id, $1) from vault.secrets where name = $2', params },
    { sql: 'select vault.create_secret($1, $2) where not exists (select from vault.secrets where name = $2)', params },
  ];
}

export function scheduleStatements(values: ScheduleValues): SqlStatement[] {
  return [
    { sql: EXTENSIONS },
    // The names the job reads (supabase/schedules/send-reminders.sql).
    ...vaultSecret('project_url', values.projectUrl),
    ...vaultSecret('anon_key', values.apiKey),
    ...vaultSecret('reminders_cron_secret', values.cronSecret),
    { sql: remindersScheduleSql().trim().replace(/;$/, '') },
  ];
}

/** The read-back: every job, as pg_cron lists it. */
export const READ_BACK: SqlStatement = { sql: 'select jobname, schedule, active from cron.job order by jobname' };

/** The jobs a deployed project runs, with their schedules (docs/operators.md#cron-jobs). */
export const EXPECTED_JOBS: ReadonlyArray<{ jobname: string; schedule: string }> = [
  { jobname: 'leaderboard-broadcast', schedule: '1 seconds' },
  { jobname: 'purge-cron-run-log', schedule: '7 * * * *' },
  { jobname: REMINDERS_JOB, schedule: '*/5 * * * *' },
  { jobname: 'coaching-sweep', schedule: '*/5 * * * *' },
];

export interface JobRow {
  jobname: string | null;
  schedule: string;
  active: boolean;
}

/** Whether cron.job holds each expected job once, on its schedule and active; one line per job. */
export function checkJobs(rows: JobRow[]): { ok: boolean; lines: string[] } {
  const lines = EXPECTED_JOBS.map(({ jobname, schedule }) => {
    const found = rows.filter((row) => row.jobname === jobname);
    if (found.length === 0) return `✗ ${jobname}: not scheduled`;
    if (found.length > 1) return `✗ ${jobname}: ${found.length} jobs of that name`;
    const [job] = found as [JobRow];
    if (job.schedule !== schedule) return `✗ ${jobname}: scheduled '${job.schedule}', not '${schedule}'`;
    return job.active
      ? `✓ ${jobname}: ${schedule}`
      : `✗ ${jobname}: inactive (select cron.alter_job(jobid, active := true) from cron.job where jobname = '${jobname}')`;
  });
  return { ok: lines.every((line) => line.startsWith('✓')), lines };
}

/** Runs the statements in order on a client (the caller owns the transaction). */
export async function runStatements(client: pg.ClientBase, statements: SqlStatement[]): Promise<void> {
  for (const statement of statements)
    await client.query(
      statement.sql,
      statement.params?.map((param) => param.value),
    );
}

/** A statement as the dry run prints it: each $n replaced by its value, quoted, or *** for a secret. */
export function describeStatement(statement: SqlStatement): string {
  return statement.sql.replace(/\$(\d+)/g, (whole, index: string) => {
    const param = statement.params?.[Number(index) - 1];
    if (!param) return whole;
    return param.secret ? "'***'" : `'${param.value.replaceAll("'", "''")}'`;
  });
}
