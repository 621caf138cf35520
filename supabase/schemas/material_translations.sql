-- Course materials in the learner's language (docs/decisions.md, "Languages": content
-- translations): a Spanish and an Arabic version of each material's title and description beside
-- the English source in public.course_materials. The api serves each material in the reader's
-- language, else in English, and says which (`lang`).
-- One home per object: edit it here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database.md).
-- Sections: types, tables, indexes, functions, triggers, policies, grants (docs/database.md#schema-file-layout).

-- A material's title and description in one language, with the source's limits. Hidden exactly
-- as its material is, which is as its course is (policies below).
create table public.course_material_translations (
  material_id bigint      not null,
  locale      text        not null,
  title       text        not null,
  description text        not null default ''::text,
  updated_at  timestamptz not null default now(),
  source_digest text,
  constraint course_material_translations_pkey primary key (material_id, locale),
  constraint course_material_translations_material_id_fkey foreign key (material_id) references public.course_materials (id) on delete cascade,
  constraint course_material_translations_locale_check check (locale = any (array['es'::text, 'ar'::text])),
  constraint course_material_translations_title_check check (char_length(btrim(title)) between 1 and 200),
  constraint course_material_translations_description_check check (char_length(description) <= 2000)
);

-- Checked for income claims like the English material (claims.sql; a reason saves flagged text,
-- recorded against the material).
create trigger course_material_translations_check_claims
  before insert or update of title, description on public.course_material_translations
  for each row
  execute function app.check_claims();

alter table public.course_material_translations enable row level security;

-- Mirrors course_materials' policies: anon reads a public course's, a learner the same, an admin
-- every one (drafts included). Writes: admins only.
create policy course_material_translations_select_public on public.course_material_translations
  for select
  to anon
  using (exists (select 1 from public.course_materials m join public.courses c on c.id = m.course_id
                  where m.id = course_material_translations.material_id and c.is_public));

create policy course_material_translations_select_public_or_admin on public.course_material_translations
  for select
  to authenticated
  using ((select app.is_admin()) or exists (select 1 from public.course_materials m join public.courses c on c.id = m.course_id
                                             where m.id = course_material_translations.material_id and c.is_public));

create policy course_material_translations_insert_admin on public.course_material_translations
  for insert
  to authenticated
  with check ((select app.is_admin()));

create policy course_material_translations_update_admin on public.course_material_translations
  for update
  to authenticated
  using ((select app.is_admin()))
  with check ((select app.is_admin()));

create policy course_material_translations_delete_admin on public.course_material_translations
  for delete
  to authenticated
  using ((select app.is_admin()));

-- Hosted's default privileges give the API roles ALL on every new public table: they keep only the
-- grants that follow (docs/database.md#privileges), the same reads as course_materials'.
revoke all on table public.course_material_translations from anon, authenticated, service_role;

grant select on table public.course_material_translations to anon;

grant select, delete on table public.course_material_translations to authenticated;

grant insert (material_id, locale, title, description), update (title, description, updated_at)
  on table public.course_material_translations to authenticated;

grant select on table public.course_material_translations to service_role;
