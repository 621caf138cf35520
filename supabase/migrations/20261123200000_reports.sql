-- Reports for operators (docs/operators.md, "Reports"): read-only views in a schema of their own,
-- for the Supabase dashboard (Table editor → schema `reports`, or the SQL editor) and for
-- `npm run report <name>` locally.
--
-- Why a schema of their own, owned by the database owner and granted to nobody: the Data API
-- exposes only the schemas listed in supabase/config.toml ([api] schemas = public, graphql_public),
-- and the API roles get no USAGE here either, so neither the anon key, a signed-in learner nor an
-- admin through the `api` function can read a report (they hold other people's e-mail addresses
-- and the academy's totals). The views are security_invoker, so even a mistaken grant on a view
-- would still need the base tables' rights and row-level security.
--
-- Days and weeks are UTC. Each view has a `comment on` saying what it shows; the dashboard shows it.

create schema reports;
revoke all on schema reports from public, anon, authenticated, service_role;
alter default privileges in schema reports revoke all on tables from public, anon, authenticated, service_role;
alter default privileges in schema reports revoke execute on functions from public, anon, authenticated, service_role;
comment on schema reports is
  'Read-only reports for operators (docs/operators.md). Not exposed by the Data API; owner only.';

-- Windows: the reports by day or week cover the recent past (signups and tokens: the last 90 days;
-- the funnel: the last 12 signup weeks), read through indexes on created_at, so they cost the
-- same at a million learners as at a thousand. Older figures: the same queries with another date
-- in the SQL editor.
create index profiles_created_at_idx on public.profiles (created_at);
create index ledger_created_at_idx on public.ledger (created_at);
create index referrals_created_at_idx on app.referrals (created_at);

-- Signups ---------------------------------------------------------------------------------------
-- A signup's source: 'referral' when it came with an invite code that matched a referrer (a row in
-- app.referrals, written in the signup's own transaction, so its time is the signup's), else
-- 'direct'. Two counts per day and a subtraction, no join: each is one index range.
create view reports.signups_by_source
with (security_invoker = true) as
  with signups as (
    select (p.created_at at time zone 'UTC')::date as day, count(*) as signups
      from public.profiles p
     where p.created_at >= ((now() at time zone 'UTC')::date - 89)::timestamp at time zone 'UTC'
     group by 1
  ), referred as (
    select (r.created_at at time zone 'UTC')::date as day, count(*) as signups
      from app.referrals r
     where r.created_at >= ((now() at time zone 'UTC')::date - 89)::timestamp at time zone 'UTC' and r.referred_id is not null
     group by 1
  )
  select s.day, v.source, v.signups
    from signups s
    left join referred r on r.day = s.day
    cross join lateral (values ('direct', s.signups - coalesce(r.signups, 0)), ('referral', coalesce(r.signups, 0))) v(source, signups)
   where v.signups > 0
   order by 1 desc, 2;
comment on view reports.signups_by_source is
  'Signups per day (UTC), last 90 days, by source: referral (signed up with a matching invite code) or direct.';

create view reports.signups_by_referrer
with (security_invoker = true) as
  -- The name and the reward are looked up per row (primary-key and ledger-key probes), never by
  -- joining whole tables: the window holds a small share of the referrals.
  select d.day, d.referrer_id,
         coalesce((select p.name from public.profiles p where p.id = d.referrer_id), '(deleted account)') as referrer,
         d.signups, d.rewarded
    from (
      select (r.created_at at time zone 'UTC')::date as day, r.referrer_id,
             count(*) as signups,
             sum((select count(*) from public.ledger l
                   where l.user_id = r.referrer_id and l.reason = 'referral' and l.reference = r.referred_id::text)) as rewarded
        from app.referrals r
       where r.created_at >= ((now() at time zone 'UTC')::date - 89)::timestamp at time zone 'UTC'
       group by 1, 2
    ) d
   order by 1 desc, 4 desc, 3;
comment on view reports.signups_by_referrer is
  'Referred signups per day (UTC), last 90 days, by referrer; rewarded = how many paid the referrer a referral reward (the others were refused: reports.referral_refusals, or wait for the recruit to confirm their address).';

-- Activation funnel -----------------------------------------------------------------------------
-- Per learner of the window, each step is an index probe (completions by user, progress by user,
-- referrals by referrer).
create view reports.activation_funnel
with (security_invoker = true) as
  select date_trunc('week', p.created_at at time zone 'UTC')::date as signup_week,
         count(*) as registered,
         count(*) filter (where exists (
           select 1 from public.mission_completions mc
            where mc.user_id = p.id and mc.mission_id = (select m.id from public.missions m where m.station = 1))) as station_1,
         count(*) filter (where (select count(*) from public.mission_completions mc where mc.user_id = p.id)
                                >= (select count(*) from public.missions)) as all_stations,
         count(*) filter (where exists (
           select 1 from public.course_progress cp where cp.user_id = p.id and cp.is_completed)) as first_course,
         count(*) filter (where exists (select 1 from app.referrals r where r.referrer_id = p.id)) as first_referral
    from public.profiles p
   where p.created_at >= (date_trunc('week', now() at time zone 'UTC') - interval '11 weeks') at time zone 'UTC'
   group by 1
   order by 1 desc;
comment on view reports.activation_funnel is
  'Per signup week (Monday, UTC), last 12 weeks: registered, finished station 1, finished all five stations, completed a first course, referred a first person (each a count of that week''s signups, as they stand today).';

-- Courses and quizzes -----------------------------------------------------------------------------
create view reports.course_completion
with (security_invoker = true) as
  select c.id as course_id, c.title, c.is_public,
         count(cp.user_id) as started,
         count(cp.user_id) filter (where cp.is_completed) as completed,
         round(100.0 * count(cp.user_id) filter (where cp.is_completed) / nullif(count(cp.user_id), 0), 1) as percent_completed
    from public.courses c
    left join public.course_progress cp on cp.course_id = c.id
   group by c.id
   order by c.id;
comment on view reports.course_completion is
  'Per course: learners who started it (any progress), learners who completed it, and the percentage of starters who completed.';

create view reports.quiz_results
with (security_invoker = true) as
  select q.id as quiz_id, q.course_id, c.title as course, q.question,
         count(a.user_id) as answers,
         count(a.user_id) filter (where a.is_correct) as correct,
         round(100.0 * count(a.user_id) filter (where a.is_correct) / nullif(count(a.user_id), 0), 1) as percent_correct
    from public.quizzes q
    left join public.courses c on c.id = q.course_id
    left join public.quiz_answers a on a.quiz_id = q.id
   group by q.id, c.title
   order by q.course_id nulls last, q.id;
comment on view reports.quiz_results is
  'Per quiz question: how many learners answered it (first answer counts) and the percentage answered correctly.';

-- Token economy -------------------------------------------------------------------------------------
-- Issued: every ledger row that adds tokens, by reason. Spent: every redemption's ledger row, by the
-- reward bought (the row's reference is the redemption id). A negative adjustment shows as
-- 'spent' with what = 'adjustment'.
create view reports.token_economy
with (security_invoker = true) as
  select (l.created_at at time zone 'UTC')::date as day,
         case when l.delta_tokens > 0 then 'issued' else 'spent' end as flow,
         case when l.reason = 'redemption' then coalesce(r.reward_id, 'redemption') else l.reason end as what,
         count(*) as entries,
         sum(abs(l.delta_tokens)) as tokens
    from public.ledger l
    left join public.redemptions r on l.reason = 'redemption' and r.id::text = l.reference
   where l.delta_tokens <> 0 and l.created_at >= ((now() at time zone 'UTC')::date - 89)::timestamp at time zone 'UTC'
   group by 1, 2, 3
   order by 1 desc, 2, 5 desc;
comment on view reports.token_economy is
  'Tokens per day (UTC), last 90 days: issued by ledger reason (mission, quiz, referral, refund, ...) and spent by reward bought; entries = ledger rows.';

-- Fulfilment -------------------------------------------------------------------------------------
create view reports.redemptions_waiting
with (security_invoker = true) as
  select q.redemption_id, q.redeemed_at, now() - q.redeemed_at as waiting, q.reward, q.learner, q.learner_email, q.user_id
    from app.fulfilment_queue q
   order by q.redeemed_at, q.redemption_id;
comment on view reports.redemptions_waiting is
  'Redemptions waiting for a person to deliver them, oldest first, with how long each has waited. Settle with ops.fulfil_redemption / ops.refund_redemption or in the app.';

-- Books ---------------------------------------------------------------------------------------------
create view reports.books_check
with (security_invoker = true) as
  select b.user_id, b.tokens, b.points, b.ledger_tokens, b.ledger_points from app.books_check() b;
comment on view reports.books_check is
  'Users whose balances differ from the sums of their ledger rows. Must be empty: any row is a bug to investigate (docs/operators.md).';

revoke all on all tables in schema reports from public, anon, authenticated, service_role;
