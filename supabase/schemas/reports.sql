-- Reports for operators (docs/operators.md, "Reports"): read-only views in schema `reports`
-- (security_invoker, owner only), the kept activation milestones behind the funnel, and the
-- admins' insights (docs/product.md#insights).
-- One home per object: edit it here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database.md).
-- Sections: types, tables, indexes, functions, triggers, policies, grants (docs/database.md#schema-file-layout).

comment on schema "reports" is 'Read-only reports for operators (docs/operators.md). Not exposed by the Data API; owner only.';

-- The activation funnel from kept milestone dates (docs/operators.md, "Reports": activation_funnel).
--
-- reports.activation_funnel probed four indexes for each learner of its 12 weeks (about 115,000
-- at a million learners): 3.1 s. Now one row per learner holds when they signed up and when they
-- first reached each step, set by triggers on the tables that record the facts, and the view
-- groups the rows of the window by signup week.
--
-- The funnel counts steps EVER reached: a date, once set, is never cleared.
--   * station_1_at, all_stations_at: mission completions are only ever added (app.complete_mission);
--     all stations = as many completions as there are missions, dated by the last of them.
--   * first_course_at: the first course_progress row to become is_completed (the completion
--     rule of app.update_course_progress, which also pays the completion). Resetting the course
--     (app.reset_course_progress deletes the progress) or deleting it does not undo the step,
--     as it does not undo the reward.
--   * first_referral_at: the first app.referrals row naming the learner as referrer (a signup
--     with their invite code, paid or refused, as before). ops.reverse_referral_reward takes back
--     the reward by a ledger row and leaves the referral, so the step stays.
--   * Deleting or closing an account (app.forget_profile) keeps the profile, anonymous, so the
--     learner stays in their signup week with their steps, as in the registered count before.
--     Only a profile row actually deleted takes its milestones with it (foreign key, cascade).
--   * A changed profiles.created_at moves the learner to their new week.
--
-- Like every other trigger here (the ledger's posting, the leaderboard mirror), these do not fire
-- under session_replication_role = replica: a data-only restore (pg_dump's output sets it) brings
-- this table's rows with the rest, and would collide with rows made by triggers. A bulk load that
-- writes the facts with the triggers off runs app.rebuild_activation_milestones() afterwards, as
-- the benchmark does (docs/operators.md, "Reports").
-- Owner only, like every table of schema app: RLS on, no policy, no grant.
create table "app"."activation_milestones" (
  "user_id"           uuid                     not null,
  "signed_up_at"      timestamp with time zone not null,
  "station_1_at"      timestamp with time zone,
  "all_stations_at"   timestamp with time zone,
  "first_course_at"   timestamp with time zone,
  "first_referral_at" timestamp with time zone,
  constraint "activation_milestones_pkey" primary key (user_id),
  constraint "activation_milestones_user_id_fkey" foreign key (user_id) references public.profiles(id)
    on delete cascade
);

comment on table "app"."activation_milestones" is 'Per learner: signup time and when each activation step was first reached (ever; never cleared). Kept by triggers; read by reports.activation_funnel.';

-- The view reads a range of signup times and the four dates: all in the index, so a settled
-- table answers by an index-only scan. A learner's dates are set at most four times ever, so
-- carrying them in the index costs little.
create index activation_milestones_signed_up_at_idx on app.activation_milestones using btree (signed_up_at)
  include (station_1_at, all_stations_at, first_course_at, first_referral_at);

create index ledger_created_at_idx on public.ledger using btree (created_at);

-- Windows: the reports by day or week cover the recent past (signups and tokens: the last 90 days;
-- the funnel: the last 12 signup weeks), read through indexes on created_at, so they cost the
-- same at a million learners as at a thousand. Older figures: the same queries with another date
-- in the SQL editor.
create index profiles_created_at_idx on public.profiles using btree (created_at);

create index referrals_created_at_idx on app.referrals using btree (created_at);

-- The refusals are a small share of the referrals; the partial index keeps this view a read of
-- that share, newest first, however many referrals were paid.
create index referrals_refused_recent_idx on app.referrals using btree (created_at desc)
  where (refusal_reason is not null);

-- First course: a progress row inserted completed, or turning completed. Row level with a WHEN,
-- so saving watch time on an unfinished or finished course calls nothing.
create or replace function app.activation_after_course_completed()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
begin
  update app.activation_milestones m
     set first_course_at = coalesce(new.completed_at, now())
   where m.user_id = new.user_id and m.first_course_at is null;
  return null;
end;
$function$;

-- Stations: the learners of the inserted completions, counted over all their completions. -----
create or replace function app.activation_after_missions()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
begin
  with done as (
    select mc.user_id, count(*) as missions, max(mc.completed_at) as last_at,
           min(mc.completed_at) filter (where mi.station = 1) as station_1_at
      from public.mission_completions mc
      join public.missions mi on mi.id = mc.mission_id
     where mc.user_id in (select a.user_id from added a)
     group by mc.user_id
  ), steps as (
    select d.user_id, d.station_1_at,
           case when d.missions >= (select count(*) from public.missions) then d.last_at end as all_stations_at
      from done d
  )
  update app.activation_milestones m
     set station_1_at = coalesce(m.station_1_at, s.station_1_at),
         all_stations_at = coalesce(m.all_stations_at, s.all_stations_at)
    from steps s
   where m.user_id = s.user_id
     and ((m.station_1_at is null and s.station_1_at is not null)
          or (m.all_stations_at is null and s.all_stations_at is not null));
  return null;
end;
$function$;

-- A learner's row: made with the profile, moved with its created_at. ---------------------------
create or replace function app.activation_after_profile_insert()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
begin
  insert into app.activation_milestones (user_id, signed_up_at)
  select a.id, a.created_at from added a
  on conflict (user_id) do nothing;
  return null;
end;
$function$;

-- First referral: the referrers of the inserted referral rows. --------------------------------
create or replace function app.activation_after_referrals()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
begin
  update app.activation_milestones m
     set first_referral_at = r.first_at
    from (select a.referrer_id, min(a.created_at) as first_at
            from added a
           where a.referrer_id is not null
           group by a.referrer_id) r
   where m.user_id = r.referrer_id and m.first_referral_at is null;
  return null;
end;
$function$;

-- Row level with a column list and a WHEN: the ordinary profile updates (balances, names,
-- streaks) never call it.
create or replace function app.activation_after_signup_moved()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
begin
  update app.activation_milestones m set signed_up_at = new.created_at where m.user_id = new.id;
  return null;
end;
$function$;

-- app.insights() -> jsonb
--   Admin only. Returns {
--     "windows": {"funnelWeeks": 12, "days": 90, "asOf": today (UTC), the last day of the windows},
--     "funnel": [{"week", "registered", "station1", "allStations", "firstCourse", "firstReferral"}] (oldest week first),
--     "signups": [{"day", "source", "signups"}] (oldest day first; source 'direct' or 'referral'),
--     "tokens": [{"day", "flow", "what", "entries", "tokens"}] (oldest day first; flow 'issued' or 'spent')
--   } with days and weeks as YYYY-MM-DD (UTC; a week is its Monday).
--   Errors: MT401 not signed in; MT403 'Only administrators can read the insights'.
create or replace function app.insights()
  returns jsonb
  language plpgsql
  stable
  security definer
  set search_path to ''
  AS $function$
begin
  perform app.require_uid();
  if not app.is_admin() then
    raise exception using errcode = 'MT403', message = 'Only administrators can read the insights';
  end if;
  return jsonb_build_object(
    'windows', jsonb_build_object('funnelWeeks', 12, 'days', 90, 'asOf', ((now() at time zone 'UTC')::date)::text),
    'funnel', (
      select coalesce(jsonb_agg(jsonb_build_object(
               'week', f.signup_week::text, 'registered', f.registered, 'station1', f.station_1,
               'allStations', f.all_stations, 'firstCourse', f.first_course, 'firstReferral', f.first_referral)
             order by f.signup_week), '[]'::jsonb)
        from reports.activation_funnel f),
    'signups', (
      select coalesce(jsonb_agg(jsonb_build_object('day', s.day::text, 'source', s.source, 'signups', s.signups)
             order by s.day, s.source), '[]'::jsonb)
        from reports.signups_by_source s),
    'tokens', (
      select coalesce(jsonb_agg(jsonb_build_object('day', t.day::text, 'flow', t.flow, 'what', t.what, 'entries', t.entries, 'tokens', t.tokens)
             order by t.day, t.flow, t.tokens desc, t.what), '[]'::jsonb)
        from reports.token_economy t),
    'retention', app.retention_insights()
  );
end;
$function$;

-- Backfill (and a repair an operator can run): every profile's steps from the facts recorded
-- today, keeping any earlier date already kept. A course completed and since reset is found by
-- its completion reward in the ledger ('course_completion' is paid once per course, ever).
create or replace function app.rebuild_activation_milestones()
  returns bigint
  language sql
  set search_path to ''
  AS $function$
  with missions as (
    select mc.user_id, count(*) as done, max(mc.completed_at) as last_at,
           min(mc.completed_at) filter (where mi.station = 1) as station_1_at
      from public.mission_completions mc
      join public.missions mi on mi.id = mc.mission_id
     group by mc.user_id
  ), courses as (
    select c.user_id, min(c.at) as at
      from (select cp.user_id, coalesce(cp.completed_at, cp.updated_at) as at
              from public.course_progress cp where cp.is_completed
            union all
            select l.user_id, l.created_at from public.ledger l where l.reason = 'course_completion') c
     group by c.user_id
  ), referrals as (
    select r.referrer_id as user_id, min(r.created_at) as at
      from app.referrals r where r.referrer_id is not null
     group by r.referrer_id
  ), upserted as (
    insert into app.activation_milestones as m
           (user_id, signed_up_at, station_1_at, all_stations_at, first_course_at, first_referral_at)
    select p.id, p.created_at, ms.station_1_at,
           case when ms.done >= (select count(*) from public.missions) then ms.last_at end,
           co.at, rf.at
      from public.profiles p
      left join missions ms on ms.user_id = p.id
      left join courses co on co.user_id = p.id
      left join referrals rf on rf.user_id = p.id
    on conflict (user_id) do update
      set signed_up_at = excluded.signed_up_at,
          station_1_at = least(m.station_1_at, excluded.station_1_at),
          all_stations_at = least(m.all_stations_at, excluded.all_stations_at),
          first_course_at = least(m.first_course_at, excluded.first_course_at),
          first_referral_at = least(m.first_referral_at, excluded.first_referral_at)
    returning 1
  )
  select count(*) from upserted;
$function$;

comment on function "app"."insights"() is 'Admins only: the activation funnel (12 signup weeks), signups by source and the token economy (90 days) from schema reports, as JSON for /insights.';

comment on function "app"."rebuild_activation_milestones"() is 'Recomputes app.activation_milestones from the recorded facts, keeping earlier kept dates. The migration''s backfill; owner only.';

-- The view: the rows of the last 12 signup weeks, one index range, grouped. A funnel: each step
-- counts the learners who reached it AND every step before it, so no bar is longer than the one
-- above it (courses and invitations are open from day one, so "reached at all" counts went down and
-- up again; docs/product.md#insights).
create view "reports"."activation_funnel" with (security_invoker=true) AS  SELECT (date_trunc('week'::text, (signed_up_at AT TIME ZONE 'UTC'::text)))::date AS signup_week,
    count(*) AS registered,
    count(station_1_at) AS station_1,
    count(*) FILTER (WHERE ((station_1_at IS NOT NULL) AND (all_stations_at IS NOT NULL))) AS all_stations,
    count(*) FILTER (WHERE ((station_1_at IS NOT NULL) AND (all_stations_at IS NOT NULL) AND (first_course_at IS NOT NULL))) AS first_course,
    count(*) FILTER (WHERE ((station_1_at IS NOT NULL) AND (all_stations_at IS NOT NULL) AND (first_course_at IS NOT NULL) AND (first_referral_at IS NOT NULL))) AS first_referral
   FROM app.activation_milestones m
  WHERE (signed_up_at >= ((date_trunc('week'::text, (now() AT TIME ZONE 'UTC'::text)) - '77 days'::interval) AT TIME ZONE 'UTC'::text))
  GROUP BY ((date_trunc('week'::text, (signed_up_at AT TIME ZONE 'UTC'::text)))::date)
  ORDER BY ((date_trunc('week'::text, (signed_up_at AT TIME ZONE 'UTC'::text)))::date) DESC;

-- Books ---------------------------------------------------------------------------------------------
create view "reports"."books_check" with (security_invoker=true) AS  SELECT user_id,
    tokens,
    points,
    ledger_tokens,
    ledger_points
   FROM app.books_check() b(user_id, tokens, points, ledger_tokens, ledger_points);

-- Courses and quizzes -----------------------------------------------------------------------------
create view "reports"."course_completion" with (security_invoker=true) AS  SELECT c.id AS course_id,
    c.title,
    c.is_public,
    count(cp.user_id) AS started,
    count(cp.user_id) FILTER (WHERE cp.is_completed) AS completed,
    round(((100.0 * (count(cp.user_id) FILTER (WHERE cp.is_completed))::numeric) / (NULLIF(count(cp.user_id), 0))::numeric), 1) AS percent_completed
   FROM (public.courses c
     LEFT JOIN public.course_progress cp ON ((cp.course_id = c.id)))
  GROUP BY c.id
  ORDER BY c.id;

create view "reports"."quiz_results" with (security_invoker=true) AS  SELECT q.id AS quiz_id,
    q.course_id,
    c.title AS course,
    q.question,
    count(a.user_id) AS answers,
    count(a.user_id) FILTER (WHERE a.is_correct) AS correct,
    round(((100.0 * (count(a.user_id) FILTER (WHERE a.is_correct))::numeric) / (NULLIF(count(a.user_id), 0))::numeric), 1) AS percent_correct
   FROM ((public.quizzes q
     LEFT JOIN public.courses c ON ((c.id = q.course_id)))
     LEFT JOIN public.quiz_answers a ON ((a.quiz_id = q.id)))
  GROUP BY q.id, c.title
  ORDER BY q.course_id, q.id;

-- Fulfilment -------------------------------------------------------------------------------------
create view "reports"."redemptions_waiting" with (security_invoker=true) AS  SELECT redemption_id,
    redeemed_at,
    (now() - redeemed_at) AS waiting,
    reward,
    learner,
    learner_email,
    user_id
   FROM app.fulfilment_queue q
  ORDER BY redeemed_at, redemption_id;

create view "reports"."referral_refusals" with (security_invoker=true) AS  SELECT ((r.created_at AT TIME ZONE 'UTC'::text))::date AS day,
    r.created_at,
    r.referrer_id,
    COALESCE(p.name, '(deleted account)'::text) AS referrer,
    r.referred_email,
    r.mailbox,
    r.refusal_reason AS reason
   FROM (app.referrals r
     LEFT JOIN public.profiles p ON ((p.id = r.referrer_id)))
  WHERE (r.refusal_reason IS NOT NULL)
  ORDER BY r.created_at DESC;

create view "reports"."signups_by_link_source" with (security_invoker=true) AS  SELECT ((created_at AT TIME ZONE 'UTC'::text))::date AS day,
    COALESCE(link_source, 'unknown'::text) AS link_source,
    count(*) AS signups
   FROM app.referrals r
  WHERE ((created_at >= (((((now() AT TIME ZONE 'UTC'::text))::date - 89))::timestamp without time zone AT TIME ZONE 'UTC'::text)) AND (referred_id IS NOT NULL))
  GROUP BY (((created_at AT TIME ZONE 'UTC'::text))::date), COALESCE(link_source, 'unknown'::text)
  ORDER BY (((created_at AT TIME ZONE 'UTC'::text))::date) DESC, (count(*)) DESC, COALESCE(link_source, 'unknown'::text);

create view "reports"."signups_by_referrer" with (security_invoker=true) AS  SELECT day,
    referrer_id,
    COALESCE(( SELECT p.name
           FROM public.profiles p
          WHERE (p.id = d.referrer_id)), '(deleted account)'::text) AS referrer,
    signups,
    rewarded
   FROM ( SELECT ((r.created_at AT TIME ZONE 'UTC'::text))::date AS day,
            r.referrer_id,
            count(*) AS signups,
            sum(( SELECT count(*) AS count
                   FROM public.ledger l
                  WHERE ((l.user_id = r.referrer_id) AND (l.reason = 'referral'::text) AND (l.reference = (r.referred_id)::text)))) AS rewarded
           FROM app.referrals r
          WHERE (r.created_at >= (((((now() AT TIME ZONE 'UTC'::text))::date - 89))::timestamp without time zone AT TIME ZONE 'UTC'::text))
          GROUP BY (((r.created_at AT TIME ZONE 'UTC'::text))::date), r.referrer_id) d
  ORDER BY day DESC, signups DESC, COALESCE(( SELECT p.name
           FROM public.profiles p
          WHERE (p.id = d.referrer_id)), '(deleted account)'::text);

-- Signups ---------------------------------------------------------------------------------------
-- A signup's source: 'referral' when it came with an invite code that matched a referrer (a row in
-- app.referrals, written in the signup's own transaction, so its time is the signup's), else
-- 'direct'. Two counts per day and a subtraction, no join: each is one index range.
create view "reports"."signups_by_source" with (security_invoker=true) AS  WITH signups AS (
         SELECT ((p.created_at AT TIME ZONE 'UTC'::text))::date AS day,
            count(*) AS signups
           FROM public.profiles p
          WHERE (p.created_at >= (((((now() AT TIME ZONE 'UTC'::text))::date - 89))::timestamp without time zone AT TIME ZONE 'UTC'::text))
          GROUP BY (((p.created_at AT TIME ZONE 'UTC'::text))::date)
        ), referred AS (
         SELECT ((r_1.created_at AT TIME ZONE 'UTC'::text))::date AS day,
            count(*) AS signups
           FROM app.referrals r_1
          WHERE ((r_1.created_at >= (((((now() AT TIME ZONE 'UTC'::text))::date - 89))::timestamp without time zone AT TIME ZONE 'UTC'::text)) AND (r_1.referred_id IS NOT NULL))
          GROUP BY (((r_1.created_at AT TIME ZONE 'UTC'::text))::date)
        )
 SELECT s.day,
    v.source,
    v.signups
   FROM ((signups s
     LEFT JOIN referred r ON ((r.day = s.day)))
     CROSS JOIN LATERAL ( VALUES ('direct'::text,(s.signups - COALESCE(r.signups, (0)::bigint))), ('referral'::text,COALESCE(r.signups, (0)::bigint))) v(source, signups))
  WHERE (v.signups > 0)
  ORDER BY s.day DESC, v.source;

-- Token economy -------------------------------------------------------------------------------------
-- Issued: every ledger row that adds tokens, by reason. Spent: every redemption's ledger row, by the
-- reward bought (the row's reference is the redemption id). A negative adjustment shows as
-- 'spent' with what = 'adjustment'.
create view "reports"."token_economy" with (security_invoker=true) AS  SELECT ((l.created_at AT TIME ZONE 'UTC'::text))::date AS day,
        CASE
            WHEN (l.delta_tokens > 0) THEN 'issued'::text
            ELSE 'spent'::text
        END AS flow,
        CASE
            WHEN (l.reason = 'redemption'::text) THEN COALESCE(r.reward_id, 'redemption'::text)
            ELSE l.reason
        END AS what,
    count(*) AS entries,
    sum(abs(l.delta_tokens)) AS tokens
   FROM (public.ledger l
     LEFT JOIN public.redemptions r ON (((l.reason = 'redemption'::text) AND ((r.id)::text = l.reference))))
  WHERE ((l.delta_tokens <> 0) AND (l.created_at >= (((((now() AT TIME ZONE 'UTC'::text))::date - 89))::timestamp without time zone AT TIME ZONE 'UTC'::text)))
  GROUP BY (((l.created_at AT TIME ZONE 'UTC'::text))::date),
        CASE
            WHEN (l.delta_tokens > 0) THEN 'issued'::text
            ELSE 'spent'::text
        END,
        CASE
            WHEN (l.reason = 'redemption'::text) THEN COALESCE(r.reward_id, 'redemption'::text)
            ELSE l.reason
        END
  ORDER BY (((l.created_at AT TIME ZONE 'UTC'::text))::date) DESC,
        CASE
            WHEN (l.delta_tokens > 0) THEN 'issued'::text
            ELSE 'spent'::text
        END, (sum(abs(l.delta_tokens))) DESC;

comment on view "reports"."activation_funnel" is 'Per signup week (Monday, UTC), last 12 weeks, a funnel: registered; finished station 1; and all five stations; and completed a course; and referred a person. Each step counts the week''s signups that EVER reached it and every step before it: a course reset or a reversed referral reward does not take it back (docs/operators.md).';

comment on view "reports"."books_check" is 'Users whose balances differ from their ledger sums (kept per user by the ledger''s posting trigger and indexed, so this reads only the differences). Must be empty: any row is a bug to investigate. app.ledger_totals_check() checks the kept sums against every ledger row (docs/operators.md).';

comment on view "reports"."course_completion" is 'Per course: learners who started it (any progress), learners who completed it, and the percentage of starters who completed.';

comment on view "reports"."quiz_results" is 'Per quiz question: how many learners answered it (first answer counts) and the percentage answered correctly.';

comment on view "reports"."redemptions_waiting" is 'Redemptions waiting for a person to deliver them, oldest first, with how long each has waited. Settle with ops.fulfil_redemption / ops.refund_redemption or in the app.';

comment on view "reports"."referral_refusals" is 'Referrals that paid the referrer nothing because a guard refused them (daily cap, disposable domain, same mailbox), newest first, with the reason.';

comment on view "reports"."signups_by_link_source" is 'Referred signups per day (UTC), last 90 days, by the invitation link''s source: direct (copied link or invitation e-mail), email, facebook, linkedin, twitter, whatsapp (share buttons), or unknown (signed up before sources were kept, or with a link whose source the app did not write).';

comment on view "reports"."signups_by_referrer" is 'Referred signups per day (UTC), last 90 days, by referrer; rewarded = how many paid the referrer a referral reward (the others were refused: reports.referral_refusals, or wait for the recruit to confirm their address).';

comment on view "reports"."signups_by_source" is 'Signups per day (UTC), last 90 days, by source: referral (signed up with a matching invite code) or direct.';

comment on view "reports"."token_economy" is 'Tokens per day (UTC), last 90 days: issued by ledger reason (mission, quiz, referral, refund, ...) and spent by reward bought; entries = ledger rows.';

create trigger referrals_activation
  after insert on app.referrals referencing NEW table as added
  for each STATEMENT
  execute function app.activation_after_referrals();

create trigger course_progress_activation_insert
  after insert on public.course_progress
  for each row
  when (new.is_completed)
  execute function app.activation_after_course_completed();

create trigger course_progress_activation_update
  after update of is_completed on public.course_progress
  for each row
  when ((new.is_completed AND (NOT old.is_completed)))
  execute function app.activation_after_course_completed();

create trigger mission_completions_activation
  after insert on public.mission_completions referencing NEW table as added
  for each STATEMENT
  execute function app.activation_after_missions();

create trigger profiles_activation_insert
  after insert on public.profiles referencing NEW table as added
  for each STATEMENT
  execute function app.activation_after_profile_insert();

create trigger profiles_activation_signup_moved
  after update of created_at on public.profiles
  for each row
  when ((old.created_at IS DISTINCT FROM new.created_at))
  execute function app.activation_after_signup_moved();

alter table "app"."activation_milestones"
  enable row level security;

revoke all on function "app"."activation_after_course_completed"() from public;

revoke all on function "app"."activation_after_missions"() from public;

revoke all on function "app"."activation_after_profile_insert"() from public;

revoke all on function "app"."activation_after_referrals"() from public;

revoke all on function "app"."activation_after_signup_moved"() from public;

revoke all on function "app"."insights"() from public;

grant execute on function "app"."insights"() to "authenticated", "postgres";

revoke all on function "app"."rebuild_activation_milestones"() from public;
