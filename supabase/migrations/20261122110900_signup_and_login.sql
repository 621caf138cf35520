-- Profile creation on signup, referral credit, and the login streak.
--
-- The auth server inserts into auth.users (on hosted Supabase as role supabase_auth_admin, which
-- has no rights on public tables: hence SECURITY DEFINER). From raw_user_meta_data -- which the user
-- controls and may edit later -- only name, phone and referralCode are read, and only here.

-- An 8-character invite code from an alphabet without look-alikes (no 0/O, 1/I/L).
create function app.new_invite_code()
returns text
language sql
volatile
set search_path = ''
as $$
  select string_agg(substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', 1 + (get_byte(b.bytes, i) % 31), 1), '' order by i)
    from (select pg_catalog.uuid_send(pg_catalog.gen_random_uuid()) as bytes) b,
         generate_series(0, 7) as i;
$$;
revoke execute on function app.new_invite_code() from public, anon, authenticated;

create function app.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_meta jsonb := coalesce(new.raw_user_meta_data, '{}'::jsonb);
  v_name text := left(nullif(btrim(v_meta ->> 'name'), ''), 100);
  v_phone text := left(nullif(btrim(v_meta ->> 'phone'), ''), 32);
  v_code text;
begin
  v_name := coalesce(v_name, left(nullif(split_part(coalesce(new.email, ''), '@', 1), ''), 100), 'Learner');
  -- 31^8 codes: a collision is rare; retry with another code when one happens.
  loop
    v_code := app.new_invite_code();
    insert into public.profiles (id, name, phone, invite_code)
    values (new.id, v_name, v_phone, v_code)
    on conflict (invite_code) do nothing;
    exit when found;
  end loop;

  perform app.credit_referral(new.id, new.email, v_meta ->> 'referralCode', new.is_anonymous);
  return new;
end;
$$;
revoke execute on function app.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function app.handle_new_user();

-- app.record_login() -> jsonb
--   { "message", "loginStreak", "user" }. The api calls it after each successful login.
--   Streak (UTC days): same day as the last login -> unchanged; the next day -> +1; later -> 1.
--   Errors: MT401; MT404 'Profile not found'.
create function app.record_login()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := app.require_uid();
  v_last date;
  v_streak integer;
  v_today date := (now() at time zone 'utc')::date;
begin
  select p.last_login_on, p.login_streak into v_last, v_streak
    from public.profiles p where p.id = v_uid for update;
  if not found then
    raise exception using errcode = 'MT404', message = 'Profile not found';
  end if;

  v_streak := case
    when v_last = v_today then greatest(v_streak, 1)
    when v_last = v_today - 1 then v_streak + 1
    else 1
  end;
  update public.profiles p set login_streak = v_streak, last_login_on = v_today where p.id = v_uid;

  return jsonb_build_object('message', 'Login successful', 'loginStreak', v_streak, 'user', app.user_json(v_uid));
end;
$$;
revoke execute on function app.record_login() from public, anon;
grant execute on function app.record_login() to authenticated;
