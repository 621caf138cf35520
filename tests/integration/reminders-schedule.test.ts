/**
 * The reminders' schedule as hosted runs it (docs/operators.md#reminders), on the local stack: the
 * job is the guide's own `cron.schedule(...)` (the same text as supabase/schedules/send-reminders.sql), read
 * from Vault and sent by `net.http_post`, run by the local pg_cron stand-in (local/cron.ts) and
 * sent by the pg_net stand-in (local/net.ts). Nobody calls the route here: with the job on, a learner
 * whose daily reminder is due gets exactly one e-mail in the local inbox however often the job runs,
 * and a learner whose day is done gets none. (The test stacks keep the job off; this turns it on
 * at a 2-second schedule for its run, as REMINDERS_SCHEDULE would.)
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { REMINDERS_JOB, remindersScheduleSql } from '../../supabase/local-hooks/reminders-schedule';
import { callApi, closeDb, db, signUpUser, type SignedUpUser } from '../support/clients';
import { inbox, waitForMail } from '../support/mail';

const SUBJECT = "Today's step is waiting";

/** A daily reminder due now: the learner's zone puts them near noon, the reminder a minute ago. */
async function dueNow(learner: SignedUpUser): Promise<void> {
  const offset = 12 - new Date().getUTCHours();
  const zone = offset === 0 ? 'UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
  const { rows } = await db().query<{ at: string }>(`select to_char((now() at time zone $1) - interval '1 minute', 'HH24:MI') as at`, [zone]);
  await db().query('update public.profiles set time_zone = $2 where id = $1', [learner.user.id, zone]);
  const saved = await callApi('PUT', `/api/users/${learner.user.id}/reminders`, {
    token: learner.session.access_token,
    body: { dailyAt: rows[0]!.at, streakRisk: false, weeklyRecap: false, byEmail: true, byPush: false },
  });
  expect(saved.status).toBe(200);
}

async function responsesSince(id: number): Promise<Array<{ status_code: number | null; error_msg: string | null }>> {
  const { rows } = await db().query<{ status_code: number | null; error_msg: string | null }>(
    'select status_code, error_msg from net._http_response where id > $1 order by id',
    [id],
  );
  return rows;
}

describe('the reminders schedule on the local stack', () => {
  let before = 0;
  beforeAll(async () => {
    const { rows } = await db().query<{ id: string }>('select coalesce(max(id), 0)::text as id from net._http_response');
    before = Number(rows[0]!.id);
  });
  afterAll(async () => {
    // Back as the stack made it: off, on the guide's schedule.
    await db().query(`update cron.job set active = false, schedule = '*/5 * * * *' where jobname = $1`, [REMINDERS_JOB]);
    await closeDb();
  });

  it("is the guide's hosted job: the same cron.schedule text, reading Vault and calling net.http_post", async () => {
    const guide = readFileSync(new URL('../../docs/operators.md', import.meta.url), 'utf8');
    expect(guide).toContain(remindersScheduleSql().trim());
    const { rows } = await db().query<{ schedule: string; command: string; active: boolean }>(
      'select schedule, command, active from cron.job where jobname = $1',
      [REMINDERS_JOB],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.schedule).toBe('*/5 * * * *');
    expect(rows[0]!.command).toContain('net.http_post(');
    expect(rows[0]!.command).toContain("vault.decrypted_secrets where name = 'reminders_cron_secret'");
    // The secrets the job reads are there (the test stack keeps the job itself off).
    const secrets = await db().query<{ name: string }>(
      `select name from vault.decrypted_secrets where name in ('project_url', 'anon_key', 'reminders_cron_secret') and decrypted_secret <> '' order by name`,
    );
    expect(secrets.rows.map((row) => row.name)).toEqual(['anon_key', 'project_url', 'reminders_cron_secret']);
    expect(rows[0]!.active).toBe(false);
  });

  it('mails a learner whose reminder is due exactly once, however often it runs, and never one whose day is done', async () => {
    const due = await signUpUser({ name: 'Sasha Schedule' });
    const done = await signUpUser({ name: 'Dora Done' });
    await dueNow(due);
    await dueNow(done);
    // Dora's day is done: a station completed today.
    const missions = (await callApi('GET', '/api/missions', { token: done.session.access_token })).json as unknown as Array<{ id: number; station: number }>;
    const first = missions.find((mission) => mission.station === 1)!;
    expect(
      (await callApi('POST', `/api/users/${done.user.id}/complete-mission`, { token: done.session.access_token, body: { missionId: first.id } })).status,
    ).toBe(200);

    await db().query(`update cron.job set active = true, schedule = '2 seconds' where jobname = $1`, [REMINDERS_JOB]);
    await waitForMail(due.email, SUBJECT, 20_000);

    // Several more runs of the job: each went through the function (200), none sends again.
    await expect
      .poll(async () => (await responsesSince(before)).filter((answer) => answer.status_code === 200).length, { timeout: 20_000, interval: 250 })
      .toBeGreaterThanOrEqual(4);
    await db().query(`update cron.job set active = false where jobname = $1`, [REMINDERS_JOB]);
    expect((await responsesSince(before)).filter((answer) => answer.status_code !== 200)).toEqual([]);
    expect((await inbox(due.email)).filter((caught) => caught.subject === SUBJECT)).toHaveLength(1);
    expect((await inbox(done.email)).filter((caught) => caught.subject === SUBJECT)).toEqual([]);
    const sends = await db().query<{ user_id: string; kind: string }>('select user_id, kind from public.reminder_sends where user_id = any($1)', [
      [due.user.id, done.user.id],
    ]);
    expect(sends.rows).toEqual([{ user_id: due.user.id, kind: 'daily' }]);
  });
});
