-- The login streak counts days of any signed-in visit and starts at 1 on registration
-- (docs/product.md#login-streak).
--
-- app.record_login ran only after a password login through the api, so a learner who stayed
-- signed in (the usual case: supabase-js refreshes the session) never grew a streak, and a new
-- account read 0 on its first day. Now:
--   * a new profile starts at streak 1 on its registration day (UTC);
--   * app.record_visit() counts the day of any signed-in visit; the web calls it whenever its
--     live profile channel (re)joins, which is also when it re-reads the balances;
--   * app.record_login() is that same rule plus its own message.

alter table public.profiles
  alter column login_streak set default 1,
  alter column last_login_on set default ((now() at time zone 'utc')::date);

-- app.record_visit() -> jsonb
--   { "message": "Visit recorded", "loginStreak", "user" }.
--   Streak (UTC days): same day as the last visit -> unchanged (at least 1); the next day -> +1;
--   later (or never) -> 1.
--   Errors: MT401; MT404 'Profile not found'.
create function app.record_visit()
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
  update public.profiles p set login_streak = v_streak, last_login_on = v_today
   where p.id = v_uid and (p.login_streak, p.last_login_on) is distinct from (v_streak, v_today);

  return jsonb_build_object('message', 'Visit recorded', 'loginStreak', v_streak, 'user', app.user_json(v_uid));
end;
$$;
revoke execute on function app.record_visit() from public, anon;
grant execute on function app.record_visit() to authenticated;

-- app.record_login() -> jsonb: { "message": "Login successful", "loginStreak", "user" } (the visit rule).
create or replace function app.record_login()
returns jsonb
language sql
security definer
set search_path = ''
as $$
  select app.record_visit() || jsonb_build_object('message', 'Login successful');
$$;
revoke execute on function app.record_login() from public, anon;
grant execute on function app.record_login() to authenticated;
