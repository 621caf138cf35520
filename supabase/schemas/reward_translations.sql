-- Rewards in the learner's language (docs/decisions.md, "Languages": content translations): a
-- Spanish and an Arabic version of each catalogue reward's title and description and of each pack
-- item's title and body, beside the English source in public.rewards and public.reward_pack_items.
-- The api serves each text in the reader's language, else in English, and says which (`lang`).
-- One home per object: edit it here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database.md).
-- Sections: types, tables, indexes, functions, triggers, policies, grants (docs/database.md#schema-file-layout).

-- A reward's title and description in one language, with the source's limits. Every signed-in
-- caller reads the catalogue (rewards_select_signed_in), so every signed-in caller reads these;
-- anonymous visitors get the catalogue through GET /api/settings (app.settings_in_language).
create table public.reward_translations (
  reward_id   text        not null,
  locale      text        not null,
  title       text        not null,
  description text        not null default ''::text,
  updated_at  timestamptz not null default now(),
  source_digest text,
  constraint reward_translations_pkey primary key (reward_id, locale),
  constraint reward_translations_reward_id_fkey foreign key (reward_id) references public.rewards (id) on delete cascade,
  constraint reward_translations_locale_check check (locale = any (array['es'::text, 'ar'::text])),
  constraint reward_translations_title_check check (char_length(btrim(title)) between 1 and 100),
  constraint reward_translations_description_check check (char_length(description) <= 300)
);

-- A pack item's title and body in one language. Kept with its own claim verdict, as the item is
-- (claims_flagged, claim_override_id, shown_to_buyers: claims.sql): a buyer reads a translation
-- only when both it and its English item are shown to buyers, else the English item.
create table public.reward_pack_item_translations (
  item_id           bigint      not null,
  locale            text        not null,
  title             text        not null,
  body              text        not null,
  claim_override_id bigint,
  claims_flagged    boolean     not null default false,
  shown_to_buyers   boolean     generated always as (((claim_override_id is not null) or (not claims_flagged))) stored,
  updated_at        timestamptz not null default now(),
  source_digest     text,
  constraint reward_pack_item_translations_pkey primary key (item_id, locale),
  constraint reward_pack_item_translations_item_id_fkey foreign key (item_id) references public.reward_pack_items (id) on delete cascade,
  constraint reward_pack_item_translations_claim_override_id_fkey foreign key (claim_override_id)
    references app.claim_overrides (id) on delete set null,
  constraint reward_pack_item_translations_locale_check check (locale = any (array['es'::text, 'ar'::text])),
  constraint reward_pack_item_translations_title_check check (char_length(btrim(title)) between 1 and 120),
  constraint reward_pack_item_translations_body_check check (char_length(btrim(body)) between 1 and 5000)
);

-- The override's foreign key, indexed as the pack items' is (unindexed_foreign_keys).
create index reward_pack_item_translations_claim_override_idx on public.reward_pack_item_translations using btree (claim_override_id);

-- A reward's translated text is refused when it makes a flagged income claim, with no reason to
-- save it anyway, as app.save_reward refuses the English.
create or replace function app.refuse_reward_claims()
  returns trigger
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_hits jsonb := app.claim_hits(concat_ws(' ', new.title, new.description));
begin
  if jsonb_array_length(v_hits) > 0 then
    raise exception using errcode = 'MT422', message = 'Possible income claim',
      detail = format('This text may make a claim the FTC treats as misleading: %s. Change it.',
        (select string_agg(format('"%s" (%s)', h ->> 'match', rtrim(h ->> 'reason', '.')), '; ') from jsonb_array_elements(v_hits) h)),
      hint = v_hits::text;
  end if;
  return new;
end;
$function$;

create trigger reward_translations_refuse_claims
  before insert or update of title, description on public.reward_translations
  for each row
  execute function app.refuse_reward_claims();

-- Checked like the English item (app.check_claims keeps the verdict beside the text).
create trigger reward_pack_item_translations_check_claims
  before insert or update of title, body on public.reward_pack_item_translations
  for each row
  execute function app.check_claims();

alter table public.reward_translations enable row level security;

alter table public.reward_pack_item_translations enable row level security;

-- Mirrors rewards_select_signed_in; writes: admins only.
create policy reward_translations_select_signed_in on public.reward_translations
  for select
  to authenticated
  using (true);

create policy reward_translations_insert_admin on public.reward_translations
  for insert
  to authenticated
  with check ((select app.is_admin()));

create policy reward_translations_update_admin on public.reward_translations
  for update
  to authenticated
  using ((select app.is_admin()))
  with check ((select app.is_admin()));

create policy reward_translations_delete_admin on public.reward_translations
  for delete
  to authenticated
  using ((select app.is_admin()));

-- Mirrors reward_pack_items_select: admins every one; a learner only a translation of an item they
-- may read (they redeemed its pack and the item is shown to buyers), itself shown to buyers.
create policy reward_pack_item_translations_select on public.reward_pack_item_translations
  for select
  to authenticated
  using ((select app.is_admin()) or (shown_to_buyers and exists (
    select 1 from public.reward_pack_items i
      join public.redemptions r on r.reward_id = i.reward_id and r.user_id = (select auth.uid())
     where i.id = reward_pack_item_translations.item_id and i.shown_to_buyers)));

create policy reward_pack_item_translations_insert_admin on public.reward_pack_item_translations
  for insert
  to authenticated
  with check ((select app.is_admin()));

create policy reward_pack_item_translations_update_admin on public.reward_pack_item_translations
  for update
  to authenticated
  using ((select app.is_admin()))
  with check ((select app.is_admin()));

create policy reward_pack_item_translations_delete_admin on public.reward_pack_item_translations
  for delete
  to authenticated
  using ((select app.is_admin()));

-- Hosted's default privileges give the API roles ALL on every new public table: they keep only the
-- grants that follow (docs/database.md#privileges). Reads as the parents' (no anon); writes name
-- their columns (updated_at is the api's; the verdict columns are the trigger's).
revoke all on table public.reward_translations, public.reward_pack_item_translations from anon, authenticated, service_role;

grant select, delete on table public.reward_translations to authenticated;

grant insert (reward_id, locale, title, description), update (title, description, updated_at)
  on table public.reward_translations to authenticated;

grant select on table public.reward_translations to service_role;

grant select, delete on table public.reward_pack_item_translations to authenticated;

grant insert (item_id, locale, title, body), update (title, body, updated_at)
  on table public.reward_pack_item_translations to authenticated;

grant select on table public.reward_pack_item_translations to service_role;

revoke all on function app.refuse_reward_claims() from public, anon, authenticated;
