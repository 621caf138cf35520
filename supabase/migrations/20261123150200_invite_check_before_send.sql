-- Invitations without network under locks (docs/architecture.md#abuse): the api function checks an
-- invitation (app.check_invite, a short read without row locks), sends the e-mail holding no
-- transaction and no pool connection, and only then records it with app.send_invite. A mail
-- server that is slow or down therefore holds nothing in the database; the invitation is recorded
-- only when the mail server accepted the message, as before.
--
-- Both functions apply the same rules through app.invite_refusal. app.send_invite still checks
-- everything again under the inviter's row lock: between the check and the record another request
-- may have used up the hour's budget or invited the same address, and then the record is refused
-- with the same message (the e-mail has gone out, the invitation is not recorded twice).

-- app.invite_refusal(p_uid, p_email): raises the refusal an invitation from p_uid to p_email gets
-- (MT400 'Invalid Email', MT400 'You cannot invite yourself', MT429 'Too many invitations',
-- MT409 'Already invited'), or returns when it may be sent. Internal: no grants.
create function app.invite_refusal(p_uid uuid, p_email text)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_limit integer;
  v_recent integer;
begin
  if p_email is null or char_length(p_email) > 254
     or p_email !~ '^[a-z0-9.!#$%&''*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$' then
    raise exception using errcode = 'MT400', message = 'Invalid Email', detail = 'Please enter a valid email address';
  end if;

  if p_email = (select lower(u.email) from auth.users u where u.id = p_uid) then
    raise exception using errcode = 'MT400', message = 'You cannot invite yourself';
  end if;

  select s.invites_per_hour into v_limit from app.settings s;
  select count(*) into v_recent from public.invitations i
   where i.inviter_id = p_uid and i.created_at > now() - interval '1 hour';
  if v_recent >= v_limit then
    raise exception using errcode = 'MT429', message = 'Too many invitations',
      detail = format('You can send up to %s invitations per hour. Please try again later.', v_limit);
  end if;

  if exists (select 1 from public.invitations i where i.inviter_id = p_uid and i.email = p_email and i.status = 'pending') then
    raise exception using errcode = 'MT409', message = 'Already invited',
      detail = format('An invitation to %s is already pending.', p_email);
  end if;
end;
$$;
revoke execute on function app.invite_refusal(uuid, text) from public, anon, authenticated, service_role;

-- app.check_invite(p_email text) -> jsonb  {"email", "signup": {ref, sponsor}}
--   Whether the caller may invite p_email now, and what the e-mail's link needs. Records nothing
--   and locks nothing. Errors: those of app.invite_refusal, MT401, MT404.
create function app.check_invite(p_email text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_uid uuid := app.require_uid();
  v_email text := lower(btrim(p_email));
  v_name text;
  v_code text;
begin
  select p.name, p.invite_code into v_name, v_code from public.profiles p where p.id = v_uid;
  if not found then
    raise exception using errcode = 'MT404', message = 'Profile not found';
  end if;
  perform app.invite_refusal(v_uid, v_email);
  return jsonb_build_object('email', v_email, 'signup', jsonb_build_object('ref', v_code, 'sponsor', v_name));
end;
$$;
revoke execute on function app.check_invite(text) from public, anon;
grant execute on function app.check_invite(text) to authenticated;

-- app.send_invite(p_email text) -> jsonb, as before (20261122110800): records the invitation under
-- the inviter's row lock, after the same checks (now shared with app.check_invite).
create or replace function app.send_invite(p_email text)
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
  v_id bigint;
begin
  select p.name, p.invite_code into v_name, v_code from public.profiles p where p.id = v_uid for update;
  if not found then
    raise exception using errcode = 'MT404', message = 'Profile not found';
  end if;
  perform app.invite_refusal(v_uid, v_email);

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
