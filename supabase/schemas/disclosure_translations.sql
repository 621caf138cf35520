-- The income disclosure's words in the learner's language (docs/decisions.md, "Languages": content
-- translations): a Spanish and an Arabic version of its source and typical costs, beside the
-- English in app.settings; its figures are the same in every language. Also what serves the
-- catalogue's and the disclosure's translations with GET /api/settings (coverage is counted in
-- translation_sources.sql).
-- One home per object: edit it here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database.md).
-- Sections: types, tables, indexes, functions, triggers, policies, grants (docs/database.md#schema-file-layout).

-- One row per language; the limits are app.settings' income_source and income_typical_costs.
create table app.income_disclosure_translations (
  locale        text        not null,
  typical_costs text        not null default ''::text,
  source        text        not null,
  updated_at    timestamptz not null default now(),
  source_digest text,
  constraint income_disclosure_translations_pkey primary key (locale),
  constraint income_disclosure_translations_locale_check check (locale = any (array['es'::text, 'ar'::text])),
  constraint income_disclosure_translations_typical_costs_check check (char_length(typical_costs) <= 300),
  constraint income_disclosure_translations_source_check check (char_length(btrim(source)) between 1 and 300)
);

-- app.settings_in_language(p_locale text) -> jsonb
--   { "rewards": {<reward id>: {title, description}}, "incomeDisclosure": {typicalCosts, source} | null }:
--   the catalogue's and the disclosure's texts in p_locale, for GET /api/settings to lay over the
--   English (app.public_settings); empty for English or a text with no translation. Public facts, as
--   the catalogue and the disclosure are.
create or replace function app.settings_in_language (
  p_locale text
)
  returns jsonb
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  select jsonb_build_object(
    'rewards', coalesce((select jsonb_object_agg(t.reward_id, jsonb_build_object('title', t.title, 'description', t.description))
                           from public.reward_translations t where t.locale = p_locale), '{}'::jsonb),
    'incomeDisclosure', (select jsonb_build_object('typicalCosts', d.typical_costs, 'source', d.source)
                           from app.income_disclosure_translations d where d.locale = p_locale));
$function$;

alter table app.income_disclosure_translations enable row level security;

-- Admins only, every action: learners and visitors read it through app.settings_in_language.
create policy income_disclosure_translations_select_admin on app.income_disclosure_translations
  for select
  to authenticated
  using ((select app.is_admin()));

create policy income_disclosure_translations_insert_admin on app.income_disclosure_translations
  for insert
  to authenticated
  with check ((select app.is_admin()));

create policy income_disclosure_translations_update_admin on app.income_disclosure_translations
  for update
  to authenticated
  using ((select app.is_admin()))
  with check ((select app.is_admin()));

create policy income_disclosure_translations_delete_admin on app.income_disclosure_translations
  for delete
  to authenticated
  using ((select app.is_admin()));

-- Writes name their columns (updated_at is the api's); nobody but admins (policies above).
revoke all on table app.income_disclosure_translations from anon, authenticated, service_role;

grant select, delete on table app.income_disclosure_translations to authenticated;

grant insert (locale, typical_costs, source), update (typical_costs, source, updated_at)
  on table app.income_disclosure_translations to authenticated;

revoke all on function app.settings_in_language(text) from public;

grant execute on function app.settings_in_language(text) to authenticated, postgres, service_role;
