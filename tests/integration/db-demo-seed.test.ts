/**
 * The demo seed's numbers agree across screens (supabase/seed.sql; docs/product.md#active-learners,
 * docs/product.md#weeks): its learners joined on days spread over more than one week (Monday, UTC),
 * and every report dates their signups, referral rewards, weekly team joins and visits with those
 * days, so Insights, the admin home, My Team and the coaching summaries tell one story. Reads the
 * demo learners only, so it is parallel-safe as long as no other file writes to them: a test that
 * uses a demo learner does it through the app (a log-in and its visit keep the story), and one that
 * needs data of its own (a grant, a redemption) makes an account of its own (tests/README.md, rule 1).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { closeDb, db } from '../support/clients';

const DEMO = `select p.id from public.profiles p join auth.users u on u.id = p.id where u.email like 'learner%@moneytrain.local'`;

afterAll(async () => {
  await closeDb();
});

describe('the demo seed tells one story', () => {
  it('its learners joined across a week boundary (the checks below cover both sides)', async () => {
    const { rows } = await db().query<{ weeks: number }>(
      `select count(distinct app.week_of((p.created_at at time zone 'utc')::date))::int as weeks from public.profiles p where p.id in (${DEMO})`,
    );
    expect(rows[0]!.weeks).toBeGreaterThanOrEqual(2);
  });

  it('opens no coaching task before its member joined, and keeps no welcome past its 48 hours', async () => {
    const { rows } = await db().query<{ kind: string; name: string; early: boolean; stale: boolean }>(
      `select t.kind, p.name, t.created_at < p.created_at as early,
              (t.kind = 'welcome' and t.closed_at is null and p.created_at < now() - interval '48 hours') as stale
         from app.coaching_tasks t join public.profiles p on p.id = t.member_id
        where p.id in (${DEMO})`,
    );
    expect(rows.filter((row) => row.early || row.stale)).toEqual([]);
  });

  it('dates each referral signup and its reward on the day the recruit joined', async () => {
    const { rows } = await db().query<{ name: string; joined: string; referred: string; rewarded: string | null }>(
      `select p.name, p.created_at::text as joined, r.created_at::text as referred,
              (select l.created_at::text from public.ledger l where l.reason = 'referral' and l.reference = p.id::text) as rewarded
         from app.referrals r join public.profiles p on p.id = r.referred_id
        where p.id in (${DEMO})`,
    );
    expect(rows.length).toBe(8);
    for (const row of rows) expect({ referred: row.referred, rewarded: row.rewarded }, row.name).toEqual({ referred: row.joined, rewarded: row.joined });
  });

  it("counts each join, station and course finished in a sponsor's team week of the day it happened, not the seed's", async () => {
    // Expected from the acts' dates: every upline member (to the team depth) of each demo learner, per Monday.
    const { rows } = await db().query<{ sponsor: string; week: string; expected: number[]; kept: number[] }>(
      `with recursive acts(user_id, at, joined, stations, courses) as (
         select mp.user_id, mp.joined_at, 1, 0, 0 from app.member_progress mp where mp.user_id in (${DEMO}) and mp.sponsor_id is not null
         union all select mc.user_id, mc.completed_at, 0, 1, 0 from public.mission_completions mc where mc.user_id in (${DEMO})
         -- A course counts once the learner took it to 100 % (a watched video with its quiz unanswered does not).
         union all select f.user_id, greatest(coalesce(cp.completed_at, cp.updated_at),
                                             (select max(qa.answered_at) from public.quiz_answers qa join public.quizzes q on q.id = qa.quiz_id
                                               where qa.user_id = f.user_id and q.course_id = f.course_id)), 0, 0, 1
                     from app.course_firsts f join public.course_progress cp on cp.user_id = f.user_id and cp.course_id = f.course_id
                    where f.user_id in (${DEMO})),
       up(id, at, joined, stations, courses, level) as (
         select mp.sponsor_id, a.at, a.joined, a.stations, a.courses, 1 from acts a join app.member_progress mp on mp.user_id = a.user_id and mp.sponsor_id is not null
         union all
         select mp.sponsor_id, up.at, up.joined, up.stations, up.courses, up.level + 1
           from up join app.member_progress mp on mp.user_id = up.id and mp.sponsor_id is not null
          where up.level < (select s.team_depth from app.settings s)),
       expected as (select id, app.week_of((at at time zone 'utc')::date) as week,
                           array[sum(joined), sum(stations), sum(courses)]::int[] as n from up group by 1, 2)
       select e.id::text as sponsor, e.week::text as week, e.n as expected,
              array[coalesce(w.joined, 0), coalesce(w.stations, 0), coalesce(w.courses, 0)] as kept
         from expected e left join app.team_week_activity w on w.user_id = e.id and w.week_start = e.week`,
    );
    expect(new Set(rows.map((row) => row.week)).size).toBeGreaterThanOrEqual(2);
    // Stations were finished in more than one week: a seed that counted them all in its own week fails here.
    expect(new Set(rows.filter((row) => row.expected[1]! > 0).map((row) => row.week)).size).toBeGreaterThanOrEqual(2);
    for (const row of rows) expect(row.kept, `${row.sponsor} in the week of ${row.week} (joined, stations, courses)`).toEqual(row.expected);
    // Nothing is counted in a week without an act.
    const { rows: extra } = await db().query<{ n: number }>(
      `select count(*)::int as n from app.team_week_activity w
        where (w.joined, w.stations, w.courses) <> (0, 0, 0) and w.user_id in (select mp.sponsor_id from app.member_progress mp where mp.user_id in (${DEMO}))
          and not exists (select 1 from public.mission_completions mc join app.member_progress m on m.user_id = mc.user_id
                           where app.week_of((mc.completed_at at time zone 'utc')::date) = w.week_start)
          and not exists (select 1 from app.member_progress m where app.week_of((m.joined_at at time zone 'utc')::date) = w.week_start)
          and not exists (select 1 from public.course_progress cp where app.week_of((cp.completed_at at time zone 'utc')::date) = w.week_start)
          and not exists (select 1 from public.quiz_answers qa where app.week_of((qa.answered_at at time zone 'utc')::date) = w.week_start)`,
    );
    expect(extra[0]!.n).toBe(0);
  });

  it("counts the same learners active today in Insights as My Team's 'active today'", async () => {
    const { rows } = await db().query<{ team: number; insights: number; learners: number }>(
      `select count(*) filter (where mp.active_on = (now() at time zone 'utc')::date)::int as team,
              count(*) filter (where exists (select 1 from app.active_days a where a.user_id = mp.user_id
                                              and a.day = (now() at time zone 'utc')::date))::int as insights,
              count(*)::int as learners
         from app.member_progress mp where mp.user_id in (${DEMO})`,
    );
    expect(rows[0]!.learners).toBe(24);
    expect(rows[0]!.insights).toBe(rows[0]!.team);
  });

  it('records a visit on the join day and one for each day of every streak it gives, and none else', async () => {
    const { rows } = await db().query<{ name: string; visits: string[]; expected: string[] }>(
      `select p.name,
              array(select a.day::text from app.active_days a where a.user_id = p.id order by a.day) as visits,
              array(select distinct d::date::text from (select (p.created_at at time zone 'utc')::date as d
                                                       union all
                                                       select generate_series(p.last_login_on - (p.login_streak - 1), p.last_login_on, interval '1 day')::date) s
                     order by 1) as expected
         from public.profiles p where p.id in (${DEMO})`,
    );
    for (const row of rows) expect(row.visits, row.name).toEqual(row.expected);
  });

  it('made every sponsor before their recruits, and dates no activity before its account', async () => {
    const { rows: early } = await db().query<{ recruit: string; sponsor: string }>(
      `select r.name as recruit, s.name as sponsor
         from app.member_progress mp join public.profiles r on r.id = mp.user_id join public.profiles s on s.id = mp.sponsor_id
        where mp.user_id in (${DEMO}) and r.created_at <= s.created_at`,
    );
    expect(early).toEqual([]);
    const { rows: before } = await db().query<{ name: string; what: string; at: string }>(
      `select p.name, x.what, x.at::text as at
         from public.profiles p
         cross join lateral (
           select 'ledger ' || l.reason as what, l.created_at as at from public.ledger l where l.user_id = p.id
           union all select 'station', mc.completed_at from public.mission_completions mc where mc.user_id = p.id
           union all select 'course', cp.updated_at from public.course_progress cp where cp.user_id = p.id
           union all select 'quiz answer', qa.answered_at from public.quiz_answers qa where qa.user_id = p.id
           union all select 'redemption', rd.created_at from public.redemptions rd where rd.user_id = p.id
           union all select 'visit', a.day::timestamp at time zone 'utc' + interval '1 day' - interval '1 microsecond' from app.active_days a where a.user_id = p.id
           union all select 'coaching task', t.created_at from app.coaching_tasks t where t.member_id = p.id) x
        where p.id in (${DEMO}) and (x.at < p.created_at or (x.what <> 'visit' and x.at > now()))`,
    );
    expect(before).toEqual([]);
  });

  it('spreads what its learners did over the past days: not all active today, the coaching queue not all stamped at one instant', async () => {
    const { rows } = await db().query<{ today: number; learners: number; task_instants: number; tasks: number; activity_days: number }>(
      `select (select count(*) filter (where mp.active_on = (now() at time zone 'utc')::date)::int from app.member_progress mp where mp.user_id in (${DEMO})) as today,
              (select count(*)::int from app.member_progress mp where mp.user_id in (${DEMO})) as learners,
              (select count(distinct t.created_at)::int from app.coaching_tasks t where t.member_id in (${DEMO})) as task_instants,
              (select count(*)::int from app.coaching_tasks t where t.member_id in (${DEMO})) as tasks,
              (select count(distinct (l.created_at at time zone 'utc')::date)::int from public.ledger l where l.user_id in (${DEMO})) as activity_days`,
    );
    const row = rows[0]!;
    expect(row.today).toBeGreaterThan(0);
    expect(row.today).toBeLessThan(row.learners);
    expect(row.tasks).toBeGreaterThan(1);
    expect(row.task_instants).toBeGreaterThan(row.tasks / 2);
    expect(row.activity_days).toBeGreaterThanOrEqual(7);
  });

  it('has no signup week with more of its learners back on day 7 than on day 1', async () => {
    // From the demo learners' own visits (app.retention_counts also counts other tests' accounts).
    const { rows } = await db().query<{ week: string; d1: number; d7: number }>(
      `select app.week_of(j.joined)::text as week,
              count(*) filter (where exists (select 1 from app.active_days a where a.user_id = j.id and a.day = j.joined + 1))::int as d1,
              count(*) filter (where exists (select 1 from app.active_days a where a.user_id = j.id and a.day = j.joined + 7))::int as d7
         from (select p.id, (p.created_at at time zone 'utc')::date as joined from public.profiles p where p.id in (${DEMO})) j
        group by 1`,
    );
    expect(rows.reduce((sum, row) => sum + row.d7, 0)).toBeGreaterThan(0);
    for (const row of rows) expect(row.d7, row.week).toBeLessThanOrEqual(row.d1);
  });

  it('ships every demo course and quiz in Spanish and Arabic, the quizzes with their explanations', async () => {
    // The seed made the first 8 courses and the first 12 quizzes, before any test ran.
    const { rows } = await db().query<{ kind: string; source: number; es: number; ar: number }>(
      `select 'course' as kind, count(*)::int as source,
              count(*) filter (where exists (select 1 from public.course_translations t where t.course_id = c.id and t.locale = 'es'))::int as es,
              count(*) filter (where exists (select 1 from public.course_translations t where t.course_id = c.id and t.locale = 'ar'))::int as ar
         from (select id from public.courses order by id limit 8) c
       union all
       select 'quiz', count(*)::int,
              count(*) filter (where exists (select 1 from public.quiz_key_translations t where t.quiz_id = q.id and t.locale = 'es' and t.explanation <> ''))::int,
              count(*) filter (where exists (select 1 from public.quiz_key_translations t where t.quiz_id = q.id and t.locale = 'ar' and t.explanation <> ''))::int
         from (select id from public.quizzes order by id limit 12) q`,
    );
    expect(rows).toEqual([
      { kind: 'course', source: 8, es: 8, ar: 8 },
      { kind: 'quiz', source: 12, es: 12, ar: 12 },
    ]);
  });
});
