-- The sponsor's side of the coaching queue (docs/product.md#coaching): the actions a task offers, the
-- queue read, acting on a task (cheer, message, nudge, done, dismiss), top coaches and the coaching
-- insights. The learner's side (their cheers, help and preferences) is in coaching_learner.sql; the
-- tables and the triggers that open tasks are in coaching.sql. One home per object: edit it here, then `npm run db:diff -- <name>`
-- writes the migration (docs/database.md).
-- Sections: types, tables, indexes, functions, triggers, policies, grants (docs/database.md#schema-file-layout).

-- Functions ---------------------------------------------------------------------------------------

-- The actions a task offers (the queue shows them; app.coaching_act refuses others). A learner's
-- question is never dismissed: it is answered (a cheer in the app, or Done) or it goes up the line
-- after 48 hours, as the learner was told (docs/product.md#coaching).
create or replace function app.coaching_actions_for (
  p_kind     text,
  p_question boolean
)
  returns text[]
  language sql
  immutable
  set search_path to ''
  AS $function$
  select case
    when p_question then array['message', 'cheer', 'done']
    when p_kind = 'stalled' then array['nudge', 'message', 'cheer', 'done', 'dismiss']
    when p_kind = 'struggling' then array['message', 'cheer', 'done', 'dismiss']
    else array['cheer', 'message', 'done', 'dismiss']
  end;
$function$;

-- When the sponsor p_sponsor last cheered member p_member at or after p_since (a task's moment),
-- else null: that moment is cheered, and a second cheer for it is refused until something new
-- happens (a new event refreshes the task's time; docs/product.md#coaching). An answer to the
-- member's question (a cheer on a help task, app.help_requests.answer_cheer_id) is an answer, not a
-- cheer of their other tasks: it does not count. Internal.
create or replace function app.cheered_since (
  p_sponsor uuid,
  p_member  uuid,
  p_since   timestamp with time zone
)
  returns timestamp with time zone
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  select max(c.created_at) from app.cheers c
   where c.sponsor_id = p_sponsor and c.member_id = p_member and c.created_at >= p_since
     and not exists (select 1 from app.help_requests h where h.user_id = c.member_id and h.answer_cheer_id = c.id);
$function$;

-- When member p_member was first cheered by anyone, else null: the insights' "first cheer" and
-- "cheered in their first 7 days". An answer to their question is not a cheer (as in
-- app.cheered_since), so a recruit whose sponsor only answered counts as not cheered. Internal.
create or replace function app.first_cheer_at (
  p_member uuid
)
  returns timestamp with time zone
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  select min(c.created_at) from app.cheers c
   where c.member_id = p_member
     and not exists (select 1 from app.help_requests h where h.user_id = c.member_id and h.answer_cheer_id = c.id);
$function$;

-- app.coaching_quiz_reason(p_reason text, p_quiz_id bigint, p_locale text) -> text: a struggling
-- task's reason with the quiz question it quotes in p_locale, where the quiz has a translation in
-- it and the reason still quotes the question as the source says it (else the reason as stored:
-- an English sponsor, no translation, or a reason a help request has since replaced). Internal.
create or replace function app.coaching_quiz_reason (
  p_reason  text,
  p_quiz_id bigint,
  p_locale  text
)
  returns text
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  select coalesce((
    select left(p_reason, length(p_reason) - length(q.source)) || format('"%s"', left(tr.question, 120))
      from public.quizzes z
      join public.quiz_translations tr on tr.quiz_id = z.id and tr.locale = p_locale
      cross join lateral (select format('"%s"', left(z.question, 120)) as source) q
     where z.id = p_quiz_id and right(p_reason, length(q.source)) = q.source), p_reason);
$function$;

-- app.coaching_queue(p_locale text) -> jsonb: the caller's open tasks (at most 100): a recruit's
-- waiting question first, oldest first (it goes up the line 48 hours after it arose), then the
-- rest newest first; the summary line of each level-1 member whose team did something this week,
-- the caller's team's week, and how many level-1 recruits they have (Today shows its team card
-- only to a sponsor: a quiet week and no team at all look alike otherwise). A task whose moment the
-- caller already cheered (the member cheered at or after it, through another task of theirs; an
-- answer to a question is no cheer) says when (`cheeredAt`) and offers no cheer; a help task
-- always offers its answer. cheeredToday: the caller's tasks a cheer closed today (the caller's day,
-- in their profile's time zone, as the streak counts it), answers
-- not counted (/team's heading counts them with the listed tasks marked cheered).
--   { tasks: [{id, kind, member: {id, name}, reason, createdAt, actions, question, cheeredAt}],
--     summaries: [{member: {id, name}, joined, stations, courses, text}], week: {weekStart, joined,
--     stations, courses}, recruits, cheeredToday }
-- p_locale is the caller's reading language (the api's readingLocale): a struggling task quotes its
-- quiz's question in it where the quiz has a translation (app.coaching_quiz_reason).
create or replace function app.coaching_queue(
  p_locale text default 'en'
)
  returns jsonb
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  with me as (select app.require_uid() as id),
  wk as (select date_trunc('week', now() at time zone 'utc')::date as start),
  tasks as (
    select t.*, case when t.help_id is null then app.cheered_since(me.id, t.member_id, t.created_at) end as cheered_at,
           row_number() over (order by t.help_id is null, case when t.help_id is not null then t.created_at end,
                                       t.created_at desc, t.id desc) as place
      from app.coaching_tasks t, me
     where t.sponsor_id = me.id and t.closed_at is null
     order by place limit 100
  ),
  summaries as (
    select mp.user_id, w.joined, w.stations, w.courses
      from me
      join app.member_progress mp on mp.sponsor_id = me.id and not mp.deleted
      join app.team_week_activity w on w.user_id = mp.user_id and w.week_start = (select start from wk)
  )
  select jsonb_build_object(
    'tasks', coalesce((select jsonb_agg(jsonb_build_object(
        'id', t.id, 'kind', t.kind,
        'member', jsonb_build_object('id', t.member_id, 'name', (select p.name from public.profiles p where p.id = t.member_id)),
        'reason', app.coaching_quiz_reason(t.reason, t.quiz_id, p_locale),
        'createdAt', t.created_at,
        'actions', to_jsonb(case when t.cheered_at is null then app.coaching_actions_for(t.kind, t.help_id is not null)
                                 else array_remove(app.coaching_actions_for(t.kind, t.help_id is not null), 'cheer') end),
        'question', (select h.question from app.help_requests h where h.id = t.help_id),
        'cheeredAt', t.cheered_at
      ) order by t.place) from tasks t), '[]'::jsonb),
    'summaries', coalesce((select jsonb_agg(jsonb_build_object(
        'member', jsonb_build_object('id', s.user_id, 'name', p.name),
        'joined', s.joined, 'stations', s.stations, 'courses', s.courses,
        'text', concat_ws('; ',
          case when s.stations > 0 then format('%s %s in %s''s team this week', s.stations,
            case when s.stations = 1 then 'station finished' else 'stations finished' end, p.name) end,
          case when s.courses > 0 then format('%s %s finished in %s''s team', s.courses,
            case when s.courses = 1 then 'course' else 'courses' end, p.name) end,
          case when s.joined > 0 then format('%s joined %s''s team', s.joined, p.name) end)
      ) order by p.name, s.user_id)
      from summaries s join public.profiles p on p.id = s.user_id
      where s.joined + s.stations + s.courses > 0), '[]'::jsonb),
    'week', (select jsonb_build_object('weekStart', wk.start, 'joined', coalesce(w.joined, 0),
                                       'stations', coalesce(w.stations, 0), 'courses', coalesce(w.courses, 0))
               from wk left join app.team_week_activity w on w.user_id = (select id from me) and w.week_start = wk.start),
    'recruits', (select count(*) from me join app.member_progress mp on mp.sponsor_id = me.id and not mp.deleted),
    'cheeredToday', (select count(*) from me
                       join public.profiles p on p.id = me.id
                       join app.coaching_actions a on a.sponsor_id = me.id and a.action = 'cheer'
                        and a.created_at >= ((now() at time zone p.time_zone)::date)::timestamp at time zone p.time_zone
                       join app.coaching_tasks t on t.id = a.task_id and t.help_id is null)
  );
$function$;

-- The task p_task, locked, when the caller may take p_action on it: MT404 'Task not found', MT403
-- 'Not your task', MT409 'Task closed', MT400 'Not an action for this task'. Internal.
create or replace function app.caller_task (
  p_task   bigint,
  p_action text
)
  returns app.coaching_tasks
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_task app.coaching_tasks%rowtype;
begin
  select t.* into v_task from app.coaching_tasks t where t.id = p_task for update;
  if not found then
    raise exception using errcode = 'MT404', message = 'Task not found', detail = 'This task does not exist.';
  end if;
  if v_task.sponsor_id <> app.require_uid() then
    raise exception using errcode = 'MT403', message = 'Not your task', detail = 'Only the sponsor this task is for can act on it.';
  end if;
  if v_task.closed_at is not null then
    raise exception using errcode = 'MT409', message = 'Task closed', detail = 'This task is already closed.';
  end if;
  if not (p_action = any (app.coaching_actions_for(v_task.kind, v_task.help_id is not null))) then
    raise exception using errcode = 'MT400', message = 'Not an action for this task',
      detail = format('A %s task offers: %s.', replace(v_task.kind, '_', ' '),
        array_to_string(app.coaching_actions_for(v_task.kind, v_task.help_id is not null), ', '));
  end if;
  return v_task;
end;
$function$;

-- Refuses a learner-visible text a sponsor or learner writes when it makes a flagged claim (MT422,
-- the hits as JSON in the hint, as app.check_claims does for admin text; no override here). The
-- share lock waits for a phrase change in progress (docs/operators.md#income-claim-phrases).
create or replace function app.refuse_claims (
  p_text text
)
  returns void
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_hits jsonb;
begin
  lock table app.claim_phrases in share mode;
  v_hits := app.claim_hits(p_text);
  if jsonb_array_length(v_hits) > 0 then
    raise exception using errcode = 'MT422', message = 'Possible income claim',
      detail = format('This text may make a claim the FTC treats as misleading: %s. Please change it.',
        (select string_agg(format('"%s" (%s)', h ->> 'match', rtrim(h ->> 'reason', '.')), '; ') from jsonb_array_elements(v_hits) h)),
      hint = v_hits::text;
  end if;
end;
$function$;

-- app.coaching_act(p_task, p_action, p_message) -> jsonb: the task's sponsor acts on it.
--   cheer: p_message (1-280 characters, claim-checked) becomes a cheer the member reads;
--   message: returns a prefilled text in the sponsor's voice (p_message, claim-checked, appended;
--     a help task's text quotes the question); it pays no points and answers no question;
--   nudge: records My Team's nudge (app.record_nudge: its rules, in this transaction; the api sends
--     the e-mail after this commits, and app.cancel_coaching_nudge undoes both when sending fails);
--   done, dismiss.
--   Every action but message closes the task. The first cheer, nudge or done on a task earns
--   the sponsor app.settings.coaching_points once (ledger reason coaching, reference the task id),
--   at most coaching_points_per_day rows a day.
--   A cheer for a moment already cheered (app.cheered_since: the member cheered at or after the
--   task arose, through another of their tasks) is refused until something new happens; an
--   answer to a help task never is.
--   Errors: MT404 'Task not found'; MT403 'Not your task'; MT409 'Task closed' / 'Already cheered';
--   MT400 'Not an action for this task' / 'Cheer too long'; MT422 claims (hint: the hits); MT429
--   'Too many coaching actions' (coaching_actions_per_day per sponsor per 24 hours; hint: seconds to wait).
create or replace function app.coaching_act (
  p_task    bigint,
  p_action  text,
  p_message text default null,
  p_preset  text default null
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_uid uuid := app.require_uid();
  v_settings app.settings;
  v_task app.coaching_tasks%rowtype;
  -- A ready-made cheer is its id; its words are the English ones (contract/coaching.ts CHEER_PRESETS,
  -- which the integration tests compare with these), whatever words came with it.
  v_text text := case p_preset
    when 'welcome' then 'Welcome to the team! So glad you joined.'
    when 'proud' then 'Proud of you! Keep going.'
    when 'streak' then 'Keep your streak alive: one lesson today!'
    when 'help' then 'I''m here if you need anything.'
    else nullif(btrim(coalesce(p_message, '')), '')
  end;
  v_count integer;
  v_oldest timestamptz;
  v_points integer := 0;
  v_member text;
  v_sponsor text;
  v_hi text;
  v_cheer bigint;
  v_share text;
  v_nudge jsonb;
begin
  if p_preset is not null and v_text is null then
    raise exception using errcode = 'MT400', message = 'Unknown preset', detail = 'Pick one of the ready-made cheers or write your own.';
  end if;
  if p_preset is not null and p_action <> 'cheer' then
    raise exception using errcode = 'MT400', message = 'Preset without a cheer', detail = 'A ready-made cheer goes with the cheer action only.';
  end if;
  select s.* into v_settings from app.settings s;
  v_task := app.caller_task(p_task, p_action);
  if p_action = 'cheer' and v_task.help_id is null then
    -- Two cheers for one member at once (two tasks, two devices) wait for each other, so the second
    -- sees the first.
    perform pg_advisory_xact_lock(hashtextextended('coaching-cheer:' || v_uid::text || ':' || v_task.member_id::text, 0));
    if app.cheered_since(v_uid, v_task.member_id, v_task.created_at) is not null then
      raise exception using errcode = 'MT409', message = 'Already cheered',
        detail = format('You already cheered %s for this. You can cheer again when something new happens.',
          (select p.name from public.profiles p where p.id = v_task.member_id));
    end if;
  end if;
  select count(*), min(a.created_at) into v_count, v_oldest
    from app.coaching_actions a where a.sponsor_id = v_uid and a.created_at > now() - interval '24 hours';
  if v_count >= v_settings.coaching_actions_per_day then
    raise exception using errcode = 'MT429', message = 'Too many coaching actions',
      detail = format('You can take %s coaching actions a day. Try again later.', v_settings.coaching_actions_per_day),
      hint = greatest(1, ceil(extract(epoch from (v_oldest + interval '24 hours' - now()))))::integer::text;
  end if;
  if p_action = 'cheer' and v_text is null then
    raise exception using errcode = 'MT400', message = 'Cheer missing', detail = 'Write a cheer or pick one.';
  end if;
  if v_text is not null then
    if char_length(v_text) > 280 then
      raise exception using errcode = 'MT400', message = 'Cheer too long', detail = 'A cheer or message is at most 280 characters.';
    end if;
    perform app.refuse_claims(v_text);
  end if;

  select p.name into v_member from public.profiles p where p.id = v_task.member_id;
  select p.name into v_sponsor from public.profiles p where p.id = v_uid;
  -- Everything that may refuse the nudge runs before its e-mail exists (docs/architecture.md).
  if p_action = 'nudge' then
    v_nudge := app.record_nudge(v_task.member_id);
  end if;
  insert into app.coaching_actions (task_id, sponsor_id, action) values (v_task.id, v_uid, p_action);
  if p_action = 'cheer' then
    insert into app.cheers (task_id, sponsor_id, member_id, message, preset) values (v_task.id, v_uid, v_task.member_id, v_text, p_preset)
    returning id into v_cheer;
  end if;
  if p_action = 'message' then
    -- In the sponsor's voice, as people write to each other: first names ("Hi Ana, it's Sam.").
    v_hi := format('Hi %s, it''s %s.', regexp_replace(btrim(v_member), '\s.*$', ''), regexp_replace(btrim(v_sponsor), '\s.*$', ''));
    v_share := concat_ws(' ',
      v_hi,
      case v_task.kind
        when 'welcome' then 'Welcome to the team! I''m here to help you get started in Money Train Academy.'
        when 'congratulate' then 'I saw your progress in Money Train Academy. Well done, keep going!'
        when 'streak_at_risk' then 'You''re on a great streak in Money Train Academy. A two-minute lesson today keeps it going!'
        when 'stalled' then 'I noticed you haven''t been in Money Train Academy for a while. The next lesson takes two minutes. Want to do it together?'
        else 'I saw you might be stuck. Happy to help: when suits you for a quick call?'
      end,
      v_text);
    -- A help task's message answers the question: it quotes it (docs/product.md#coaching).
    if v_task.help_id is not null then
      select format('%s You asked: "%s"', v_hi, h.question)
             || coalesce(' ' || v_text, ' Here is my answer:')
        into v_share
        from app.help_requests h where h.id = v_task.help_id;
    end if;
  end if;
  -- Points for what reached the recruit (a cheer, a nudge) or what the sponsor says is done; never
  -- for a message, which only prepares a text the app cannot see sent. The ledger's idempotency key
  -- (reference: the task id) pays a task once.
  if p_action in ('cheer', 'nudge', 'done') and v_settings.coaching_points > 0 then
    select count(*) into v_count from public.ledger l
     where l.user_id = v_uid and l.reason = 'coaching' and l.created_at >= date_trunc('day', now());
    if v_count < v_settings.coaching_points_per_day then
      insert into public.ledger (user_id, delta_tokens, delta_points, reason, reference)
      values (v_uid, 0, v_settings.coaching_points, 'coaching', v_task.id::text)
      on conflict on constraint ledger_idempotency_key do nothing;
      if found then v_points := v_settings.coaching_points; end if;
    end if;
  end if;
  update app.coaching_tasks t
     set acted_at = case when p_action = 'dismiss' then t.acted_at else coalesce(t.acted_at, now()) end,
         closed_at = case when p_action = 'message' then null else now() end,
         outcome = case when p_action = 'message' then null else p_action end
   where t.id = v_task.id;
  -- A cheer on a help task is the answer the learner reads ("Amara answered: …"); Done says the
  -- sponsor answered another way. A message alone answers nothing the app can see.
  if v_task.help_id is not null and p_action in ('cheer', 'done') then
    update app.help_requests h
       set answered_at = coalesce(h.answered_at, now()),
           answer_cheer_id = coalesce(h.answer_cheer_id, v_cheer)
     where h.id = v_task.help_id;
  end if;

  return jsonb_build_object(
    'message', case p_action
      when 'cheer' then format(case when v_task.help_id is null then 'Cheer sent to %s' else 'Answer sent to %s' end, v_member)
      when 'message' then format('Message for %s ready', v_member)
      when 'nudge' then format('Nudge sent to %s', v_member)
      when 'done' then 'Marked done'
      else 'Dismissed' end,
    'task', jsonb_build_object('id', v_task.id, 'closed', p_action <> 'message'),
    'memberId', v_task.member_id,
    'points', v_points,
    'cheerId', v_cheer,
    'text', v_share,
    -- What the api needs for the push's words and the nudge's e-mail (never shown to the sponsor).
    'answer', v_task.help_id is not null,
    'sponsorName', v_sponsor,
    'nudge', v_nudge,
    -- The member's language, for the push's title (app.mail_locale).
    'locale', app.mail_locale(v_task.member_id),
    -- A cheer goes to the member's devices too when they chose push reminders (the api sends it
    -- after this commits and never shows these to the sponsor).
    'push', case when p_action = 'cheer' then coalesce((
      select jsonb_agg(jsonb_build_object('endpoint', ps.endpoint, 'p256dh', ps.p256dh, 'auth', ps.auth))
        from public.reminder_settings rs join public.push_subscriptions ps on ps.user_id = rs.user_id
       where rs.user_id = v_task.member_id and rs.by_push), '[]'::jsonb) else '[]'::jsonb end
  );
end;
$function$;

-- Undoes the caller's nudge from task p_task when its e-mail could not be sent: the nudge (app.cancel_nudge)
-- and the action go, the task opens again. The ledger keeps its points (it is append-only; the task
-- pays once, so acting on it again pays nothing more).
create or replace function app.cancel_coaching_nudge (
  p_task  bigint,
  p_nudge bigint
)
  returns void
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
begin
  perform app.cancel_nudge(p_nudge);
  delete from app.coaching_actions a
   where a.id = (select max(x.id) from app.coaching_actions x where x.task_id = p_task and x.sponsor_id = app.require_uid()
                    and x.action = 'nudge' and x.created_at > now() - interval '10 minutes');
  if found then
    update app.coaching_tasks t
       set closed_at = null, outcome = null,
           acted_at = (select min(a.created_at) from app.coaching_actions a where a.task_id = t.id and a.action <> 'dismiss')
     where t.id = p_task and t.outcome = 'nudge'
       and not exists (select 1 from app.coaching_tasks o where o.sponsor_id = t.sponsor_id and o.member_id = t.member_id
                          and o.kind = t.kind and o.closed_at is null);
  end if;
end;
$function$;

-- app.top_coaches() -> jsonb: "Top coaches this week" (Monday, UTC): the five learners whose coaching
-- earned the most points this week, with their tasks acted on. Any signed-in learner; names only.
--   [{ id, name, points, tasks }]
create or replace function app.top_coaches()
  returns jsonb
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  select coalesce(jsonb_agg(jsonb_build_object('id', c.user_id, 'name', p.name, 'points', c.points, 'tasks', c.tasks)
                            order by c.points desc, c.tasks desc, p.name), '[]'::jsonb)
    from (select l.user_id, sum(l.delta_points)::integer as points, count(*)::integer as tasks
            from public.ledger l
           where l.reason = 'coaching' and l.created_at >= date_trunc('week', now() at time zone 'utc') at time zone 'utc'
             and app.require_uid() is not null
           group by l.user_id order by points desc, tasks desc limit 5) c
    join public.profiles p on p.id = c.user_id and p.deleted_at is null;
$function$;

-- app.coaching_insights(p_days integer default 90) -> jsonb: the coaching funnel and its effect, for
-- admins (docs/product.md#insights). Over tasks opened in the last p_days (1-365):
--   funnel: [{ kind, tasks, acted, actedWithin24h }] (acted: any action but dismiss);
--   medianHoursToFirstCheer: over recruits who joined in the window and were cheered, hours from
--     joining to their first cheer (app.first_cheer_at: an answer to a question is no cheer; null without any);
--   cohorts: [{ cohort: 'cheered' | 'not_cheered', learners, avgActiveDays14 }]: recruits (with a
--     sponsor) who joined in the window at least 14 days ago, by whether a cheer reached them in their
--     first 7 days; avgActiveDays14 = the mean count of distinct UTC days with a ledger row or a course
--     progress write in their first 14 days.
-- Each array is CSV-ready (flat rows, one header per key). Errors: MT403 for anyone but an admin.
create or replace function app.coaching_insights (
  p_days integer default 90
)
  returns jsonb
  language plpgsql
  stable
  security definer
  set search_path to ''
  AS $function$
declare
  v_since timestamptz := now() - make_interval(days => least(greatest(coalesce(p_days, 90), 1), 365));
begin
  if not app.is_admin() then
    raise exception using errcode = 'MT403', message = 'Only administrators can read the insights';
  end if;
  return jsonb_build_object(
    'days', least(greatest(coalesce(p_days, 90), 1), 365),
    'funnel', coalesce((
      select jsonb_agg(jsonb_build_object('kind', f.kind, 'tasks', f.tasks, 'acted', f.acted, 'actedWithin24h', f.fast) order by f.kind)
        from (select t.kind, count(*)::integer as tasks,
                     count(*) filter (where t.acted_at is not null)::integer as acted,
                     count(*) filter (where t.acted_at <= t.created_at + interval '24 hours')::integer as fast
                from app.coaching_tasks t where t.created_at >= v_since group by t.kind) f), '[]'::jsonb),
    'medianHoursToFirstCheer', (
      select round((percentile_cont(0.5) within group (order by extract(epoch from c.first - mp.joined_at) / 3600))::numeric, 1)
        from app.member_progress mp
        join lateral (select app.first_cheer_at(mp.user_id) as first) c on c.first is not null
       where mp.sponsor_id is not null and mp.joined_at >= v_since),
    'cohorts', coalesce((
      select jsonb_agg(jsonb_build_object('cohort', k.cohort, 'learners', k.learners, 'avgActiveDays14', k.avg_days) order by k.cohort)
        from (select case when r.cheered then 'cheered' else 'not_cheered' end as cohort, count(*)::integer as learners,
                     round(avg(r.days), 2) as avg_days
                from (select mp.user_id,
                             coalesce(app.first_cheer_at(mp.user_id) < mp.joined_at + interval '7 days', false) as cheered,
                             (select count(distinct d.day) from (
                                select l.created_at::date as day from public.ledger l
                                 where l.user_id = mp.user_id and l.created_at < mp.joined_at + interval '14 days'
                                union
                                select cp.updated_at::date from public.course_progress cp
                                 where cp.user_id = mp.user_id and cp.updated_at < mp.joined_at + interval '14 days') d) as days
                        from app.member_progress mp
                       where mp.sponsor_id is not null and not mp.deleted
                         and mp.joined_at >= v_since and mp.joined_at <= now() - interval '14 days') r
               group by 1) k), '[]'::jsonb)
  );
end;
$function$;

-- Grants ------------------------------------------------------------------------------------------

revoke all on function "app"."coaching_actions_for"(text, boolean) from public;

revoke all on function "app"."cheered_since"(uuid, uuid, timestamp with time zone) from public;

revoke all on function "app"."first_cheer_at"(uuid) from public;

revoke all on function "app"."coaching_queue"(text) from public;

revoke all on function "app"."coaching_quiz_reason"(text, bigint, text) from public;

grant execute on function "app"."coaching_queue"(text) to "authenticated", "postgres";

revoke all on function "app"."coaching_act"(bigint, text, text, text) from public;

grant execute on function "app"."coaching_act"(bigint, text, text, text) to "authenticated", "postgres";

revoke all on function "app"."caller_task"(bigint, text) from public;

revoke all on function "app"."refuse_claims"(text) from public;

revoke all on function "app"."cancel_coaching_nudge"(bigint, bigint) from public;

grant execute on function "app"."cancel_coaching_nudge"(bigint, bigint) to "authenticated", "postgres";

revoke all on function "app"."top_coaches"() from public;

grant execute on function "app"."top_coaches"() to "authenticated", "postgres";

revoke all on function "app"."coaching_insights"(integer) from public;

grant execute on function "app"."coaching_insights"(integer) to "authenticated", "postgres";
