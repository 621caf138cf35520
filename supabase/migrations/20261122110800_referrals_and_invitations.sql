-- Referrals (who signed up with whose invite code) and e-mail invitations.
--
-- SPEC §9: each successful referral pays the referrer 10 tokens + 20 points; SPEC §1: a bonus for
-- enrolling 5 people (amount in app.settings, default 25 tokens), paid once. Fraud rules
-- (DESIGN "Referrals"): never for self-referral, never twice for the same e-mail address (even
-- after the referred account is deleted and re-created), never for anonymous users; an unknown code
-- still lets the person sign up.
-- Referrals are internal (app schema): a referrer learns their count (profiles.invites), not the
-- addresses of strangers who used a shared link. Invitations are the addresses the learner typed,
-- so they may read their own (SPEC §3 invitedUsers).

create table app.referrals (
  id bigint generated always as identity primary key,
  -- Both sides are kept (set null) when an account is deleted: the row records that this address
  -- has been referred once, so it can never pay again.
  referrer_id uuid references public.profiles (id) on delete set null,
  referred_id uuid unique references public.profiles (id) on delete set null,
  referred_email text not null unique check (referred_email = lower(referred_email)),
  created_at timestamptz not null default now()
);
create index referrals_referrer_id_idx on app.referrals (referrer_id);
alter table app.referrals enable row level security;
revoke all on table app.referrals from public, anon, authenticated, service_role;

create table public.invitations (
  id bigint generated always as identity primary key,
  inviter_id uuid not null references public.profiles (id) on delete cascade,
  email text not null check (email = lower(email) and char_length(email) <= 254),
  status text not null default 'pending' check (status in ('pending', 'accepted')),
  created_at timestamptz not null default now(),
  accepted_at timestamptz
);
-- One pending invitation per address per inviter.
create unique index invitations_one_pending_idx on public.invitations (inviter_id, email) where status = 'pending';
-- The rate limit counts an inviter's recent invitations; also serves the inviter_id foreign key.
create index invitations_inviter_recent_idx on public.invitations (inviter_id, created_at);
alter table public.invitations enable row level security;
revoke all on table public.invitations from anon, authenticated, service_role;
grant select on table public.invitations to authenticated, service_role;

create policy invitations_select_own on public.invitations
  for select to authenticated
  using (inviter_id = (select auth.uid()));

-- Referral credit, called by the signup trigger (never by a client: no grant).
-- Locks the referrer's profile row, so parallel signups with one code are credited one at a time
-- and the enrolment bonus is decided on an exact count.
create function app.credit_referral(p_referred_id uuid, p_email text, p_code text, p_is_anonymous boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_code text := upper(btrim(p_code));
  v_email text := lower(btrim(p_email));
  v_referrer_id uuid;
  v_invites integer;
  v_referral_id bigint;
  v_settings app.settings;
begin
  if v_code is null or v_code !~ '^[A-Z0-9]{6,16}$' or v_email is null or v_email = ''
     or coalesce(p_is_anonymous, false) then
    return;
  end if;

  select p.id, p.invites into v_referrer_id, v_invites
    from public.profiles p where p.invite_code = v_code
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

  select s.* into v_settings from app.settings s;
  update public.profiles p set invites = p.invites + 1 where p.id = v_referrer_id;
  v_invites := v_invites + 1;

  if v_settings.referral_tokens <> 0 or v_settings.referral_points <> 0 then
    insert into public.ledger (user_id, delta_tokens, delta_points, reason, reference)
    values (v_referrer_id, v_settings.referral_tokens, v_settings.referral_points, 'referral', p_referred_id::text);
  end if;

  if v_invites >= v_settings.enrolment_bonus_threshold
     and (v_settings.enrolment_bonus_tokens <> 0 or v_settings.enrolment_bonus_points <> 0) then
    insert into public.ledger (user_id, delta_tokens, delta_points, reason, reference)
    values (v_referrer_id, v_settings.enrolment_bonus_tokens, v_settings.enrolment_bonus_points,
            'referral_bonus', 'enrolments:' || v_settings.enrolment_bonus_threshold)
    on conflict (user_id, reason, reference) do nothing;
  end if;

  update public.invitations i
     set status = 'accepted', accepted_at = now()
   where i.inviter_id = v_referrer_id and i.email = v_email and i.status = 'pending';
end;
$$;
revoke execute on function app.credit_referral(uuid, text, text, boolean) from public, anon, authenticated;

-- app.send_invite(p_email text) -> jsonb
--   { "message", "invitation": {id, email}, "signup": {ref, sponsor}, "user" }
--   Records an invitation from the caller. `signup` holds what the invitation e-mail's link needs
--   (SPEC §9: /signup?ref=<invite code>&sponsor=<name>&source=direct); the api function sends the
--   e-mail inside the same transaction and rolls back if sending fails.
--   Errors: MT401; MT400 'Invalid Email' (detail 'Please enter a valid email address');
--   MT400 'You cannot invite yourself'; MT409 'Already invited' (a pending invitation to that
--   address exists); MT429 'Too many invitations' (more than app.settings invites_per_hour, default
--   20, in the last hour).
create function app.send_invite(p_email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := app.require_uid();
  v_email text := lower(btrim(p_email));
  v_name text;
  v_code text;
  v_own_email text;
  v_limit integer;
  v_recent integer;
  v_id bigint;
begin
  select p.name, p.invite_code into v_name, v_code from public.profiles p where p.id = v_uid for update;
  if not found then
    raise exception using errcode = 'MT404', message = 'Profile not found';
  end if;

  if v_email is null or char_length(v_email) > 254
     or v_email !~ '^[a-z0-9.!#$%&''*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$' then
    raise exception using errcode = 'MT400', message = 'Invalid Email', detail = 'Please enter a valid email address';
  end if;

  select lower(u.email) into v_own_email from auth.users u where u.id = v_uid;
  if v_email = v_own_email then
    raise exception using errcode = 'MT400', message = 'You cannot invite yourself';
  end if;

  select s.invites_per_hour into v_limit from app.settings s;
  select count(*) into v_recent from public.invitations i
   where i.inviter_id = v_uid and i.created_at > now() - interval '1 hour';
  if v_recent >= v_limit then
    raise exception using errcode = 'MT429', message = 'Too many invitations',
      detail = format('You can send up to %s invitations per hour. Please try again later.', v_limit);
  end if;

  insert into public.invitations (inviter_id, email)
  values (v_uid, v_email)
  on conflict (inviter_id, email) where status = 'pending' do nothing
  returning id into v_id;
  if v_id is null then
    raise exception using errcode = 'MT409', message = 'Already invited',
      detail = format('An invitation to %s is already pending.', v_email);
  end if;

  return jsonb_build_object(
    'message', format('Invitation sent to %s', v_email),
    'invitation', jsonb_build_object('id', v_id, 'email', v_email),
    'signup', jsonb_build_object('ref', v_code, 'sponsor', v_name),
    'user', app.user_json(v_uid)
  );
end;
$$;
revoke execute on function app.send_invite(text) from public, anon;
grant execute on function app.send_invite(text) to authenticated;
