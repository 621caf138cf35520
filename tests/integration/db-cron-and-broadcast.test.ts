/**
 * Operations that stay small on a hosted project: pg_cron's run log is purged (a week kept), and
 * the leaderboard flush counts a broadcast as sent only when realtime.send() stored its message
 * (hosted's send turns a failure into a WARNING). Each case runs in a transaction that is rolled
 * back, holding the broadcast's state row so the stack's own one-second flush stays out of it.
 */
import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { closeDb } from '../support/clients';
import { inRolledBackTransaction } from './db-helpers';

afterAll(closeDb);

describe('the pg_cron run-log purge', () => {
  it('is scheduled hourly and deletes the runs that ended more than a week ago, keeping the rest', async () => {
    await inRolledBackTransaction(async (client) => {
      const { rows: jobs } = await client.query<{ schedule: string; command: string; username: string }>(
        `select schedule, command, username from cron.job where jobname = 'purge-cron-run-log' and active`,
      );
      expect(jobs).toHaveLength(1);
      expect(jobs[0]!.schedule).toBe('7 * * * *');
      await client.query(`delete from cron.job_run_details`);
      await client.query(
        `insert into cron.job_run_details (jobid, command, status, start_time, end_time)
         select 1, 'select app.leaderboard_broadcast_flush()', 'succeeded', t, t + interval '2 ms'
           from (values (now() - interval '8 days'), (now() - interval '7 days 1 minute'), (now() - interval '6 days 23 hours'), (now() - interval '1 minute')) v(t)`,
      );
      // As pg_cron runs it: as the job's user.
      await client.query(`set local role ${jobs[0]!.username}`);
      await client.query(jobs[0]!.command);
      await client.query('reset role');
      const { rows } = await client.query<{ age: string }>(`select (now() - end_time) < interval '7 days' as age from cron.job_run_details`);
      expect(rows).toHaveLength(2);
      expect(rows.every((row) => row.age)).toBe(true);
    });
  });
});

describe('the leaderboard flush and realtime.send()', () => {
  const forceSend = async (client: pg.PoolClient) => {
    // Hold the state row (the stack's cron flush skips it) and make the last list stale and old.
    await client.query(`select 1 from app.leaderboard_broadcast where topic = 'leaderboard' for update`);
    await client.query(`update app.leaderboard_broadcast set sent = '[]'::jsonb, sent_at = '-infinity', pending = false where topic = 'leaderboard'`);
    await client.query('select app.leaderboard_broadcast_flush()');
    const { rows } = await client.query<{ sent: unknown[]; pending: boolean }>(
      `select sent, pending from app.leaderboard_broadcast where topic = 'leaderboard'`,
    );
    return rows[0]!;
  };

  it('records the list as sent when the message was stored', async () => {
    await inRolledBackTransaction(async (client) => {
      const state = await forceSend(client);
      expect(state.sent.length).toBeGreaterThan(0);
      expect(state.pending).toBe(false);
      const { rows } = await client.query<{ n: string }>(
        `select count(*)::text as n from realtime.messages where topic = 'leaderboard' and event = 'top' and inserted_at >= now()::timestamp`,
      );
      expect(Number(rows[0]!.n)).toBe(1);
    });
  });

  it('keeps it pending, not sent, when realtime.send() could not store the message (only a warning)', async () => {
    await inRolledBackTransaction(async (client) => {
      // A store that refuses the topic's messages, as a missing day's partition refuses them on hosted.
      await client.query(`alter table realtime.messages add constraint refuse_leaderboard check (topic <> 'leaderboard') not valid`);
      const warnings: string[] = [];
      client.on('notice', (notice) => warnings.push(notice.message ?? ''));
      const state = await forceSend(client);
      expect(state.sent).toEqual([]);
      expect(state.pending).toBe(true);
      expect(warnings.some((message) => message.startsWith('ErrorSendingBroadcastMessage'))).toBe(true);
    });
  });
});
