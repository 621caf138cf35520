-- Daily challenges in the learner's language (docs/decisions.md, "Languages": content
-- translations): a Spanish and an Arabic version of each challenge's title and description beside
-- the English source, which stays in public.challenges. Admins write them in the content manager;
-- the api serves each challenge in the reader's language, else in English, and says which (`lang`).
-- One home per object: edit it here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database.md).
-- Sections: types, tables, indexes, functions, triggers, policies, grants (docs/database.md#schema-file-layout).

-- A challenge's title and description in one language. English is the challenge row itself, so
-- only es and ar are kept here; the limits are the source columns' (a challenge may have no
-- description, so neither need its translation). Checked for income claims like its source (the
-- trigger below).
create table public.challenge_translations (
  challenge_id bigint      not null,
  locale       text        not null,
  title        text        not null,
  description  text        not null default ''::text,
  updated_at   timestamptz not null default now(),
  source_digest text,
  constraint challenge_translations_pkey primary key (challenge_id, locale),
  constraint challenge_translations_challenge_id_fkey foreign key (challenge_id) references public.challenges (id) on delete cascade,
  constraint challenge_translations_locale_check check (locale = any (array['es'::text, 'ar'::text])),
  constraint challenge_translations_title_check check (char_length(btrim(title)) between 1 and 200),
  constraint challenge_translations_description_check check (char_length(description) <= 2000)
);

-- app.challenges_in(p_mine jsonb, p_locale text) -> jsonb
--   A learner's challenges as app.my_challenges() words them ({reward, challenges}), each
--   challenge's title and description in p_locale where it has a translation the caller may read,
--   else the English; each with `lang` saying which. Runs as the caller: RLS decides what it reads.
create or replace function app.challenges_in (
  p_mine   jsonb,
  p_locale text
)
  returns jsonb
  language sql
  stable
  set search_path to ''
  AS $function$
  select jsonb_set(p_mine, '{challenges}', coalesce((
    select jsonb_agg(c.item || case when t.challenge_id is null then jsonb_build_object('lang', 'en')
                                    else jsonb_build_object('title', t.title, 'description', t.description, 'lang', t.locale) end
                     order by c.n)
      from jsonb_array_elements(p_mine -> 'challenges') with ordinality as c(item, n)
      left join public.challenge_translations t on t.challenge_id = (c.item ->> 'id')::bigint and t.locale = p_locale
  ), '[]'::jsonb));
$function$;

-- A translation is what a Spanish or Arabic learner reads instead of the English, so it is checked
-- for claims as the English challenge is (app.check_claims with the Spanish and Arabic phrases,
-- claims.sql; docs/product.md#claim-checks), whatever path writes it.
create trigger challenge_translations_check_claims
  before insert or update of title, description on public.challenge_translations
  for each row
  execute function app.check_claims();

alter table public.challenge_translations enable row level security;

-- Reads mirror what a caller is shown of the challenge itself: anon the active ones' (the landing
-- page), a learner those and the retired ones they still have an open run in (app.my_challenges
-- lists those), an admin every one. Writes: admins only.
create policy challenge_translations_select_active on public.challenge_translations
  for select
  to anon
  using (exists (select 1 from public.challenges c where c.id = challenge_translations.challenge_id and c.is_active));

create policy challenge_translations_select_visible on public.challenge_translations
  for select
  to authenticated
  using ((select app.is_admin())
         or exists (select 1 from public.challenges c where c.id = challenge_translations.challenge_id and c.is_active)
         or exists (select 1 from public.challenge_runs r
                     where r.challenge_id = challenge_translations.challenge_id and r.user_id = (select auth.uid()) and r.completed_at is null));

create policy challenge_translations_insert_admin on public.challenge_translations
  for insert
  to authenticated
  with check ((select app.is_admin()));

create policy challenge_translations_update_admin on public.challenge_translations
  for update
  to authenticated
  using ((select app.is_admin()))
  with check ((select app.is_admin()));

create policy challenge_translations_delete_admin on public.challenge_translations
  for delete
  to authenticated
  using ((select app.is_admin()));

-- Hosted's default privileges give the API roles ALL on every new public table: they keep only the
-- grants that follow (docs/database.md#privileges). anon reads as it reads challenges; writes name
-- their columns (updated_at is the api's).
revoke all on table public.challenge_translations from anon, authenticated, service_role;

grant select on table public.challenge_translations to anon;

grant select, delete on table public.challenge_translations to authenticated;

grant insert (challenge_id, locale, title, description), update (title, description, updated_at)
  on table public.challenge_translations to authenticated;

grant select on table public.challenge_translations to service_role;

revoke all on function app.challenges_in(jsonb, text) from public;

grant execute on function app.challenges_in(jsonb, text) to authenticated, postgres;
