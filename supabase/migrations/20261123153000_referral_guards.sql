-- Referral guards (docs/referral-guards.md): a referral reward is refused, and the refusal recorded
-- with a reason an operator can read, when
--   * the referrer has already been paid for app.settings.referral_daily_cap people in the last 24 hours,
--   * the new address is on a disposable-domain list (app.disposable_email_domains: seeded from the
--     npm package disposable-email-domains by local/disposable-domains.ts, extended by operators),
--   * the new address is the same mailbox as the referrer's own or as an address already referred
--     (one mailbox is one person: lower case, +tag removed, dots ignored at Gmail).
-- The signup itself always succeeds: a guard only withholds the reward.
--
-- The decision is one function, app.referral_refusal_reason(referrer, e-mail), returning null (pay)
-- or the reason; app.pay_referral, the one path that pays a referral (at signup, or at e-mail
-- confirmation), asks it while holding the referrer's row lock.

alter table app.settings
  -- 0 pays no referral at all; the default leaves room for a genuine burst (a post shared widely).
  add column referral_daily_cap integer not null default 25 check (referral_daily_cap >= 0),
  add column referral_refuse_disposable boolean not null default true;

-- Domains whose addresses (and whose subdomains' addresses) earn no referral reward. `source` says
-- where a row came from: 'npm:disposable-email-domains@<version>' for the seeded list (replaced
-- when the package is upgraded), 'operator' (or any other text) for rows an operator added, which
-- seeding never touches.
create table app.disposable_email_domains (
  domain text primary key check (domain = lower(domain) and domain ~ '^[a-z0-9.-]+$'),
  source text not null default 'operator',
  added_at timestamptz not null default now()
);
alter table app.disposable_email_domains enable row level security;
revoke all on table app.disposable_email_domains from public, anon, authenticated, service_role;
comment on table app.disposable_email_domains is
  'Disposable e-mail domains: no referral reward for their addresses. Add rows with source ''operator''; see docs/referral-guards.md.';

-- app.email_mailbox(email) -> text: the mailbox an address delivers to, for "one mailbox is one
-- person": lower case, the +tag removed (every large provider delivers a+tag@ to a@), and at Gmail
-- (gmail.com, googlemail.com: one provider) dots in the local part removed, as Gmail ignores them.
-- Other providers treat dots as significant, so they are kept there.
create function app.email_mailbox(p_email text)
returns text
language sql
immutable
set search_path = ''
as $$
  with parts as (
    select split_part(lower(btrim(p_email)), '@', 1) as local,
           split_part(lower(btrim(p_email)), '@', 2) as domain
  ), canonical as (
    select split_part(local, '+', 1) as local,
           case when domain = 'googlemail.com' then 'gmail.com' else domain end as domain
      from parts
  )
  select case when domain = 'gmail.com' then replace(local, '.', '') else local end || '@' || domain
    from canonical;
$$;
revoke execute on function app.email_mailbox(text) from public, anon, authenticated;

-- The referral row records the mailbox, and the reason when no reward was paid (null = paid).
alter table app.referrals
  add column mailbox text,
  add column refusal_reason text;
update app.referrals set mailbox = app.email_mailbox(referred_email);
alter table app.referrals alter column mailbox set not null;
create index referrals_mailbox_idx on app.referrals (mailbox);
-- The daily cap counts a referrer's paid referrals of the last 24 hours.
create index referrals_referrer_paid_idx on app.referrals (referrer_id, paid_at) where paid_at is not null;
comment on column app.referrals.refusal_reason is
  'Null when the referrer was paid; otherwise why not, in words for an operator (app.referral_refusal_reason).';

-- app.referral_refusal_reason(referrer, referred e-mail) -> text | null
--   Null: pay the referral. Otherwise the reason, for app.referrals.refusal_reason. Call it while
--   holding the referrer's profile row lock (the daily count is then exact) and before paying
--   it. Takes a transaction lock on the mailbox so two aliases of one mailbox signing
--   up at once are decided one after the other.
create function app.referral_refusal_reason(p_referrer_id uuid, p_email text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(p_email));
  v_mailbox text := app.email_mailbox(p_email);
  v_domain text := split_part(lower(btrim(p_email)), '@', 2);
  v_settings app.settings;
  v_paid_today integer;
  v_listed text;
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('app.referrals.mailbox:' || v_mailbox, 0));
  select s.* into v_settings from app.settings s;

  if v_mailbox = (select app.email_mailbox(u.email) from auth.users u where u.id = p_referrer_id) then
    return format('Same mailbox as the referrer (%s)', v_mailbox);
  end if;

  if exists (select 1 from app.referrals r where r.mailbox = v_mailbox and r.referred_email <> v_email) then
    return format('Mailbox %s was already referred under another spelling of the address', v_mailbox);
  end if;

  if v_settings.referral_refuse_disposable then
    -- The domain itself or any parent domain (a subdomain of a disposable domain is disposable too).
    -- Primary-key lookups of each suffix: mail.a.b -> mail.a.b, a.b, b.
    select d.domain into v_listed
      from app.disposable_email_domains d
     where d.domain = any (array(
             select array_to_string(l.labels[i:], '.')
               from (select string_to_array(v_domain, '.') as labels) l,
                    generate_series(1, coalesce(array_length(l.labels, 1), 0)) as i))
     order by length(d.domain) desc
     limit 1;
    if v_listed is not null then
      return format('Disposable e-mail domain %s (app.disposable_email_domains)', v_listed);
    end if;
  end if;

  select count(*) into v_paid_today
    from app.referrals r
   where r.referrer_id = p_referrer_id and r.paid_at > now() - interval '24 hours';
  if v_paid_today >= v_settings.referral_daily_cap then
    return format('Daily cap reached: %s paid referrals in the last 24 hours (app.settings.referral_daily_cap = %s)',
                  v_paid_today, v_settings.referral_daily_cap);
  end if;

  return null;
end;
$$;
revoke execute on function app.referral_refusal_reason(uuid, text) from public, anon, authenticated;

-- Referrals are recorded at signup (app.credit_referral) and paid by app.pay_referral, at signup
-- when the address is already confirmed, else at its first confirmation
-- (…143200_referrals_paid_on_confirmation.sql). The guard sits in the payment: a refused referral
-- keeps its row (so the address still counts as referred once) with the reason, and pays nothing,
-- counts no invite and earns no bonus. The invitation is still marked accepted: the person joined.

-- app.credit_referral as in …143200, also recording the mailbox (one mailbox is one person).
create or replace function app.credit_referral(p_referred_id uuid, p_email text, p_code text, p_is_anonymous boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_code text := upper(btrim(p_code));
  v_email text := lower(btrim(p_email));
  v_referrer_id uuid;
  v_referral_id bigint;
begin
  if v_code is null or v_code !~ '^[A-Z0-9]{6,16}$' or v_email is null or v_email = ''
     or coalesce(p_is_anonymous, false) then
    return;
  end if;

  select p.id into v_referrer_id
    from public.profiles p where p.invite_code = v_code and p.deleted_at is null
     for update;
  if not found or v_referrer_id = p_referred_id then
    return;
  end if;

  insert into app.referrals (referrer_id, referred_id, referred_email, mailbox)
  values (v_referrer_id, p_referred_id, v_email, app.email_mailbox(v_email))
  on conflict do nothing
  returning id into v_referral_id;
  if v_referral_id is null then
    return; -- this address (or account) was already referred once
  end if;

  if exists (select 1 from auth.users u where u.id = p_referred_id and u.email_confirmed_at is not null) then
    perform app.pay_referral(p_referred_id);
  end if;
end;
$$;
revoke execute on function app.credit_referral(uuid, text, text, boolean) from public, anon, authenticated;

-- app.pay_referral as in …143200, with the guard before anything moves (the referrer's row is
-- locked by then, so the daily count is exact).
create or replace function app.pay_referral(p_referred_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_referral app.referrals;
  v_invites integer;
  v_settings app.settings;
  v_refusal text;
begin
  select r.* into v_referral
    from app.referrals r
   where r.referred_id = p_referred_id and r.paid_at is null and r.refusal_reason is null
     for update;
  if not found or v_referral.referrer_id is null then
    return;
  end if;

  select p.invites into v_invites
    from public.profiles p
   where p.id = v_referral.referrer_id and p.deleted_at is null
     for update;
  if not found then
    return; -- the referrer deleted their account: nobody to pay
  end if;

  v_refusal := app.referral_refusal_reason(v_referral.referrer_id, v_referral.referred_email);
  if v_refusal is not null then
    update app.referrals r set refusal_reason = v_refusal where r.id = v_referral.id;
    update public.invitations i
       set status = 'accepted', accepted_at = now()
     where i.inviter_id = v_referral.referrer_id and i.email = v_referral.referred_email and i.status = 'pending';
    return;
  end if;

  update app.referrals r set paid_at = now() where r.id = v_referral.id;

  select s.* into v_settings from app.settings s;
  update public.profiles p set invites = p.invites + 1 where p.id = v_referral.referrer_id;
  v_invites := v_invites + 1;

  if v_settings.referral_tokens <> 0 or v_settings.referral_points <> 0 then
    insert into public.ledger (user_id, delta_tokens, delta_points, reason, reference)
    values (v_referral.referrer_id, v_settings.referral_tokens, v_settings.referral_points, 'referral', p_referred_id::text)
    on conflict (user_id, reason, reference) do nothing;
  end if;

  if v_invites >= v_settings.enrolment_bonus_threshold
     and (v_settings.enrolment_bonus_tokens <> 0 or v_settings.enrolment_bonus_points <> 0) then
    insert into public.ledger (user_id, delta_tokens, delta_points, reason, reference)
    values (v_referral.referrer_id, v_settings.enrolment_bonus_tokens, v_settings.enrolment_bonus_points,
            'referral_bonus', 'enrolments:' || v_settings.enrolment_bonus_threshold)
    on conflict (user_id, reason, reference) do nothing;
  end if;

  update public.invitations i
     set status = 'accepted', accepted_at = now()
   where i.inviter_id = v_referral.referrer_id and i.email = v_referral.referred_email and i.status = 'pending';
end;
$$;
revoke execute on function app.pay_referral(uuid) from public, anon, authenticated;

-- What an operator reads: every referral that paid nothing, and why.
create view app.referral_refusals with (security_invoker = true) as
  select r.created_at, r.referrer_id, p.name as referrer_name, r.referred_email, r.mailbox, r.refusal_reason
    from app.referrals r
    left join public.profiles p on p.id = r.referrer_id
   where r.refusal_reason is not null;
revoke all on app.referral_refusals from public, anon, authenticated, service_role;
comment on view app.referral_refusals is 'Referrals that paid no reward, with the reason (docs/referral-guards.md).';
