/**
 * The operators' reports (schema `reports`, docs/operators.md) at benchmark scale: each view read
 * whole as the database owner, as the dashboard or `npm run report` reads it. The population
 * (population.ts) holds profiles and ledger rows only, all made today, so first the signups are
 * spread over two years (profiles.created_at, and their ledger rows an hour later), then the
 * activity the reports count is added, in one transaction as the owner: mission completions (each learner with points has done
 * stations 1 to 1-5), course progress (30 % started a course, half of them completed it), quiz
 * answers (30 %), referrals (20 % were referred by another learner) and 2,000 manual redemptions
 * waiting. Balances are not touched, so the books still balance. The inserts run with
 * session_replication_role = replica (no foreign-key trigger per row: every id is taken from the
 * tables the keys point to), which makes 2.4 million completions a matter of seconds, not minutes.
 * The triggers that keep app.activation_milestones (the funnel's per-learner dates) are off with
 * the others, so the load ends as any such load must, with app.rebuild_activation_milestones().
 * That mode also skips the triggers that keep My Team's summary (app.member_progress): nothing after
 * this step reads it, and `select app.rebuild_member_progress()` would recount it from the facts.
 */
import pg from 'pg';
import { fixed, summarize, table } from './stats';

export async function addReportActivity(pool: pg.Pool, say: (line: string) => void): Promise<void> {
  const client = await pool.connect();
  const step = async (label: string, sql: string) => {
    const started = performance.now();
    const result = await client.query(sql);
    say(`  ${label}: ${result.rowCount ?? 0} rows, ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  try {
    await client.query("set work_mem = '256MB'");
    await client.query('begin');
    // Foreign-key checks off for these bulk inserts (every id comes from the tables they point to).
    await client.query('set local session_replication_role = replica');
    await client.query('select setseed(0.1717)');
    await client.query(`create temp table learners on commit drop as
      select p.id, row_number() over (order by p.id) as n, p.leaderboard_pts as points,
             now() - (row_number() over (order by p.id) % 728) * interval '1 day' - random() * interval '1 day' as joined
        from public.profiles p`);
    // Two years of signups, not one day's: the reports by day and week read a window of them.
    await step('signup dates over two years', `update public.profiles p set created_at = l.joined from learners l where l.id = p.id`);
    await step(
      'ledger dates after each signup',
      `update public.ledger g set created_at = l.joined + interval '1 hour' from learners l where l.id = g.user_id and g.reference = 'bench-population'`,
    );
    await step(
      'mission completions',
      `insert into public.mission_completions (user_id, mission_id)
       select l.id, m.id from learners l join public.missions m on m.station <= 1 + (l.n % 5) where l.points > 0
       on conflict do nothing`,
    );
    await step(
      'course progress',
      `insert into public.course_progress (user_id, course_id, watch_time, is_completed, completed_at)
       select l.id, c.id, 60, l.n % 6 = 0, case when l.n % 6 = 0 then now() end
         from learners l cross join (select id from public.courses order by id limit 1) c where l.n % 10 < 3
       on conflict do nothing`,
    );
    await step(
      'quiz answers',
      `insert into public.quiz_answers (user_id, quiz_id, answer, is_correct)
       select l.id, q.id, (l.n % 4)::smallint, l.n % 4 = 0
         from learners l cross join (select id from public.quizzes order by id limit 1) q where l.n % 10 >= 7
       on conflict do nothing`,
    );
    await step(
      'referrals',
      `insert into app.referrals (referrer_id, referred_id, referred_email, mailbox, created_at)
       select r.id, l.id, 'referred-' || l.n || '@population.bench', 'referred-' || l.n || '@population.bench', l.joined
         from learners l join learners r on r.n = 1 + (l.n * 7919) % (select count(*) from learners)
        where l.n % 5 = 0 and r.id <> l.id
       on conflict do nothing`,
    );
    await step(
      'redemptions waiting',
      `insert into public.redemptions (user_id, reward_id, cost, status)
       select l.id, 'warm_leads', 5, 'pending' from learners l where l.n % 500 = 0`,
    );
    await step('activation milestones from the facts (their triggers were off)', 'select app.rebuild_activation_milestones()');
    // Retention (supabase/schemas/retention.sql): the counters app.record_activity keeps, every day,
    // week, signup week and stripe of the windows filled (the reports read these rows, not the
    // visits; their values are made up), and the reminders: a reminder a day for 90 days to one
    // learner in 20, 30 % opened, one learner in 100 unsubscribed, and their kept day counts.
    await step(
      'retention counters (90 days, 13 weeks, 12 signup weeks x D1/D7/D30, 16 stripes each)',
      `insert into app.activity_counts (period, start, stripe, active)
       select 'day', d::date, s, 2000 + (random() * 1000)::int from generate_series(current_date - 89, current_date, interval '1 day') d, generate_series(0, 15) s
       union all
       select 'week', app.week_of(current_date) - 7 * w, s, 8000 + (random() * 2000)::int from generate_series(0, 12) w, generate_series(0, 15) s
       on conflict do nothing`,
    );
    await step(
      'retention returns',
      `insert into app.retention_counts (signup_week, offset_days, stripe, returned)
       select app.week_of(current_date) - 7 * w, o, s, (random() * 300)::int from generate_series(0, 11) w, unnest(array[1, 7, 30]) o, generate_series(0, 15) s
       on conflict do nothing`,
    );
    await step(
      'reminders sent (one learner in 20, daily for 90 days)',
      `insert into public.reminder_sends (user_id, kind, local_day, channels, sent_at, opened_at)
       select l.id, 'daily', d::date, array['email'], d + interval '8 hours', case when random() < 0.3 then d + interval '9 hours' end
         from learners l cross join generate_series(current_date - 89, current_date, interval '1 day') d
        where l.n % 20 = 0`,
    );
    await step(
      'reminder settings, one learner in 100 unsubscribed in the window',
      `insert into public.reminder_settings (user_id, daily_at, by_email, unsubscribed_at)
       select l.id, time '08:00', l.n % 100 <> 0, case when l.n % 100 = 0 then now() - random() * interval '89 days' end
         from learners l where l.n % 20 = 0
       on conflict do nothing`,
    );
    await step('reminder day counts from the sends and unsubscribes (their triggers were off)', 'select app.rebuild_reminder_counts()');
    await client.query('commit');
    // The date updates left a dead copy of every profile, ledger and milestone row (and the
    // activity up to three more of a milestone row); a settled database has none.
    await client.query('vacuum (full) public.profiles, public.ledger, app.activation_milestones');
    await client.query(
      'vacuum (analyze) public.profiles, public.ledger, public.mission_completions, public.course_progress, public.quiz_answers, app.referrals, public.redemptions, app.activation_milestones, app.activity_counts, app.retention_counts, app.reminder_counts, public.reminder_sends, public.reminder_settings',
    );
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

export interface ReportTiming {
  report: string;
  rows: number;
  p50: number;
  max: number;
}

/**
 * The baselines, timed in the same run: the two reads that the kept tables replaced
 * (docs/operators.md, "Reports"). The funnel from the facts, four index probes per learner of the
 * window (the view's definition before the kept milestones, in git history of supabase/migrations/20261123200000_reports.sql), and the books by summing the whole
 * ledger (what app.books_check() read before; app.ledger_totals_check() still reads it).
 */
const BASELINES = [
  {
    report: 'baseline: activation_funnel from the facts',
    statement: `select date_trunc('week', p.created_at at time zone 'UTC')::date as signup_week, count(*) as registered,
        count(*) filter (where exists (select 1 from public.mission_completions mc
          where mc.user_id = p.id and mc.mission_id = (select m.id from public.missions m where m.station = 1))) as station_1,
        count(*) filter (where (select count(*) from public.mission_completions mc where mc.user_id = p.id)
          >= (select count(*) from public.missions)) as all_stations,
        count(*) filter (where exists (select 1 from public.course_progress cp where cp.user_id = p.id and cp.is_completed)) as first_course,
        count(*) filter (where exists (select 1 from app.referrals r where r.referrer_id = p.id)) as first_referral
      from public.profiles p
     where p.created_at >= (date_trunc('week', now() at time zone 'UTC') - interval '11 weeks') at time zone 'UTC'
     group by 1 order by 1 desc`,
  },
  { report: 'baseline: books_check summing the ledger', statement: 'select * from app.ledger_totals_check()' },
];

/** The retention figures on /insights (not views: one function builds all five, as GET /api/insights reads them). */
const RETENTION = [
  { report: 'retention: app.retention_insights() (active by day and week, D1/D7/D30, streaks, reminders)', statement: 'select app.retention_insights()' },
];

/** Reads each view of schema `reports` `runs` times (after one warm-up read), then the baselines; times in ms. */
export async function runReportsSql(pool: pg.Pool, runs = 5): Promise<ReportTiming[]> {
  const { rows: views } = await pool.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'reports' and c.relkind = 'v' order by 1`,
  );
  const client = await pool.connect();
  try {
    const timings: ReportTiming[] = [];
    const statements = [
      ...views.map(({ name }) => ({ report: name, statement: `select * from reports.${client.escapeIdentifier(name)}` })),
      ...RETENTION,
      ...BASELINES,
    ];
    for (const { report, statement } of statements) {
      const { rowCount } = await client.query(statement);
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        await client.query(statement);
        times.push(performance.now() - started);
      }
      const summary = summarize(times);
      timings.push({ report, rows: rowCount ?? 0, p50: summary.p50, max: summary.max });
    }
    return timings;
  } finally {
    client.release();
  }
}

export function reportsTable(timings: ReportTiming[]): string {
  return table(
    ['report', 'rows', 'p50 ms', 'max ms', 'under 1 s'],
    timings.map((t) => [t.report, String(t.rows), fixed(t.p50), fixed(t.max), t.max < 1000 ? 'yes' : 'NO']),
  );
}
