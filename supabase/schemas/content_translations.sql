-- Content in the learner's language (docs/decisions.md, "Languages": content translations): a
-- Spanish and an Arabic version of each course's and each quiz's text beside the English source,
-- which stays in public.courses, public.quizzes and public.quiz_keys. The api serves each text in
-- the reader's language, else in English, and says which (`lang`).
-- One home per object: edit it here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database.md).
-- Sections: types, tables, indexes, functions, triggers, policies, grants (docs/database.md#schema-file-layout).

-- A course's title and description in one language. English is the course row itself, so only es
-- and ar are kept here; a translation is complete (both texts) or absent, and the limits are the
-- source columns'. Hidden exactly as its course is (policies below).
-- It may also carry the lesson video in its language (docs/decisions.md, "Languages": a lesson's
-- video in the learner's language): video_path and captions_path are then what the course's reads
-- serve a reader of that language instead of the course's own video_path and captions_path. Same
-- rules as the course's columns (courses.sql): files in the course-materials bucket under the
-- course's folder, uploaded and checked (app.course_translation_video_file), captions only beside
-- a video. Watch time and completion stay the course's, whatever language the video is in.
create table public.course_translations (
  course_id   bigint      not null,
  locale      text        not null,
  title       text        not null,
  description text        not null,
  updated_at  timestamptz not null default now(),
  source_digest text,
  video_path    text,
  captions_path text,
  constraint course_translations_captions_need_video check (((captions_path IS NULL) OR (video_path IS NOT NULL))),
  -- Under the course's own folder, like public.courses' paths: another course's file cannot be named.
  constraint course_translations_video_path_check
    check (((video_path IS NULL) OR ((video_path ~ '^[0-9]{1,18}/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$'::text) AND
    (split_part(video_path, '/'::text, 1) = (course_id)::text)))),
  constraint course_translations_captions_path_check
    check (((captions_path IS NULL) OR ((captions_path ~ '^[0-9]{1,18}/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$'::text) AND
    (split_part(captions_path, '/'::text, 1) = (course_id)::text)))),
  constraint course_translations_pkey primary key (course_id, locale),
  constraint course_translations_course_id_fkey foreign key (course_id) references public.courses (id) on delete cascade,
  constraint course_translations_locale_check check (locale = any (array['es'::text, 'ar'::text])),
  constraint course_translations_title_check check (char_length(btrim(title)) between 1 and 200),
  constraint course_translations_description_check check (char_length(btrim(description)) between 1 and 5000)
);

-- A quiz's question and choices in one language: the choices in the source's order (the answer key
-- is an index, so it holds for every language), four like the source's. Hidden as its quiz is.
create table public.quiz_translations (
  quiz_id    bigint      not null,
  locale     text        not null,
  question   text        not null,
  choices    text[]      not null,
  updated_at timestamptz not null default now(),
  source_digest text,
  constraint quiz_translations_pkey primary key (quiz_id, locale),
  constraint quiz_translations_quiz_id_fkey foreign key (quiz_id) references public.quizzes (id) on delete cascade,
  constraint quiz_translations_locale_check check (locale = any (array['es'::text, 'ar'::text])),
  constraint quiz_translations_question_check check (char_length(btrim(question)) between 1 and 1000),
  constraint quiz_translations_choices_check
    check ((array_ndims(choices) = 1) and (array_lower(choices, 1) = 1) and (cardinality(choices) = 4) and
      (coalesce(btrim(choices[1]), ''::text) <> ''::text) and (coalesce(btrim(choices[2]), ''::text) <> ''::text) and
      (coalesce(btrim(choices[3]), ''::text) <> ''::text) and (coalesce(btrim(choices[4]), ''::text) <> ''::text) and
      (char_length(array_to_string(choices, ''::text)) <= 2000))
);

-- A quiz's explanation in one language. Apart from the question for the reason public.quiz_keys is
-- apart from public.quizzes: a learner must not read it before answering
-- (docs/architecture.md#quizzes), so RLS shows it to admins only and the learner gets it from
-- app.quiz_explanation once they have answered. Written with its quiz_translations row.
create table public.quiz_key_translations (
  quiz_id     bigint      not null,
  locale      text        not null,
  explanation text        not null default ''::text,
  updated_at  timestamptz not null default now(),
  source_digest text,
  constraint quiz_key_translations_pkey primary key (quiz_id, locale),
  constraint quiz_key_translations_quiz_id_fkey foreign key (quiz_id, locale)
    references public.quiz_translations (quiz_id, locale) on delete cascade,
  constraint quiz_key_translations_locale_check check (locale = any (array['es'::text, 'ar'::text])),
  constraint quiz_key_translations_explanation_check check (char_length(explanation) <= 2000)
);

-- app.quiz_explanation(p_quiz_id bigint, p_locale text) -> jsonb
--   { "explanation", "lang" }: the quiz's explanation in p_locale, else English (lang 'en'). Only for
--   an admin or a caller who has answered the quiz (the answer call and the review show it then);
--   NULL otherwise. SECURITY DEFINER: learners cannot read the keys' tables.
create or replace function app.quiz_explanation (
  p_quiz_id bigint,
  p_locale  text
)
  returns jsonb
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  select jsonb_build_object('explanation', coalesce(t.explanation, k.explanation),
                            'lang', case when t.quiz_id is null then 'en' else t.locale end)
    from public.quiz_keys k
    left join public.quiz_key_translations t on t.quiz_id = k.quiz_id and t.locale = p_locale
   where k.quiz_id = p_quiz_id
     and app.quiz_visible_to_caller(p_quiz_id)
     and (app.is_admin()
          or exists (select 1 from public.quiz_answers a where a.quiz_id = p_quiz_id and a.user_id = (select auth.uid())));
$function$;

-- A translation's video file and its captions, checked as the course's own are
-- (app.checked_video_files, courses.sql): an MP4 or WebM and a WebVTT file, uploaded under the
-- course's folder at the version the api function checked; a video replaced or removed without new
-- captions in the same update drops its captions (the api removes the file).
create or replace function app.course_translation_video_file()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
begin
  new.captions_path := app.checked_video_files(new.course_id, old.video_path, new.video_path, old.captions_path, new.captions_path);
  return new;
end;
$function$;

create trigger course_translations_video_file
  before update of video_path, captions_path on public.course_translations
  for each row
  execute function app.course_translation_video_file();

-- Translations are admin-written text a learner reads, in Spanish and Arabic: checked for income
-- claims like their source (app.check_claims, claims.sql; its Spanish and Arabic phrases).
create trigger course_translations_check_claims
  before insert or update of title, description on public.course_translations
  for each row
  execute function app.check_claims();

create trigger quiz_translations_check_claims
  before insert or update of question, choices on public.quiz_translations
  for each row
  execute function app.check_claims();

create trigger quiz_key_translations_check_claims
  before insert or update of explanation on public.quiz_key_translations
  for each row
  execute function app.check_claims();

alter table public.course_translations enable row level security;

alter table public.quiz_translations enable row level security;

alter table public.quiz_key_translations enable row level security;

-- Reads mirror public.courses' policies: anon sees the translations of public courses, a learner
-- the same, an admin every one (drafts included). Writes: admins only.
create policy course_translations_select_public on public.course_translations
  for select
  to anon
  using (exists (select 1 from public.courses c where c.id = course_translations.course_id and c.is_public));

create policy course_translations_select_public_or_admin on public.course_translations
  for select
  to authenticated
  using ((select app.is_admin()) or exists (select 1 from public.courses c where c.id = course_translations.course_id and c.is_public));

create policy course_translations_insert_admin on public.course_translations
  for insert
  to authenticated
  with check ((select app.is_admin()));

create policy course_translations_update_admin on public.course_translations
  for update
  to authenticated
  using ((select app.is_admin()))
  with check ((select app.is_admin()));

create policy course_translations_delete_admin on public.course_translations
  for delete
  to authenticated
  using ((select app.is_admin()));

-- Mirrors quizzes_select_visible: signed-in callers only (anon reads no quiz), a general quiz or a
-- public course's, every one for admins.
create policy quiz_translations_select_visible on public.quiz_translations
  for select
  to authenticated
  using ((select app.is_admin()) or exists (
    select 1 from public.quizzes q left join public.courses c on c.id = q.course_id
     where q.id = quiz_translations.quiz_id and (q.course_id is null or c.is_public)));

create policy quiz_translations_insert_admin on public.quiz_translations
  for insert
  to authenticated
  with check ((select app.is_admin()));

create policy quiz_translations_update_admin on public.quiz_translations
  for update
  to authenticated
  using ((select app.is_admin()))
  with check ((select app.is_admin()));

create policy quiz_translations_delete_admin on public.quiz_translations
  for delete
  to authenticated
  using ((select app.is_admin()));

-- Mirrors public.quiz_keys: admins only, every action.
create policy quiz_key_translations_select_admin on public.quiz_key_translations
  for select
  to authenticated
  using ((select app.is_admin()));

create policy quiz_key_translations_insert_admin on public.quiz_key_translations
  for insert
  to authenticated
  with check ((select app.is_admin()));

create policy quiz_key_translations_update_admin on public.quiz_key_translations
  for update
  to authenticated
  using ((select app.is_admin()))
  with check ((select app.is_admin()));

create policy quiz_key_translations_delete_admin on public.quiz_key_translations
  for delete
  to authenticated
  using ((select app.is_admin()));

-- Hosted's default privileges give the API roles ALL on every new public table: they keep only the
-- grants that follow (docs/database.md#privileges). The grants mirror the parents': anon may read
-- what it reads of courses (no quizzes); writes name their columns (updated_at is the api's).
revoke all on table public.course_translations, public.quiz_translations, public.quiz_key_translations
  from anon, authenticated, service_role;

grant select on table public.course_translations to anon;

grant select, delete on table public.course_translations to authenticated;

grant insert (course_id, locale, title, description), update (title, description, updated_at)
  on table public.course_translations to authenticated;

-- Set by an admin once the translation exists; app.course_translation_video_file checks them.
grant update (video_path, captions_path) on table public.course_translations to authenticated;

grant select on table public.course_translations to service_role;

grant select, delete on table public.quiz_translations to authenticated;

grant insert (quiz_id, locale, question, choices), update (question, choices, updated_at)
  on table public.quiz_translations to authenticated;

grant select on table public.quiz_translations to service_role;

grant select, delete on table public.quiz_key_translations to authenticated;

grant insert (quiz_id, locale, explanation), update (explanation, updated_at)
  on table public.quiz_key_translations to authenticated;

revoke all on function app.course_translation_video_file() from public;

revoke all on function app.quiz_explanation(bigint, text) from public;

grant execute on function app.quiz_explanation(bigint, text) to authenticated, postgres;
