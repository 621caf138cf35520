-- The learner's side of coaching (docs/product.md#coaching): the cheers they read and mark seen,
-- the help they ask their sponsor for, and their coaching preferences. The sponsor's side (the
-- queue and acting on a task) is in coaching_actions.sql, the tables and the triggers that open
-- tasks in coaching.sql. One home per object: edit it here, then `npm run db:diff -- <name>`
-- writes the migration (docs/database.md).
-- Sections: types, tables, indexes, functions, triggers, policies, grants (docs/database.md#schema-file-layout).

-- Functions ---------------------------------------------------------------------------------------

-- app.my_cheers(p_unseen_only boolean) -> jsonb: the caller's cheers, newest first (at most 50).
--   { cheers: [{id, from: {id, name} | null, message, createdAt, seenAt, answers}], unseen }
--   (answers: the question a cheer on a help task answered, else null; unseen: the cheers not yet
--   seen, an answer to a question left out: it is no cheer, docs/product.md#coaching)
create or replace function app.my_cheers()
  returns jsonb
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  with mine as (
    select c.* from app.cheers c where c.member_id = app.require_uid() order by c.created_at desc, c.id desc limit 50
  )
  select jsonb_build_object(
    'cheers', coalesce((select jsonb_agg(jsonb_build_object(
        'id', c.id,
        'from', case when c.sponsor_id is null then null
                else jsonb_build_object('id', c.sponsor_id, 'name', (select p.name from public.profiles p where p.id = c.sponsor_id)) end,
        'message', c.message, 'preset', c.preset, 'createdAt', c.created_at, 'seenAt', c.seen_at,
        'answers', (select h.question from app.help_requests h where h.user_id = c.member_id and h.answer_cheer_id = c.id)
      ) order by c.created_at desc, c.id desc) from mine c), '[]'::jsonb),
    'unseen', (select count(*) from app.cheers c
                where c.member_id = app.require_uid() and c.seen_at is null
                  and not exists (select 1 from app.help_requests h where h.user_id = c.member_id and h.answer_cheer_id = c.id))
  );
$function$;

-- Marks the caller's cheers up to p_up_to (an id) seen; returns how many were newly marked.
create or replace function app.mark_cheers_seen (
  p_up_to bigint
)
  returns jsonb
  language sql
  security definer
  set search_path to ''
  AS $function$
  with marked as (
    update app.cheers c set seen_at = now()
     where c.member_id = app.require_uid() and c.id <= p_up_to and c.seen_at is null
    returning c.id
  )
  select jsonb_build_object('message', 'Cheers seen', 'marked', (select count(*) from marked));
$function$;

-- app.ask_for_help(p_question text) -> jsonb: the caller's question (1-500 characters,
-- claim-checked) becomes a struggling task for their sponsor (even if they turned coaching off:
-- they asked). At most 5 a day.
--   Errors: MT400 'Question missing'/'Question too long'; MT409 'No sponsor'; MT422 claims;
--   MT429 'Too many questions'.
create or replace function app.ask_for_help (
  p_question text
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_uid uuid := app.require_uid();
  v_text text := btrim(coalesce(p_question, ''));
  v_sponsor uuid;
  v_help bigint;
  v_name text;
  v_oldest timestamptz;
begin
  if v_text = '' then
    raise exception using errcode = 'MT400', message = 'Question missing', detail = 'Write your question.';
  end if;
  if char_length(v_text) > 500 then
    raise exception using errcode = 'MT400', message = 'Question too long', detail = 'A question is at most 500 characters.';
  end if;
  select mp.sponsor_id into v_sponsor
    from app.member_progress mp join public.profiles s on s.id = mp.sponsor_id and s.deleted_at is null
   where mp.user_id = v_uid;
  if v_sponsor is null then
    raise exception using errcode = 'MT409', message = 'No sponsor', detail = 'You joined without a sponsor, so there is nobody to ask yet.';
  end if;
  select min(h.created_at) into v_oldest from (
    select h.created_at from app.help_requests h where h.user_id = v_uid and h.created_at > now() - interval '24 hours'
     order by h.created_at desc offset 4) h;
  if v_oldest is not null then
    raise exception using errcode = 'MT429', message = 'Too many questions',
      detail = 'You can ask for help 5 times a day. Your sponsor has your questions.',
      hint = greatest(1, ceil(extract(epoch from (v_oldest + interval '24 hours' - now()))))::integer::text;
  end if;
  perform app.refuse_claims(v_text);
  insert into app.help_requests (user_id, holder_id, question) values (v_uid, v_sponsor, v_text) returning id into v_help;
  select p.name into v_name from public.profiles p where p.id = v_uid;
  insert into app.coaching_tasks as t (sponsor_id, member_id, kind, reason, help_id)
  -- The reason says who asked; the question itself is the task's question (shown once).
  values (v_sponsor, v_uid, 'struggling', left(format('%s asked for help', v_name), 600), v_help)
  on conflict (sponsor_id, member_id, kind) where closed_at is null
  do update set reason = excluded.reason, created_at = now(), help_id = excluded.help_id, acted_at = null;
  return jsonb_build_object(
    'message', format('%s has your question', (select p.name from public.profiles p where p.id = v_sponsor)),
    'help', jsonb_build_object('id', v_help, 'question', v_text, 'createdAt', now(), 'answeredAt', null, 'answer', null,
      'holder', jsonb_build_object('id', v_sponsor, 'name', (select p.name from public.profiles p where p.id = v_sponsor))));
end;
$function$;

-- app.my_coaching() -> jsonb: the learner's side: their preferences, their sponsor and last cheer,
-- and their recent questions with who has each now.
--   { coached, hideFromUpline, sponsor: {id, name} | null, lastCheer: {...} | null,
--     help: [{id, question, createdAt, answeredAt, answer: {cheerId, message, createdAt, by} | null,
--             holder: {id, name} | null}] }
create or replace function app.my_coaching()
  returns jsonb
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  with me as (select app.require_uid() as id)
  select jsonb_build_object(
    'coached', app.is_coached(me.id),
    'hideFromUpline', coalesce((select cp.hide_from_upline from app.coaching_preferences cp where cp.user_id = me.id), false),
    'sponsor', (select jsonb_build_object('id', s.id, 'name', s.name)
                  from app.member_progress mp join public.profiles s on s.id = mp.sponsor_id and s.deleted_at is null
                 where mp.user_id = me.id),
    'lastCheer', (select jsonb_build_object('id', c.id, 'message', c.message, 'preset', c.preset, 'createdAt', c.created_at, 'seenAt', c.seen_at)
                    from app.cheers c where c.member_id = me.id order by c.created_at desc, c.id desc limit 1),
    'help', coalesce((select jsonb_agg(jsonb_build_object(
        'id', h.id, 'question', h.question, 'createdAt', h.created_at, 'answeredAt', h.answered_at,
        'answer', (select jsonb_build_object('cheerId', c.id, 'message', c.message, 'preset', c.preset, 'createdAt', c.created_at,
                     'by', jsonb_build_object('id', c.sponsor_id, 'name', (select p.name from public.profiles p where p.id = c.sponsor_id)))
                     from app.cheers c where c.id = h.answer_cheer_id),
        'holder', case when h.holder_id is null then null
                  else jsonb_build_object('id', h.holder_id, 'name', (select p.name from public.profiles p where p.id = h.holder_id)) end
      ) order by h.created_at desc, h.id desc)
      from (select x.* from app.help_requests x where x.user_id = me.id order by x.created_at desc, x.id desc limit 10) h), '[]'::jsonb)
  ) from me;
$function$;

-- Sets the caller's coaching preferences (a null leaves one as it is). Turning coaching off closes
-- the open tasks about them except the help they asked for.
create or replace function app.set_coaching (
  p_coached          boolean,
  p_hide_from_upline boolean
)
  returns jsonb
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_uid uuid := app.require_uid();
begin
  insert into app.coaching_preferences as cp (user_id, coached, hide_from_upline)
  values (v_uid, coalesce(p_coached, true), coalesce(p_hide_from_upline, false))
  on conflict (user_id) do update
    set coached = coalesce(p_coached, cp.coached), hide_from_upline = coalesce(p_hide_from_upline, cp.hide_from_upline);
  if not app.is_coached(v_uid) then
    update app.coaching_tasks t set closed_at = now(), outcome = 'resolved'
     where t.member_id = v_uid and t.closed_at is null and t.help_id is null;
  end if;
  return app.my_coaching() || jsonb_build_object('message', 'Coaching preferences saved');
end;
$function$;

-- Grants ------------------------------------------------------------------------------------------

revoke all on function "app"."my_cheers"() from public;

grant execute on function "app"."my_cheers"() to "authenticated", "postgres";

revoke all on function "app"."mark_cheers_seen"(bigint) from public;

grant execute on function "app"."mark_cheers_seen"(bigint) to "authenticated", "postgres";

revoke all on function "app"."ask_for_help"(text) from public;

grant execute on function "app"."ask_for_help"(text) to "authenticated", "postgres";

revoke all on function "app"."my_coaching"() from public;

grant execute on function "app"."my_coaching"() to "authenticated", "postgres";

revoke all on function "app"."set_coaching"(boolean, boolean) from public;

grant execute on function "app"."set_coaching"(boolean, boolean) to "authenticated", "postgres";
