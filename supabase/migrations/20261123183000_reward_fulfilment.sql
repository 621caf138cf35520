-- Rewards that deliver (docs/product.md#rewards): every catalogue reward is fulfilled either by
-- content an admin writes once (a "pack": posts or e-mails, shown to the learner the moment they
-- redeem) or by a person (warm leads: the redemption waits in a queue until an admin delivers it,
-- or refunds it through the ledger, once).
--
-- Why the state lives on public.redemptions: a redemption is the purchase, and its fulfilment is
-- the purchase's state; one row per purchase keeps the learner's list, the admin's queue and the
-- operator's view one query each.

alter table public.rewards
  add column fulfilment text not null default 'pack' check (fulfilment in ('pack', 'manual'));
update public.rewards set fulfilment = 'manual' where id = 'warm_leads';
comment on column public.rewards.fulfilment is
  'pack: the learner gets the reward''s pack items at once; manual: an admin delivers it from the fulfilment queue.';

-- The ledger learns one more reason: the refund of a redemption that could not be fulfilled
-- (reference = redemption id, so the unique key makes a second refund impossible). The list keeps
-- every reason written before it, including 'challenge' (daily challenge rewards, added by
-- 20261123170000_daily_challenges.sql, which runs first).
alter table public.ledger drop constraint ledger_reason_check;
alter table public.ledger add constraint ledger_reason_check check (reason in (
  'mission', 'course_completion', 'quiz', 'referral', 'referral_bonus', 'redemption', 'adjustment', 'refund', 'challenge'
));

-- Redemptions: delivered (a pack, at once), pending -> fulfilled (manual), pending -> refunded.
alter table public.redemptions
  add column status text not null default 'delivered'
    check (status in ('delivered', 'pending', 'fulfilled', 'refunded')),
  add column delivery text check (delivery is null or char_length(delivery) between 1 and 10000),
  add column settled_at timestamptz,
  add column settled_by uuid references auth.users (id) on delete set null,
  add column refund_reason text check (refund_reason is null or char_length(refund_reason) between 1 and 500);
update public.redemptions r set status = 'pending'
  from public.rewards w where w.id = r.reward_id and w.fulfilment = 'manual';
create index redemptions_pending_idx on public.redemptions (created_at) where status = 'pending';

-- Claim checks ---------------------------------------------------------------------------------
-- Marketing text an admin writes (pack items, course texts, material descriptions) is checked for
-- the income and lifestyle claims the FTC names as likely misleading. The phrases are POSIX
-- regular expressions matched case-insensitively; operators extend the list from the dashboard.
create table app.claim_phrases (
  id bigint generated always as identity primary key,
  pattern text not null unique check (char_length(pattern) between 1 and 500),
  reason text not null check (char_length(reason) between 1 and 300),
  created_at timestamptz not null default now()
);
alter table app.claim_phrases enable row level security;
revoke all on table app.claim_phrases from public, anon, authenticated, service_role;
comment on table app.claim_phrases is
  'Income and lifestyle claims to flag in admin-written content (case-insensitive POSIX regex + the reason shown to the admin). Add rows to extend.';

insert into app.claim_phrases (pattern, reason) values
  ('\$\s?[0-9][0-9,.]*\s?[kK]?\+?\s*(a|an|per|/|each|every)\s*(hour|hr|day|week|wk|month|mo|year|yr)\M',
   'An earnings amount per period: most people in network marketing earn far less.'),
  ('[0-9][0-9,.]*\s?(dollars|usd|euros|pounds)\s*(a|an|per|/|each|every)\s*(hour|day|week|month|year)\M',
   'An earnings amount per period: most people in network marketing earn far less.'),
  ('\m(six|seven|6|7)[- ]figures?\M', 'An income level that typical participants do not reach.'),
  ('\mquit (your|my|their) (day )?job', 'Promises that people can leave their employment.'),
  ('\mfire (your|my|their) boss', 'Promises that people can leave their employment.'),
  ('\mfinancial(ly)? (freedom|free|independence|independent)\M', 'Promises a lifestyle the business rarely provides.'),
  ('\mguaranteed? (income|earnings|returns?|profits?|results?|money)\M', 'No income can be guaranteed.'),
  ('\m(income|earnings|returns?|profits?) (is |are )?guaranteed\M', 'No income can be guaranteed.'),
  ('\mpassive income\M', 'Suggests earnings without work.'),
  ('\m(get rich|rich quick)\M', 'Promises wealth.'),
  ('\mretire (early|young|in [0-9]+)', 'Promises a lifestyle the business rarely provides.'),
  ('\m(luxury|dream) (cars?|lifestyle|homes?|houses?|vacations?|holidays?)\M|\m(lamborghini|ferrari|yachts?|private jets?|mansions?)\M',
   'A luxury-lifestyle promise.');

-- The claims a text makes: [{ "match": <the words>, "reason": <why> }] in phrase order.
create function app.claim_hits(p_text text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('match', m.words, 'reason', p.reason) order by p.id), '[]'::jsonb)
  from app.claim_phrases p
  cross join lateral (select (pg_catalog.regexp_match(coalesce(p_text, ''), '(' || p.pattern || ')', 'i'))[1] as words) m
  where m.words is not null;
$$;
revoke execute on function app.claim_hits(text) from public, anon, authenticated;

-- Saving flagged text anyway needs a reason, kept here with the admin and the time.
create table app.claim_overrides (
  id bigint generated always as identity primary key,
  subject text not null check (subject in ('course', 'course_material', 'reward_pack_item')),
  subject_id bigint not null,
  hits jsonb not null,
  reason text not null check (char_length(btrim(reason)) between 3 and 500),
  admin_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);
alter table app.claim_overrides enable row level security;
revoke all on table app.claim_overrides from public, anon, authenticated, service_role;
comment on table app.claim_overrides is
  'Admin-written content saved despite flagged claims: which text, what was flagged, the reason given, by whom, when.';

-- Trigger on every table of admin-written marketing text (checks whatever path writes it: the
-- api function, the Data API, the SQL editor). Flagged text is refused with MT422 unless the same
-- transaction set `app.claim_reason` (the api function does when the admin gives one); then the
-- override is recorded. The detail is the sentence for the admin, the hint the hits as JSON.
create function app.check_claims()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_text text;
  v_hits jsonb;
  v_reason text := nullif(btrim(coalesce(pg_catalog.current_setting('app.claim_reason', true), '')), '');
  v_subject text := case tg_table_name when 'courses' then 'course' when 'course_materials' then 'course_material' else 'reward_pack_item' end;
  v_override bigint;
begin
  -- Separate statements: PL/pgSQL resolves a record's fields per statement, and only pack items have a body.
  if tg_table_name = 'reward_pack_items' then
    v_text := concat_ws(' ', new.title, new.body);
  else
    v_text := concat_ws(' ', new.title, new.description);
  end if;
  v_hits := app.claim_hits(v_text);
  if jsonb_array_length(v_hits) = 0 then
    if tg_table_name = 'reward_pack_items' then new.claim_override_id := null; end if;
    return new;
  end if;
  if v_reason is null then
    raise exception using errcode = 'MT422', message = 'Possible income claim',
      detail = format('This text may make a claim the FTC treats as misleading: %s. Change it, or give a reason to save it anyway.',
        (select string_agg(format('"%s" (%s)', h ->> 'match', rtrim(h ->> 'reason', '.')), '; ') from jsonb_array_elements(v_hits) h)),
      hint = v_hits::text;
  end if;
  if char_length(v_reason) < 3 or char_length(v_reason) > 500 then
    raise exception using errcode = 'MT400', message = 'Invalid reason',
      detail = 'The reason to save flagged text must be 3 to 500 characters.';
  end if;
  insert into app.claim_overrides (subject, subject_id, hits, reason, admin_id)
  values (v_subject, new.id, v_hits, v_reason, auth.uid())
  returning id into v_override;
  if tg_table_name = 'reward_pack_items' then new.claim_override_id := v_override; end if;
  return new;
end;
$$;
revoke execute on function app.check_claims() from public, anon, authenticated;

create trigger courses_check_claims
  before insert or update of title, description on public.courses
  for each row execute function app.check_claims();
create trigger course_materials_check_claims
  before insert or update of title, description on public.course_materials
  for each row execute function app.check_claims();

-- Pack items -----------------------------------------------------------------------------------
create table public.reward_pack_items (
  id bigint generated always as identity primary key,
  reward_id text not null references public.rewards (id) on delete cascade,
  title text not null check (char_length(btrim(title)) between 1 and 120),
  body text not null check (char_length(btrim(body)) between 1 and 5000),
  position integer not null default 0,
  -- Set by app.check_claims when the text was saved despite flagged claims; null when it has none.
  claim_override_id bigint references app.claim_overrides (id) on delete set null,
  updated_at timestamptz not null default now()
);
create index reward_pack_items_reward_idx on public.reward_pack_items (reward_id, position, id);
alter table public.reward_pack_items enable row level security;
revoke all on table public.reward_pack_items from anon, authenticated, service_role;
grant select, delete on table public.reward_pack_items to authenticated;
grant insert (reward_id, title, body, position) on table public.reward_pack_items to authenticated;
grant update (title, body, position, updated_at) on table public.reward_pack_items to authenticated;

-- Whether a text makes a flagged claim (for the policy below, which runs as the learner; it tells
-- nothing about the phrase list but yes or no for text the caller can already read).
create function app.has_claims(p_text text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_array_length(app.claim_hits(p_text)) > 0;
$$;
revoke execute on function app.has_claims(text) from public, anon;
grant execute on function app.has_claims(text) to authenticated;

-- Admins see and write every item. A learner sees a pack's items once they redeemed that pack,
-- and never an item whose text is flagged without a recorded reason (a phrase added later flags
-- old text too, until an admin changes it or saves it with a reason).
-- One policy per action (the advisors flag two permissive policies for one action).
create policy reward_pack_items_select on public.reward_pack_items
  for select to authenticated
  using (
    (select app.is_admin())
    or (
      exists (select 1 from public.redemptions r where r.user_id = (select auth.uid()) and r.reward_id = reward_pack_items.reward_id)
      and (claim_override_id is not null or not app.has_claims(concat_ws(' ', title, body)))
    )
  );
create policy reward_pack_items_insert_admin on public.reward_pack_items
  for insert to authenticated
  with check ((select app.is_admin()));
create policy reward_pack_items_update_admin on public.reward_pack_items
  for update to authenticated
  using ((select app.is_admin()))
  with check ((select app.is_admin()));
create policy reward_pack_items_delete_admin on public.reward_pack_items
  for delete to authenticated
  using ((select app.is_admin()));

create trigger reward_pack_items_check_claims
  before insert or update of title, body on public.reward_pack_items
  for each row execute function app.check_claims();

-- Redeeming --------------------------------------------------------------------------------------
-- As before (the caller's row locked before the balance is read), plus the status: a pack is
-- delivered at once, a manual reward waits in the queue.
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
      detail = 'Choose one of: social_posts, email_swipes, warm_leads.';
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
revoke execute on function app.redeem_reward(text) from public, anon;
grant execute on function app.redeem_reward(text) to authenticated;

-- One redemption as the learner and the admin see it. Pack items are read with the caller's RLS
-- (the learner sees a pack's visible items; the query runs inside a security definer function, so
-- the same visibility rule is applied explicitly).
create function app.redemption_json(p_redemption public.redemptions)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
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
    'refundReason', p_redemption.refund_reason,
    'items', case when w.fulfilment = 'pack' and p_redemption.status = 'delivered' then coalesce((
      select jsonb_agg(jsonb_build_object('id', i.id, 'title', i.title, 'body', i.body) order by i.position, i.id)
      from public.reward_pack_items i
      where i.reward_id = w.id and (i.claim_override_id is not null or not app.has_claims(concat_ws(' ', i.title, i.body)))
    ), '[]'::jsonb) else '[]'::jsonb end
  )
  from public.rewards w where w.id = p_redemption.reward_id;
$$;
revoke execute on function app.redemption_json(public.redemptions) from public, anon, authenticated;

-- The caller's redemptions, newest first.
create function app.my_redemptions()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(app.redemption_json(r) order by r.created_at desc, r.id desc), '[]'::jsonb)
  from public.redemptions r
  where r.user_id = app.require_uid();
$$;
revoke execute on function app.my_redemptions() from public, anon;
grant execute on function app.my_redemptions() to authenticated;

-- What the mail to the learner needs: their address and name with the redemption.
create function app.redemption_mail(p_redemption_id bigint)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('to', u.email, 'name', p.name, 'redemption', app.redemption_json(r))
  from public.redemptions r
  join public.profiles p on p.id = r.user_id
  join auth.users u on u.id = r.user_id
  where r.id = p_redemption_id
    and (r.user_id = auth.uid() or app.is_admin());
$$;
revoke execute on function app.redemption_mail(bigint) from public, anon;
grant execute on function app.redemption_mail(bigint) to authenticated;

-- Fulfilment queue -------------------------------------------------------------------------------
-- For operators in the Supabase dashboard (app.fulfilment_queue, oldest first) and for the admin
-- screen (app.fulfilment_list(), which adds the latest settled ones).
create view app.fulfilment_queue
with (security_invoker = true) as
  select r.id as redemption_id, r.created_at as redeemed_at, w.title as reward, r.status,
         p.name as learner, u.email as learner_email, r.user_id
  from public.redemptions r
  join public.rewards w on w.id = r.reward_id
  join public.profiles p on p.id = r.user_id
  join auth.users u on u.id = r.user_id
  where r.status = 'pending'
  order by r.created_at, r.id;
revoke all on app.fulfilment_queue from public, anon, authenticated, service_role;
comment on view app.fulfilment_queue is
  'Redemptions waiting for a person to deliver them (oldest first). Deliver or refund them in the app''s Content Manager.';

create function app.fulfilment_list()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform app.require_uid();
  if not app.is_admin() then
    raise exception using errcode = 'MT403', message = 'Only administrators can manage rewards';
  end if;
  return (
    select coalesce(jsonb_agg(app.redemption_json(r) || jsonb_build_object('learner', p.name, 'learnerEmail', u.email)
                              order by (r.status = 'pending') desc, case when r.status = 'pending' then r.created_at end, r.settled_at desc), '[]'::jsonb)
    from (
      select r.* from public.redemptions r join public.rewards w on w.id = r.reward_id
      where w.fulfilment = 'manual'
        and (r.status = 'pending' or r.id in (
          select r2.id from public.redemptions r2 join public.rewards w2 on w2.id = r2.reward_id
          where w2.fulfilment = 'manual' and r2.status <> 'pending' order by r2.settled_at desc nulls last limit 20))
    ) r
    join public.profiles p on p.id = r.user_id
    join auth.users u on u.id = r.user_id
  );
end;
$$;
revoke execute on function app.fulfilment_list() from public, anon;
grant execute on function app.fulfilment_list() to authenticated;

-- Settling one pending redemption: 'fulfil' records what was delivered; 'refund' returns the
-- tokens through the ledger (reason 'refund', reference = redemption id: once, by the unique key).
-- The row lock makes two admins settling the same redemption at once settle it once.
create function app.settle_redemption(p_redemption_id bigint, p_action text, p_text text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := app.require_uid();
  v_redemption public.redemptions%rowtype;
  v_text text := nullif(btrim(coalesce(p_text, '')), '');
begin
  if not app.is_admin() then
    raise exception using errcode = 'MT403', message = 'Only administrators can manage rewards';
  end if;
  select r.* into v_redemption from public.redemptions r where r.id = p_redemption_id for update;
  if not found then
    raise exception using errcode = 'MT404', message = 'Redemption not found';
  end if;
  if v_redemption.status <> 'pending' then
    raise exception using errcode = 'MT409', message = 'Already settled',
      detail = format('This redemption was already %s.', v_redemption.status);
  end if;
  if p_action = 'fulfil' then
    if v_text is null or char_length(v_text) > 10000 then
      raise exception using errcode = 'MT400', message = 'Delivery required',
        detail = 'Describe what was delivered (1 to 10000 characters).';
    end if;
    update public.redemptions set status = 'fulfilled', delivery = v_text, settled_at = now(), settled_by = v_uid
    where id = p_redemption_id returning * into v_redemption;
  elsif p_action = 'refund' then
    if v_text is null or char_length(v_text) > 500 then
      raise exception using errcode = 'MT400', message = 'Reason required',
        detail = 'Say why the reward cannot be delivered (1 to 500 characters).';
    end if;
    update public.redemptions set status = 'refunded', refund_reason = v_text, settled_at = now(), settled_by = v_uid
    where id = p_redemption_id returning * into v_redemption;
    insert into public.ledger (user_id, delta_tokens, delta_points, reason, reference)
    values (v_redemption.user_id, v_redemption.cost, 0, 'refund', v_redemption.id::text);
  else
    raise exception using errcode = 'MT400', message = 'Unknown action';
  end if;
  return jsonb_build_object(
    'message', case p_action when 'fulfil' then 'Marked as delivered' else 'Refunded' end,
    'redemption', app.redemption_json(v_redemption)
  );
end;
$$;
revoke execute on function app.settle_redemption(bigint, text, text) from public, anon;
grant execute on function app.settle_redemption(bigint, text, text) to authenticated;
