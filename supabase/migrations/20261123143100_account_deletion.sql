-- Deleting an account (docs/account-lifecycle.md, "Deleting an account").
--
-- The person goes, the books stay. When an auth user is deleted (the app's DELETE /api/users/{id},
-- or an operator in the dashboard), a trigger on auth.users makes the profile anonymous instead of
-- letting it cascade away:
--   * kept: the profile row (id, balances, invites, created_at) with the name 'Deleted learner',
--     its ledger rows, redemptions, mission/course/quiz records and referral rows. The books keep
--     balancing (app.books_check()), a referrer keeps every reward they were paid for this person,
--     and the address stays "referred once" in app.referrals so it can never pay twice;
--   * gone: the auth user (with its sessions and identities), the name, the phone, the invite code
--     (replaced, so old links pay nobody), the admin flag, and the invitations (addresses of other
--     people the learner typed);
--   * the profile leaves the leaderboard (its public.leaderboard row and its histogram count).
--
-- For that, public.profiles.id no longer references auth.users (a foreign key would either
-- cascade the ledger away or block the deletion); the profiles trigger of signup is still the
-- only way a profile is made, always for an existing auth user.

alter table public.profiles drop constraint profiles_id_fkey;
alter table public.profiles add column deleted_at timestamptz;
comment on column public.profiles.deleted_at is
  'When the account was deleted: the profile is then anonymous and kept only for the books.';

-- app.forget_profile(p_user_id uuid): the anonymisation above. Internal (no grant); called by the
-- auth.users delete trigger, so every way of deleting a user does it.
create function app.forget_profile(p_user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_points integer;
  v_code text;
begin
  select p.leaderboard_pts into v_points from public.profiles p where p.id = p_user_id and p.deleted_at is null for update;
  if not found then
    return;
  end if;

  loop
    v_code := app.new_invite_code();
    exit when not exists (select 1 from public.profiles p where p.invite_code = v_code);
  end loop;
  update public.profiles p
     set name = 'Deleted learner', phone = null, invite_code = v_code, is_admin = false, deleted_at = now()
   where p.id = p_user_id;

  delete from public.invitations i where i.inviter_id = p_user_id;

  -- Off the leaderboard: its mirror row and its count in the rank histogram.
  delete from public.leaderboard l where l.id = p_user_id;
  if v_points > 0 then
    perform app.shift_leaderboard_buckets(array[v_points], array[app.leaderboard_stripe(p_user_id)], array[-1]);
  end if;
end;
$$;
revoke execute on function app.forget_profile(uuid) from public, anon, authenticated;

create function app.handle_user_deleted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform app.forget_profile(old.id);
  return old;
end;
$$;
revoke execute on function app.handle_user_deleted() from public, anon, authenticated;

create trigger on_auth_user_deleted
  before delete on auth.users
  for each row execute function app.handle_user_deleted();

-- A deleted profile stays off the leaderboard: the mirror triggers skip it from now on, so a later
-- correction to its balances (an operator's adjustment row) cannot put it back or skew the ranks.
create or replace function app.leaderboard_after_profile_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  update public.leaderboard l
     set name = n.name, leaderboard_pts = n.leaderboard_pts
    from after_rows n
    join before_rows o on o.id = n.id
   where l.id = n.id
     and (n.name, n.leaderboard_pts) is distinct from (o.name, o.leaderboard_pts);
  perform app.shift_leaderboard_buckets(array_agg(c.points), array_agg(c.stripe), array_agg(c.delta))
     from (
       select n.leaderboard_pts as points, app.leaderboard_stripe(n.id) as stripe, 1 as delta
         from after_rows n join before_rows o on o.id = n.id
        where n.leaderboard_pts <> o.leaderboard_pts and n.deleted_at is null and o.deleted_at is null
       union all
       select o.leaderboard_pts, app.leaderboard_stripe(o.id), -1
         from after_rows n join before_rows o on o.id = n.id
        where n.leaderboard_pts <> o.leaderboard_pts and n.deleted_at is null and o.deleted_at is null
     ) c
    having count(*) > 0;
  return null;
end;
$$;

-- An access token outlives its account by up to jwt_expiry (tokens are checked by signature, not
-- looked up), so every RPC refuses a caller whose profile has been deleted. app.require_uid() is
-- the first statement of every RPC; the lookup is one primary-key read. It reads the caller's own
-- row, which RLS (profiles_select_own) lets SECURITY INVOKER callers see too.
create or replace function app.require_uid()
returns uuid
language plpgsql
stable
set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    raise exception using errcode = 'MT401', message = 'Not signed in';
  end if;
  if exists (select 1 from public.profiles p where p.id = v_uid and p.deleted_at is not null) then
    raise exception using errcode = 'MT401', message = 'This account has been deleted';
  end if;
  return v_uid;
end;
$$;
