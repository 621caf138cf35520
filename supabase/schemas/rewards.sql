-- Rewards (docs/product.md#rewards): the catalogue, redemptions and packs with their items, and
-- redeeming a reward. Manual fulfilment is fulfilment.sql; the income-claim checks on admin-written
-- text, claims.sql.
-- One home per object: edit it here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database.md).
-- Sections: types, tables, indexes, functions, triggers, policies, grants (docs/database.md#schema-file-layout).

-- The reward catalogue (docs/product.md#rewards) and redemptions.
--
-- The catalogue is product data, not demo data, so its rows ship in the product-data migration. Redeeming the same
-- reward again is allowed (each redemption is a purchase); each one is its own ledger row
-- (reason 'redemption', reference = redemption id).
create table "public"."rewards" (
  "id"         text     not null,
  "title"      text     not null,
  "cost"       integer  not null,
  "sort_order" smallint not null,
  "fulfilment" text     not null default 'pack'::text,
  "description" text    not null default ''::text,
  constraint "rewards_cost_check" check ((cost > 0)),
  constraint "rewards_description_check" check ((char_length(description) <= 300)),
  constraint "rewards_fulfilment_check" check ((fulfilment = ANY (ARRAY['pack'::text, 'manual'::text]))),
  constraint "rewards_id_check" check ((id ~ '^[a-z][a-z_]{0,39}$'::text)),
  constraint "rewards_pkey" primary key (id),
  constraint "rewards_sort_order_key" unique (sort_order),
  constraint "rewards_title_check" check (((char_length(title) >= 1) AND (char_length(title) <= 100)))
);

create table "public"."redemptions" (
  "id"                 bigint                   generated always as identity not null,
  "user_id"            uuid                     not null,
  "reward_id"          text                     not null,
  "cost"               integer                  not null,
  "created_at"         timestamp with time zone not null default now(),
  "status"             text                     not null default 'delivered'::text,
  "delivery"           text,
  "settled_at"         timestamp with time zone,
  "settled_by"         uuid,
  "refund_reason"      text,
  "delivery_path"      text,
  "delivery_file_name" text,
  constraint "redemptions_check"
    check
    (((delivery_path IS NULL) OR ((split_part(delivery_path, '/'::text, 1) = (id)::text) AND
    (char_length(delivery_path) <= 300)))),
  constraint "redemptions_cost_check" check ((cost > 0)),
  constraint "redemptions_delivery_check"
    check (((delivery IS NULL) OR ((char_length(delivery) >= 1) AND (char_length(delivery) <= 10000)))),
  constraint "redemptions_delivery_file_name_check"
    check
    (((delivery_file_name IS NULL) OR ((char_length(delivery_file_name) >= 1) AND
    (char_length(delivery_file_name) <= 200)))),
  constraint "redemptions_delivery_path_key" unique (delivery_path),
  constraint "redemptions_pkey" primary key (id),
  constraint "redemptions_refund_reason_check"
    check
    (((refund_reason IS NULL) OR ((char_length(refund_reason) >= 1) AND (char_length(refund_reason) <=
    500)))),
  constraint "redemptions_settled_by_fkey" foreign key (settled_by) references auth.users(id) on delete
    set null,
  constraint "redemptions_status_check"
    check ((status = ANY (ARRAY['delivered'::text, 'pending'::text, 'fulfilled'::text, 'refunded'::text]))),
  constraint "redemptions_user_id_fkey" foreign key (user_id) references public.profiles(id)
    on delete cascade,
  constraint "redemptions_reward_id_fkey" foreign key (reward_id) references public.rewards(id)
    on delete restrict
);

-- Pack items -----------------------------------------------------------------------------------
create table "public"."reward_pack_items" (
  "id"                bigint                   generated always as identity not null,
  "reward_id"         text                     not null,
  "title"             text                     not null,
  "body"              text                     not null,
  "position"          integer                  not null default 0,
  "claim_override_id" bigint,
  "updated_at"        timestamp with time zone not null default now(),
  "claims_flagged"    boolean                  not null default false,
  "shown_to_buyers"   boolean                  generated always as (((claim_override_id is not null) or (not claims_flagged))) stored,
  constraint "reward_pack_items_body_check"
    check (((char_length(btrim(body)) >= 1) AND (char_length(btrim(body)) <= 5000))),
  constraint "reward_pack_items_claim_override_id_fkey" foreign key (claim_override_id)
    references app.claim_overrides(id) on delete set null,
  constraint "reward_pack_items_pkey" primary key (id),
  constraint "reward_pack_items_title_check"
    check (((char_length(btrim(title)) >= 1) AND (char_length(btrim(title)) <= 120))),
  constraint "reward_pack_items_reward_id_fkey" foreign key (reward_id) references public.rewards(id)
    on delete cascade
);

comment on column "public"."reward_pack_items"."claims_flagged" is 'Whether the current title and body make a flagged claim: decided by app.check_claims when the text is written and by app.recheck_claims when app.claim_phrases changes, never on a read.';

comment on column "public"."reward_pack_items"."shown_to_buyers" is 'What a buyer of the pack sees: text without a flagged claim, or flagged text saved with a reason (docs/product.md#claim-checks).';

comment on column "public"."redemptions"."delivery_path" is 'The delivered file in the reward-deliveries bucket (<redemption id>/<name>), when the admin attached one.';

comment on column "public"."rewards"."fulfilment" is 'pack: the learner gets the reward''s pack items at once; manual: an admin delivers it from the fulfilment queue.';

-- Rewards that are always worth their price (docs/product.md#rewards): the catalogue is data, and a
-- pack a buyer would get nothing from is not sold.
comment on column public.rewards.description is 'One line under the title in the catalogue.';

create index redemptions_pending_idx on public.redemptions using btree (created_at)
  where (status = 'pending'::text);

create index redemptions_reward_id_idx on public.redemptions using btree (reward_id);

create index redemptions_user_id_idx on public.redemptions using btree (user_id, created_at);

create index reward_pack_items_reward_idx on public.reward_pack_items using btree (reward_id, "position", id);

-- Foreign keys the Performance Advisor wants indexed (unindexed_foreign_keys): deleting the user or
-- the override would otherwise scan these tables to set the column null.
create index redemptions_settled_by_idx on public.redemptions using btree (settled_by);

create index reward_pack_items_claim_override_idx on public.reward_pack_items using btree (claim_override_id);

-- The caller's redemptions, newest first.
create or replace function app.my_redemptions()
  returns jsonb
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  select coalesce(jsonb_agg(app.redemption_json(r) order by r.created_at desc, r.id desc), '[]'::jsonb)
  from public.redemptions r
  where r.user_id = app.require_uid();
$function$;

-- app.redeem_reward(p_reward_id text) -> jsonb, as before, plus:
--   MT400 'Invalid reward type' names the catalogue's ids from the table;
--   MT409 'Coming soon' (detail: app.empty_pack_reason()) for a pack with nothing a buyer would see.
create or replace function app.redeem_reward(p_reward_id text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := app.require_uid();
  v_tokens integer;
  v_reward public.rewards%rowtype;
  v_redemption_id bigint;
  v_status text;
begin
  select p.tokens into v_tokens from public.profiles p where p.id = v_uid for update;
  if not found then
    raise exception using errcode = 'MT404', message = 'Profile not found';
  end if;

  select r.* into v_reward from public.rewards r where r.id = p_reward_id;
  if not found then
    raise exception using errcode = 'MT400', message = 'Invalid reward type',
      detail = format('Choose one of: %s.', (select string_agg(r.id, ', ' order by r.sort_order) from public.rewards r));
  end if;

  if v_reward.fulfilment = 'pack' and app.pack_buyer_items(v_reward.id) = 0 then
    raise exception using errcode = 'MT409', message = 'Coming soon', detail = app.empty_pack_reason();
  end if;

  if v_tokens < v_reward.cost then
    raise exception using errcode = 'MT409', message = 'Insufficient Tokens',
      detail = format('You need at least %s tokens to redeem this reward.', v_reward.cost);
  end if;

  v_status := case v_reward.fulfilment when 'manual' then 'pending' else 'delivered' end;
  insert into public.redemptions (user_id, reward_id, cost, status, settled_at)
  values (v_uid, v_reward.id, v_reward.cost, v_status, case when v_status = 'delivered' then now() end)
  returning id into v_redemption_id;

  insert into public.ledger (user_id, delta_tokens, delta_points, reason, reference)
  values (v_uid, -v_reward.cost, 0, 'redemption', v_redemption_id::text);

  return jsonb_build_object(
    'message', format('Reward redeemed: %s', v_reward.title),
    'redemption', jsonb_build_object('id', v_redemption_id, 'rewardType', v_reward.id,
                                     'title', v_reward.title, 'cost', v_reward.cost, 'status', v_status),
    'user', app.user_json(v_uid)
  );
end;
$$;

-- One redemption as the learner and the admin see it: as before, plus the delivered file.
create or replace function app.redemption_json (
  p_redemption public.redemptions
)
  returns jsonb
  language sql
  stable
  security definer
  set search_path to ''
  AS $function$
  select jsonb_build_object(
    'id', p_redemption.id,
    'rewardType', w.id,
    'title', w.title,
    'fulfilment', w.fulfilment,
    'cost', p_redemption.cost,
    'status', p_redemption.status,
    'createdAt', p_redemption.created_at,
    'settledAt', p_redemption.settled_at,
    'delivery', p_redemption.delivery,
    'deliveryFile', case when p_redemption.delivery_path is null then null
                         else jsonb_build_object('path', p_redemption.delivery_path, 'name', p_redemption.delivery_file_name) end,
    'refundReason', p_redemption.refund_reason,
    'items', case when w.fulfilment = 'pack' and p_redemption.status = 'delivered' then coalesce((
      select jsonb_agg(jsonb_build_object('id', i.id, 'title', i.title, 'body', i.body) order by i.position, i.id)
      from public.reward_pack_items i
      where i.reward_id = w.id and i.shown_to_buyers
    ), '[]'::jsonb) else '[]'::jsonb end
  )
  from public.rewards w where w.id = p_redemption.reward_id;
$function$;

-- Why a pack with nothing a buyer would see is not sold (served and raised in the same words).
create function app.empty_pack_reason()
returns text
language sql
immutable
set search_path = ''
as $$
  select 'Its content is still being written, so it cannot be redeemed yet.'::text;
$$;

-- The catalogue as GET /api/settings serves it, one entry per reward:
--   {id, title, description, cost, fulfilment, items (a pack's items a buyer gets; null for manual),
--    available, unavailableReason}
-- items counts a pack's items without a flagged claim or saved with a reason (shown_to_buyers, the
-- kept verdict, as the reward_pack_items_select policy reads it). A view, so the whole catalogue is
-- one statement for app.public_settings (no function planned per reward), and app.save_reward and
-- app.pack_buyer_items read one row of it.
create view "app"."reward_catalogue" with (security_invoker=true) as
  select r.id, r.sort_order, n.items,
         jsonb_build_object(
           'id', r.id, 'title', r.title, 'description', r.description, 'cost', r.cost,
           'fulfilment', r.fulfilment, 'items', n.items,
           'available', coalesce(n.items, 1) > 0,
           'unavailableReason', case when coalesce(n.items, 1) = 0 then app.empty_pack_reason() end) as entry
    from public.rewards r
    left join lateral (
      select count(*)::integer as items from public.reward_pack_items i where i.reward_id = r.id and i.shown_to_buyers
    ) n on r.fulfilment = 'pack';

comment on view "app"."reward_catalogue" is 'The reward catalogue as GET /api/settings serves it (entry), with the items a buyer of each pack gets (null for manual rewards).';

-- The pack items a buyer of p_reward_id would see (0 for a manual reward).
create function app.pack_buyer_items(p_reward_id text)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select c.items from app.reward_catalogue c where c.id = p_reward_id), 0);
$$;

-- app.save_reward(p_new, p_id, p_title, p_description, p_cost, p_fulfilment) -> jsonb (the entry)
--   Admin only. p_new: adds a reward (placed last); otherwise changes an existing one. Text with a
--   flagged income claim is refused (MT422), as in other admin-written marketing text.
--   Errors: MT401; MT403 'Only administrators can edit rewards'; MT400 for bad values;
--   MT409 'A reward with this id already exists'; MT404 'Reward not found'; MT422.
create function app.save_reward(p_new boolean, p_id text, p_title text, p_description text, p_cost integer, p_fulfilment text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reward public.rewards%rowtype;
  v_hits jsonb;
begin
  perform app.require_uid();
  if not app.is_admin() then
    raise exception using errcode = 'MT403', message = 'Only administrators can edit rewards';
  end if;
  if p_id is null or p_id !~ '^[a-z][a-z_]{0,39}$' then
    raise exception using errcode = 'MT400', message = 'Invalid reward id',
      detail = 'A reward id is 1 to 40 lower-case letters or underscores, starting with a letter.';
  end if;
  if coalesce(char_length(btrim(p_title)), 0) not between 1 and 100 then
    raise exception using errcode = 'MT400', message = 'Invalid title', detail = 'Give the reward a title of at most 100 characters.';
  end if;
  if char_length(coalesce(p_description, '')) > 300 then
    raise exception using errcode = 'MT400', message = 'Invalid description', detail = 'The description must be at most 300 characters.';
  end if;
  if p_cost is null or p_cost not between 1 and 100000 then
    raise exception using errcode = 'MT400', message = 'Invalid cost', detail = 'The cost must be a whole number of tokens from 1 to 100000.';
  end if;
  if p_fulfilment is null or p_fulfilment not in ('pack', 'manual') then
    raise exception using errcode = 'MT400', message = 'Invalid fulfilment', detail = 'Fulfilment must be pack or manual.';
  end if;
  v_hits := app.claim_hits(concat_ws(' ', p_title, p_description));
  if jsonb_array_length(v_hits) > 0 then
    raise exception using errcode = 'MT422', message = 'Possible income claim',
      detail = format('This text may make a claim the FTC treats as misleading: %s. Change it.',
        (select string_agg(format('"%s" (%s)', h ->> 'match', rtrim(h ->> 'reason', '.')), '; ') from jsonb_array_elements(v_hits) h)),
      hint = v_hits::text;
  end if;

  if p_new then
    -- One admin at a time: sort_order is unique and picked from the current maximum.
    lock table public.rewards in share row exclusive mode;
    insert into public.rewards (id, title, description, cost, fulfilment, sort_order)
    values (p_id, btrim(p_title), btrim(coalesce(p_description, '')), p_cost, p_fulfilment,
            (select coalesce(max(r.sort_order), 0) + 1 from public.rewards r))
    on conflict (id) do nothing
    returning * into v_reward;
    if v_reward.id is null then
      raise exception using errcode = 'MT409', message = 'A reward with this id already exists';
    end if;
  else
    update public.rewards r
       set title = btrim(p_title), description = btrim(coalesce(p_description, '')), cost = p_cost, fulfilment = p_fulfilment
     where r.id = p_id
    returning * into v_reward;
    if v_reward.id is null then
      raise exception using errcode = 'MT404', message = 'Reward not found';
    end if;
  end if;
  return (select c.entry from app.reward_catalogue c where c.id = v_reward.id);
end;
$$;

create trigger reward_pack_items_check_claims
  before insert or update of title, body on public.reward_pack_items
  for each row
  execute function app.check_claims();

alter table "public"."redemptions"
  enable row level security;

alter table "public"."reward_pack_items"
  enable row level security;

alter table "public"."rewards"
  enable row level security;

create policy "redemptions_select_own" on "public"."redemptions"
  for select
  to "authenticated"
  using ((user_id = ( select auth.uid() as uid)));

create policy "reward_pack_items_delete_admin" on "public"."reward_pack_items"
  for delete
  to "authenticated"
  using (( select app.is_admin() as is_admin));

create policy "reward_pack_items_insert_admin" on "public"."reward_pack_items"
  for insert
  to "authenticated"
  with check (( SELECT app.is_admin() AS is_admin));

-- Admins see and write every item. A learner sees a pack's items once they redeemed that pack,
-- and never an item whose text is flagged without a recorded reason (shown_to_buyers: a phrase
-- added later flags old text too, until an admin changes it or saves it with a reason).
-- One policy per action (the advisors flag two permissive policies for one action).
create policy "reward_pack_items_select" on "public"."reward_pack_items"
  for select
  to "authenticated"
  using ((( select app.is_admin() as is_admin) or ((exists ( select 1
   from public.redemptions r
  where ((r.user_id = ( select auth.uid() as uid)) AND (r.reward_id = reward_pack_items.reward_id)))) AND
    shown_to_buyers)));

create policy "reward_pack_items_update_admin" on "public"."reward_pack_items"
  for update
  to "authenticated"
  using (( select app.is_admin() as is_admin))
  with check (( SELECT app.is_admin() AS is_admin));

create policy "rewards_select_signed_in" on "public"."rewards"
  for select
  to "authenticated"
  using (true);

-- Hosted's default privileges give the API roles ALL on every new public table and sequence
-- (TRUNCATE, REFERENCES, TRIGGER and MAINTAIN too, which RLS does not govern): they keep only the
-- grants that follow (docs/database.md#privileges).
revoke all on table "public"."rewards", "public"."redemptions", "public"."reward_pack_items" from "anon", "authenticated", "service_role";

revoke all on sequence "public"."redemptions_id_seq", "public"."reward_pack_items_id_seq" from "anon", "authenticated", "service_role";

grant select on table "public"."redemptions" to "authenticated";

grant select on table "public"."redemptions" to "service_role";

grant insert ("body"), update ("body") on table "public"."reward_pack_items" to "authenticated";

grant insert ("position"), update ("position") on table "public"."reward_pack_items" to "authenticated";

grant insert ("reward_id") on table "public"."reward_pack_items" to "authenticated";

grant insert ("title"), update ("title") on table "public"."reward_pack_items" to "authenticated";

grant update ("updated_at") on table "public"."reward_pack_items" to "authenticated";

grant delete, select on table "public"."reward_pack_items" to "authenticated";

grant select on table "public"."rewards" to "authenticated";

grant select on table "public"."rewards" to "service_role";

revoke all on function "app"."my_redemptions"() from public;

grant execute on function "app"."my_redemptions"() to "authenticated", "postgres";

revoke all on function "app"."redeem_reward"(text) from public;

grant execute on function "app"."redeem_reward"(text) to "authenticated", "postgres";

revoke all on function "app"."redemption_json"(public.redemptions) from public;

revoke all on function app.empty_pack_reason() from public, anon, authenticated;

revoke all on function app.pack_buyer_items(text) from public, anon;
grant execute on function app.pack_buyer_items(text) to authenticated;

revoke all on function app.save_reward(boolean, text, text, text, integer, text) from public, anon;
grant execute on function app.save_reward(boolean, text, text, text, integer, text) to authenticated;
