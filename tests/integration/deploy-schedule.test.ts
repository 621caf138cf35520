/**
 * The deploy's schedule step (scripts/deploy/schedule.ts; docs/operators.md#deploy-schedule) on the
 * local stack, whose Vault, pg_net and pg_cron are stand-ins of the same SQL interface
 * (local/bootstrap.sql): its statements run as the deploy runs them, twice, and cron.job read back
 * holds each job once (send-reminders on the guide's schedule, reading the Vault secrets), with one
 * Vault secret per name holding the values given. Everything runs in one transaction that is rolled
 * back, so the shared stack's own schedule and secrets are untouched for the other tests.
 */
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { checkJobs, READ_BACK, runStatements, scheduleStatements, type JobRow } from '../../scripts/deploy/schedule';
import { stack } from '../support/clients';

const client = new pg.Client({ connectionString: stack().dbUrl });
const connected = client.connect();
afterAll(() => client.end());

const values = {
  projectUrl: 'https://abcdefghijklmnopqrst.supabase.co',
  apiKey: 'sb_publishable_deploy_test_key',
  cronSecret: 'deploy-test-cron-secret-0123456789abcdef',
};

describe("the deploy's schedule step on the local stack's stand-ins", () => {
  it('run twice: each job once, send-reminders on its schedule calling the function, one Vault secret per name', async () => {
    await connected;
    await client.query('begin');
    try {
      await runStatements(client, scheduleStatements({ ...values, cronSecret: 'an-earlier-secret-0123456789abcdefghij' }));
      await runStatements(client, scheduleStatements(values));
      const { rows } = await client.query<JobRow>(READ_BACK.sql);
      expect(rows.filter((row) => row.jobname === 'send-reminders')).toHaveLength(1);
      expect(checkJobs(rows)).toEqual({
        ok: true,
        lines: ['✓ leaderboard-broadcast: 1 seconds', '✓ purge-cron-run-log: 7 * * * *', '✓ send-reminders: */5 * * * *', '✓ coaching-sweep: */5 * * * *'],
      });
      const job = await client.query<{ command: string }>(`select command from cron.job where jobname = 'send-reminders'`);
      expect(job.rows[0]!.command).toContain("net.http_post(\n    url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')");
      const secrets = await client.query<{ name: string; decrypted_secret: string }>(
        `select name, decrypted_secret from vault.decrypted_secrets where name in ('project_url', 'anon_key', 'reminders_cron_secret') order by name`,
      );
      expect(secrets.rows).toEqual([
        { name: 'anon_key', decrypted_secret: values.apiKey },
        { name: 'project_url', decrypted_secret: values.projectUrl },
        { name: 'reminders_cron_secret', decrypted_secret: values.cronSecret },
      ]);
      // What the job sends, evaluated as it will be when it runs: the function's run route with the secret.
      const call = await client.query<{ url: string }>(
        `select (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/api/reminders/run' as url`,
      );
      expect(call.rows[0]!.url).toBe('https://abcdefghijklmnopqrst.supabase.co/functions/v1/api/reminders/run');
    } finally {
      await client.query('rollback');
    }
  });

  it('the read-back check fails when a job is missing (the step would stop the deploy)', async () => {
    await connected;
    await client.query('begin');
    try {
      await client.query(`delete from cron.job where jobname = 'send-reminders'`);
      const { rows } = await client.query<JobRow>(READ_BACK.sql);
      expect(checkJobs(rows)).toMatchObject({ ok: false, lines: expect.arrayContaining(['✗ send-reminders: not scheduled']) });
      await runStatements(client, scheduleStatements(values));
      expect(checkJobs((await client.query<JobRow>(READ_BACK.sql)).rows).ok).toBe(true);
    } finally {
      await client.query('rollback');
    }
  });
});
