-- The reward catalogue (SPEC §3: fixed, 5 tokens each) and redemptions.
--
-- The catalogue is product data, not demo data, so it ships in the migration. Redeeming the same
-- reward again is allowed (each redemption is a purchase); each one is its own ledger row
-- (reason 'redemption', reference = redemption id).

create table public.rewards (
  id text primary key check (id ~ '^[a-z][a-z_]{0,39}$'),
  title text not null check (char_length(title) between 1 and 100),
  cost integer not null check (cost > 0),
  sort_order smallint not null unique
);
alter table public.rewards enable row level security;
revoke all on table public.rewards from anon, authenticated, service_role;
grant select on table public.rewards to authenticated, service_role;

create policy rewards_select_signed_in on public.rewards
  for select to authenticated
  using (true);

insert into public.rewards (id, title, cost, sort_order) values
  ('social_posts', '5 Social Media Posts', 5, 1),
  ('email_swipes', 'Email Swipe Pack', 5, 2),
  ('warm_leads', '10 Warm Leads', 5, 3);

create table public.redemptions (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.profiles (id) on delete cascade,
  reward_id text not null references public.rewards (id) on delete restrict,
  cost integer not null check (cost > 0),
  created_at timestamptz not null default now()
);
create index redemptions_user_id_idx on public.redemptions (user_id, created_at);
create index redemptions_reward_id_idx on public.redemptions (reward_id);
alter table public.redemptions enable row level security;
revoke all on table public.redemptions from anon, authenticated, service_role;
grant select on table public.redemptions to authenticated, service_role;

create policy redemptions_select_own on public.redemptions
  for select to authenticated
  using (user_id = (select auth.uid()));

-- app.redeem_reward(p_reward_id text) -> jsonb
--   { "message", "redemption": {id, rewardType, title, cost}, "user": <app.user_json> }
--   Spends the reward's cost in tokens. The caller's profile row is locked before the balance is
--   read, so 50 parallel calls with 10 tokens make exactly 2 redemptions.
--   Errors: MT401; MT400 'Invalid reward type' (unknown id); MT409 'Insufficient Tokens'
--   (detail 'You need at least 5 tokens to redeem this reward.').
create function app.redeem_reward(p_reward_id text)
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
begin
  select p.tokens into v_tokens from public.profiles p where p.id = v_uid for update;
  if not found then
    raise exception using errcode = 'MT404', message = 'Profile not found';
  end if;

  select r.* into v_reward from public.rewards r where r.id = p_reward_id;
  if not found then
    raise exception using errcode = 'MT400', message = 'Invalid reward type',
      detail = 'Choose one of: social_posts, email_swipes, warm_leads.';
  end if;

  if v_tokens < v_reward.cost then
    raise exception using errcode = 'MT409', message = 'Insufficient Tokens',
      detail = format('You need at least %s tokens to redeem this reward.', v_reward.cost);
  end if;

  insert into public.redemptions (user_id, reward_id, cost)
  values (v_uid, v_reward.id, v_reward.cost)
  returning id into v_redemption_id;

  insert into public.ledger (user_id, delta_tokens, delta_points, reason, reference)
  values (v_uid, -v_reward.cost, 0, 'redemption', v_redemption_id::text);

  return jsonb_build_object(
    'message', format('Reward redeemed: %s', v_reward.title),
    'redemption', jsonb_build_object('id', v_redemption_id, 'rewardType', v_reward.id,
                                     'title', v_reward.title, 'cost', v_reward.cost),
    'user', app.user_json(v_uid)
  );
end;
$$;
revoke execute on function app.redeem_reward(text) from public, anon;
grant execute on function app.redeem_reward(text) to authenticated;
