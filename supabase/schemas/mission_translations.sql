-- The five stations in the learner's language (docs/decisions.md, "Languages": content
-- translations): a Spanish and an Arabic version of each station's title, description and lesson
-- beside the English source, which stays in public.missions. The api serves each station in the
-- reader's language, else in English, and says which (`lang`).
-- Stations are operator-seeded product data (no admin screen writes public.missions), so their
-- translations are too: a hand-written migration adds or changes them (docs/database.md#data).
-- One home per object: edit it here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database.md).
-- Sections: types, tables, indexes, functions, triggers, policies, grants (docs/database.md#schema-file-layout).

-- A station's texts in one language. English is the mission row itself, so only es and ar are kept
-- here; a translation is complete (all three texts) or absent, and the limits are the source
-- columns'. The lesson keeps the source's Markdown structure (the same steps and lists).
create table public.mission_translations (
  mission_id  integer     not null,
  locale      text        not null,
  title       text        not null,
  description text        not null,
  content     text        not null,
  updated_at  timestamptz not null default now(),
  source_digest text,
  constraint mission_translations_pkey primary key (mission_id, locale),
  constraint mission_translations_mission_id_fkey foreign key (mission_id) references public.missions (id) on delete cascade,
  constraint mission_translations_locale_check check (locale = any (array['es'::text, 'ar'::text])),
  constraint mission_translations_title_check check (char_length(btrim(title)) between 1 and 200),
  constraint mission_translations_description_check check (char_length(btrim(description)) between 1 and 1000),
  constraint mission_translations_content_check check (char_length(btrim(content)) between 1 and 20000)
);

alter table public.mission_translations enable row level security;

-- As visible as public.missions: every signed-in caller reads every station (the api keeps a
-- locked station's lesson back, in every language); anonymous callers read none. Nobody writes
-- through the API roles: no insert, update or delete policy or grant.
create policy mission_translations_select_signed_in on public.mission_translations
  for select
  to authenticated
  using (true);

-- Hosted's default privileges give the API roles ALL on every new public table: they keep only the
-- grants that follow (docs/database.md#privileges), the same as public.missions'.
revoke all on table public.mission_translations from anon, authenticated, service_role;

grant select on table public.mission_translations to authenticated;

grant select on table public.mission_translations to service_role;
