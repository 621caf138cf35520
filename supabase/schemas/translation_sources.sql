-- What each translation translated (docs/decisions.md, "Languages": out-of-date translations): every
-- translation row keeps `source_digest`, a digest of its English source's texts as they were when
-- it was saved, written here by a trigger (never by the client: no API role may write the column).
-- When the English changes, the digests differ and the translation is "out of date" until an
-- admin saves it again. Also the one count of translation coverage, over all eight kinds of text.
-- One home per object: edit it here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database.md).
-- Sections: types, tables, indexes, functions, triggers, policies, grants (docs/database.md#schema-file-layout).

-- app.translation_sources() -> table (kind text, key text, source jsonb)
--   Every translatable English text: its kind (as GET /api/translations/coverage names it), its key
--   as text (the row's id; '' for the income disclosure, which is one per project and counts once
--   published) and the source fields a translation renders. A quiz is two: its question and choices
--   ('quizzes', which learners may read) and its explanation ('quizKeys', kept from learners until
--   they answer: docs/architecture.md#quizzes), each digested apart so the digest a learner can
--   read says nothing about the explanation. Runs as its caller; only the functions below call it.
create or replace function app.translation_sources()
  returns table (kind text, key text, source jsonb)
  language sql
  stable
  set search_path to ''
  AS $function$
  select 'courses', x.id::text, jsonb_build_array(x.title, x.description) from public.courses x
  union all
  select 'quizzes', x.id::text, jsonb_build_array(x.question, x.choices) from public.quizzes x
  union all
  select 'quizKeys', x.quiz_id::text, jsonb_build_array(x.explanation) from public.quiz_keys x
  union all
  select 'missions', x.id::text, jsonb_build_array(x.title, x.description, x.content) from public.missions x
  union all
  select 'challenges', x.id::text, jsonb_build_array(x.title, x.description) from public.challenges x
  union all
  select 'rewards', x.id, jsonb_build_array(x.title, x.description) from public.rewards x
  union all
  select 'packItems', x.id::text, jsonb_build_array(x.title, x.body) from public.reward_pack_items x
  union all
  select 'materials', x.id::text, jsonb_build_array(x.title, x.description) from public.course_materials x
  union all
  select 'incomeDisclosure', '', jsonb_build_array(x.income_typical_costs, x.income_source)
    from app.settings x where x.income_median_annual is not null;
$function$;

-- app.translation_rows() -> table (kind text, key text, locale text, source_digest text)
--   Every saved translation, keyed as app.translation_sources() keys its source.
create or replace function app.translation_rows()
  returns table (kind text, key text, locale text, source_digest text)
  language sql
  stable
  set search_path to ''
  AS $function$
  select 'courses', t.course_id::text, t.locale, t.source_digest from public.course_translations t
  union all
  select 'quizzes', t.quiz_id::text, t.locale, t.source_digest from public.quiz_translations t
  union all
  select 'quizKeys', t.quiz_id::text, t.locale, t.source_digest from public.quiz_key_translations t
  union all
  select 'missions', t.mission_id::text, t.locale, t.source_digest from public.mission_translations t
  union all
  select 'challenges', t.challenge_id::text, t.locale, t.source_digest from public.challenge_translations t
  union all
  select 'rewards', t.reward_id, t.locale, t.source_digest from public.reward_translations t
  union all
  select 'packItems', t.item_id::text, t.locale, t.source_digest from public.reward_pack_item_translations t
  union all
  select 'materials', t.material_id::text, t.locale, t.source_digest from public.course_material_translations t
  union all
  select 'incomeDisclosure', '', t.locale, t.source_digest from app.income_disclosure_translations t;
$function$;

-- app.text_digest(p_source jsonb) -> text
--   SHA-256 of a source's texts as JSON, in hex: what a translation row keeps as `source_digest`.
create or replace function app.text_digest (
  p_source jsonb
)
  returns text
  language sql
  immutable
  set search_path to ''
  AS $function$
  select encode(sha256(convert_to(p_source::text, 'UTF8')), 'hex');
$function$;

-- app.source_digest(p_kind text, p_key text) -> text
--   The digest of one English source's texts now; NULL when there is no such source.
create or replace function app.source_digest (
  p_kind text,
  p_key  text
)
  returns text
  language sql
  stable
  set search_path to ''
  AS $function$
  select app.text_digest(s.source)
    from app.translation_sources() s
   where s.kind = p_kind and s.key = p_key;
$function$;

-- app.translation_current(p_kind text, p_key text, p_digest text) -> boolean
--   Whether a translation saved with p_digest still translates its source's current English; NULL
--   when there is no such source or the caller may not ask. Admins ask of every kind; anyone else
--   only of a quiz they may see ('quizzes'), as the api serves a quiz's translated choices only
--   while they match the English ones the answer key counts (docs/decisions.md, "Languages").
--   SECURITY DEFINER: the sources include texts the caller may not read.
create or replace function app.translation_current (
  p_kind   text,
  p_key    text,
  p_digest text
)
  returns boolean
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  select p_digest is not distinct from app.source_digest(p_kind, p_key)
   where exists (select 1 from app.translation_sources() s where s.kind = p_kind and s.key = p_key)
     and (app.is_admin() or (p_kind = 'quizzes' and app.quiz_visible_to_caller(p_key::bigint)));
$function$;

-- Stamps a translation row with its source's digest as it is saved (insert, or an update of its
-- texts: saving it again makes it current). Trigger arguments: the kind, and the column holding
-- the source's key (none for the income disclosure).
create or replace function app.stamp_translation_source()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
begin
  new.source_digest := app.source_digest(tg_argv[0], coalesce(to_jsonb(new) ->> tg_argv[1], ''));
  return new;
end;
$function$;

-- app.translation_coverage() -> jsonb
--   Admin only. [{ "locale", "translated", "outOfDate", "total", and per kind ("courses", "quizzes",
--   "missions", "challenges", "rewards", "packItems", "materials", "incomeDisclosure") the same
--   {translated, outOfDate, total} }] for es and ar. A text is one source (a course's title and
--   description, a quiz's question, choices and explanation, ...), drafts and retired ones
--   included; "translated" counts the current translations, "outOfDate" those whose English
--   changed since they were saved, and the rest have none. Each language also lists the texts that
--   need its translation, "needs": [{ "kind", "key", "state" ("outOfDate" or "missing"), and where
--   the content manager opens it under another text, "courseId" (a quiz's, a material's) or
--   "rewardId" (a pack item's) }], out-of-date ones first, then by kind, newest first; at most 1000
--   per language, so the read stays bounded (total - translated says how many there are in all).
--   Errors: MT401; MT403.
create or replace function app.translation_coverage()
  returns jsonb
  language plpgsql
  stable
  security definer
  set search_path to ''
  AS $function$
begin
  perform app.require_uid();
  if not app.is_admin() then
    raise exception using errcode = 'MT403', message = 'Only administrators can read translation coverage';
  end if;
  return (
    with texts as (
      -- One row per text and language; a quiz's explanation belongs to its quiz's text.
      select case s.kind when 'quizKeys' then 'quizzes' else s.kind end as kind, s.key, l.locale,
             bool_and(t.key is not null) as translated,
             bool_or(t.source_digest is distinct from app.text_digest(s.source)) as out_of_date
        from app.translation_sources() s
        cross join unnest(array['es', 'ar']) as l(locale)
        left join app.translation_rows() t on t.kind = s.kind and t.key = s.key and t.locale = l.locale
       group by 1, 2, 3
    ), counts as (
      select k.kind, k.n as kind_n, l.locale, l.n as locale_n,
             count(x.key) filter (where x.translated and not x.out_of_date)::integer as translated,
             count(x.key) filter (where x.translated and x.out_of_date)::integer as out_of_date,
             count(x.key)::integer as total
        from unnest(array['courses', 'quizzes', 'missions', 'challenges', 'rewards', 'packItems', 'materials', 'incomeDisclosure'])
               with ordinality as k(kind, n)
        cross join unnest(array['es', 'ar']) with ordinality as l(locale, n)
        left join texts x on x.kind = k.kind and x.locale = l.locale
       group by 1, 2, 3, 4
    ), needs as (
      -- Which texts need a translation in each language: the content manager marks them and opens each.
      select x.locale,
             jsonb_agg(
               jsonb_strip_nulls(jsonb_build_object(
                 'kind', x.kind, 'key', x.key, 'state', case when x.translated then 'outOfDate' else 'missing' end,
                 'courseId', coalesce(q.course_id, m.course_id), 'rewardId', i.reward_id))
               order by x.translated desc, x.kind_n, length(x.key) desc, x.key desc) as needs
        from (
          select x.*, k.n as kind_n,
                 row_number() over (partition by x.locale order by x.translated desc, k.n, length(x.key) desc, x.key desc) as rank
            from texts x
            join unnest(array['courses', 'quizzes', 'missions', 'challenges', 'rewards', 'packItems', 'materials', 'incomeDisclosure'])
                   with ordinality as k(kind, n) on k.kind = x.kind
           where not x.translated or x.out_of_date
        ) x
        left join public.quizzes q on x.kind = 'quizzes' and q.id::text = x.key
        left join public.course_materials m on x.kind = 'materials' and m.id::text = x.key
        left join public.reward_pack_items i on x.kind = 'packItems' and i.id::text = x.key
       where x.rank <= 1000
       group by 1
    ), languages as (
      select c.locale, c.locale_n,
             jsonb_build_object('locale', c.locale, 'translated', sum(c.translated), 'outOfDate', sum(c.out_of_date), 'total', sum(c.total),
                                'needs', coalesce((select n.needs from needs n where n.locale = c.locale), '[]'::jsonb))
             || jsonb_object_agg(c.kind, jsonb_build_object('translated', c.translated, 'outOfDate', c.out_of_date, 'total', c.total)) as entry
        from counts c
       group by 1, 2
    )
    select jsonb_agg(entry order by locale_n) from languages
  );
end;
$function$;

create trigger course_translations_stamp_source
  before insert or update of title, description on public.course_translations
  for each row
  execute function app.stamp_translation_source('courses', 'course_id');

create trigger quiz_translations_stamp_source
  before insert or update of question, choices on public.quiz_translations
  for each row
  execute function app.stamp_translation_source('quizzes', 'quiz_id');

create trigger quiz_key_translations_stamp_source
  before insert or update of explanation on public.quiz_key_translations
  for each row
  execute function app.stamp_translation_source('quizKeys', 'quiz_id');

create trigger mission_translations_stamp_source
  before insert or update of title, description, content on public.mission_translations
  for each row
  execute function app.stamp_translation_source('missions', 'mission_id');

create trigger challenge_translations_stamp_source
  before insert or update of title, description on public.challenge_translations
  for each row
  execute function app.stamp_translation_source('challenges', 'challenge_id');

create trigger reward_translations_stamp_source
  before insert or update of title, description on public.reward_translations
  for each row
  execute function app.stamp_translation_source('rewards', 'reward_id');

create trigger reward_pack_item_translations_stamp_source
  before insert or update of title, body on public.reward_pack_item_translations
  for each row
  execute function app.stamp_translation_source('packItems', 'item_id');

create trigger course_material_translations_stamp_source
  before insert or update of title, description on public.course_material_translations
  for each row
  execute function app.stamp_translation_source('materials', 'material_id');

create trigger income_disclosure_translations_stamp_source
  before insert or update of typical_costs, source on app.income_disclosure_translations
  for each row
  execute function app.stamp_translation_source('incomeDisclosure');

-- The sources, the rows and the digest are read only inside the SECURITY DEFINER functions above
-- (they include texts a learner may not read).
revoke all on function app.translation_sources() from public;

grant execute on function app.translation_sources() to postgres;

revoke all on function app.translation_rows() from public;

grant execute on function app.translation_rows() to postgres;

revoke all on function app.text_digest(jsonb) from public;

grant execute on function app.text_digest(jsonb) to postgres;

revoke all on function app.source_digest(text, text) from public;

grant execute on function app.source_digest(text, text) to postgres;

revoke all on function app.translation_current(text, text, text) from public;

grant execute on function app.translation_current(text, text, text) to authenticated, postgres;

revoke all on function app.stamp_translation_source() from public, anon, authenticated;

revoke all on function app.translation_coverage() from public;

grant execute on function app.translation_coverage() to authenticated, postgres;
