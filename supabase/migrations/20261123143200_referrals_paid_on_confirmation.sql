-- Referral rewards are paid to people who proved their address (docs/account-lifecycle.md, "Referrals").
--
-- A referral is still RECORDED at signup (app.credit_referral, called by the signup trigger): the
-- row claims the recruit's address, so one address is referred at most once. It is PAID by
-- app.pay_referral, the one place that moves tokens for a referral:
--   * at signup, when the new user is already confirmed (confirmations off: the auth server
--     confirms at once, so nothing changes for that mode);
--   * otherwise when auth.users.email_confirmed_at first becomes set (the confirmation link).
-- Paying means: invites + 1 on the referrer, the referral ledger row, the enrolment bonus when the
-- threshold is reached, and the referrer's pending invitation to that address marked accepted.
-- Nothing ever takes a paid reward back (deleting the recruit's account keeps the ledger rows).

alter table app.referrals add column paid_at timestamptz;
-- Every referral recorded so far was paid when it was recorded.
update app.referrals set paid_at = created_at where paid_at is null;
comment on column app.referrals.paid_at is
  'When the referrer was paid (app.pay_referral); null while the recruit has not confirmed their address.';

-- app.pay_referral(p_referred_id uuid): pays the recruit's unpaid referral, if any; a no-op when
-- there is none, it was paid already, or the referrer's account is gone. Internal (no grant).
-- Lock order: the referral row, then the referrer's profile. The signup path holds the profile
-- already (app.credit_referral locks it first) and its referral row is its own fresh row, so the
-- two paths cannot wait on each other in a cycle.
create function app.pay_referral(p_referred_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_referral app.referrals;
  v_invites integer;
  v_settings app.settings;
begin
  select r.* into v_referral
    from app.referrals r
   where r.referred_id = p_referred_id and r.paid_at is null
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

  -- Guards that may refuse a payment (caps, throwaway domains) belong here, before anything moves.

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

-- The signup trigger's referral step: records the referral, and pays it at once only when the new
-- user is already confirmed. Same checks as before (no self-referral, one referral per address,
-- never for anonymous users, an unknown code still lets the person sign up).
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

  insert into app.referrals (referrer_id, referred_id, referred_email)
  values (v_referrer_id, p_referred_id, v_email)
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

-- Confirmation: the first time a user's address is confirmed, their referral (if any) is paid.
create function app.handle_email_confirmed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform app.pay_referral(new.id);
  return new;
end;
$$;
revoke execute on function app.handle_email_confirmed() from public, anon, authenticated;

create trigger on_auth_user_email_confirmed
  after update of email_confirmed_at on auth.users
  for each row
  when (old.email_confirmed_at is null and new.email_confirmed_at is not null)
  execute function app.handle_email_confirmed();
