-- The income disclosure's words in the learner's language (docs/decisions.md, "Languages": content
-- translations): a Spanish and an Arabic version of its source and typical costs, beside the
-- English in app.settings; its figures are the same in every language. Also what serves the
-- catalogue's and the disclosure's translations with GET /api/settings, and counts this round's
-- translations for the content manager's coverage line.
-- One home per object: edit it here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database.md).
-- Sections: types, tables, indexes, functions, triggers, policies, grants (docs/database.md#schema-file-layout).

-- One row per language; the limits are app.settings' income_source and income_typical_costs.
create table app.income_disclosure_translations (
  locale        text        not null,
  typical_costs text        not null default ''::text,
  source        text        not null,
  updated_at    timestamptz not null default now(),
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

-- app.more_translation_coverage() -> jsonb
--   Admin only. [{ "locale", "rewards", "packItems", "materials", "incomeDisclosure" }] for es and ar,
--   each {translated, total}: what GET /api/translations/coverage adds to app.translation_coverage's
--   courses and quizzes. The disclosure counts as one text once an operator published one.
--   Errors: MT401; MT403.
create or replace function app.more_translation_coverage()
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
    select jsonb_agg(jsonb_build_object(
             'locale', l.locale,
             'rewards', (select jsonb_build_object('total', count(*), 'translated', count(t.reward_id))
                           from public.rewards x left join public.reward_translations t on t.reward_id = x.id and t.locale = l.locale),
             'packItems', (select jsonb_build_object('total', count(*), 'translated', count(t.item_id))
                             from public.reward_pack_items x
                             left join public.reward_pack_item_translations t on t.item_id = x.id and t.locale = l.locale),
             'materials', (select jsonb_build_object('total', count(*), 'translated', count(t.material_id))
                             from public.course_materials x
                             left join public.course_material_translations t on t.material_id = x.id and t.locale = l.locale),
             'incomeDisclosure', (select jsonb_build_object('total', count(*), 'translated', count(t.locale))
                                    from app.settings s
                                    left join app.income_disclosure_translations t on t.locale = l.locale
                                   where s.income_median_annual is not null)) order by l.n)
      from unnest(array['es', 'ar']) with ordinality as l(locale, n)
  );
end;
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

revoke all on function app.more_translation_coverage() from public;

grant execute on function app.more_translation_coverage() to authenticated, postgres;
