/**
 * The reminders' schedule as hosted runs it (docs/operators.md#reminders): the local stack keeps the
 * three Vault secrets the job reads (this gateway's URL, the anon key, the cron secret it gave the
 * function) and schedules the job with supabase/schedules/send-reminders.sql, the same
 * `cron.schedule(...)` the guide has operators run on hosted (tests/integration/reminders-schedule.test.ts
 * holds the two to the same text). The stack's pg_cron stand-in runs it; its `net.http_post` is the
 * stack's pg_net stand-in. So reminders reach the local inbox at each learner's local time without
 * anyone calling the route. A step of the project's local hooks (supabase/local-hooks.ts).
 */
import { readFileSync } from 'node:fs';

export const REMINDERS_JOB = 'send-reminders';
export const remindersScheduleSql = () => readFileSync(new URL('../schedules/send-reminders.sql', import.meta.url), 'utf8');

export interface ReminderScheduleOptions {
  projectUrl: string;
  anonKey: string;
  cronSecret: string;
  /** 'off' keeps the job but inactive; a schedule replaces the guide's every 5 minutes; undefined keeps it. */
  schedule?: string;
}

export async function scheduleReminders(dbUrl: string, options: ReminderScheduleOptions): Promise<string> {
  let outcome = 'not scheduled: this database has no net.http_post';
  // Loaded here, not with the module: local/postgres brings the embedded PostgreSQL package, which
  // `npm run deploy` (it reads REMINDERS_JOB and the SQL only) would otherwise load on every run.
  const { inTransaction } = await import('../../local/postgres');
  await inTransaction(dbUrl, async (client) => {
    const { rows } = await client.query<{ ok: boolean }>(`select to_regprocedure('net.http_post(text,jsonb,jsonb,jsonb,integer)') is not null as ok`);
    if (!rows[0]?.ok) return;
    for (const [name, secret] of [
      ['project_url', options.projectUrl],
      ['anon_key', options.anonKey],
      ['reminders_cron_secret', options.cronSecret],
    ] as const) {
      const updated = await client.query(`update vault.secrets set secret = $2, updated_at = now() where name = $1`, [name, secret]);
      if (updated.rowCount === 0) await client.query('select vault.create_secret($2, $1)', [name, secret]);
    }
    await client.query(remindersScheduleSql());
    if (options.schedule === 'off') await client.query('update cron.job set active = false where jobname = $1', [REMINDERS_JOB]);
    else if (options.schedule) await client.query('update cron.job set schedule = $2 where jobname = $1', [REMINDERS_JOB, options.schedule]);
    const { rows: job } = await client.query<{ schedule: string; active: boolean }>('select schedule, active from cron.job where jobname = $1', [
      REMINDERS_JOB,
    ]);
    outcome = `${REMINDERS_JOB}: ${job[0]?.active ? job[0].schedule : 'off'}`;
  });
  return outcome;
}
