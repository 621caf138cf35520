-- Hardening, round two (docs/accounts.md#sign-in-lockout, docs/decisions.md).

-- ---------------------------------------------------------------------------------------------
-- The per-account sign-in lockout, in the auth server's own path.
--
-- public.hook_password_verification_attempt(event jsonb) -> jsonb
--   Supabase Auth's password verification hook (config.toml [auth.hook.password_verification_attempt]),
--   called by the auth server after every password check of an existing account at
--   /auth/v1/token?grant_type=password, with {"user_id": uuid, "valid": boolean, "metadata": {...}}.
--   A wrong password spends one of the account's failures (app.rate_limit 'signin_account', the
--   account's e-mail in lower case, the budget the api function's login reads too); once the budget
--   (app.settings.signin_failures_per_account per signin_window_minutes) is spent, the answer is
--   {"decision": "reject", ...}, which the auth server turns into 400 invalid_credentials even for
--   the right password, until the window passes. Otherwise {"decision": "continue"}.
--   Only the auth server's role (supabase_auth_admin) may execute it.
create or replace function public.hook_password_verification_attempt(event jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_subject text;
  v_wait integer;
begin
  select lower(u.email) into v_subject from auth.users u where u.id = (event ->> 'user_id')::uuid;
  if v_subject is null then
    return jsonb_build_object('decision', 'continue');
  end if;
  v_wait := app.rate_limit('signin_account', v_subject, false);
  if v_wait = 0 and coalesce((event ->> 'valid')::boolean, false) is false then
    perform app.rate_limit('signin_account', v_subject, true);
    return jsonb_build_object('decision', 'continue');
  end if;
  if v_wait > 0 then
    return jsonb_build_object(
      'decision', 'reject',
      'message', format('Too many failed sign-in attempts. Please wait %s minutes and try again.', ceil(v_wait / 60.0)::integer),
      'should_logout_user', false
    );
  end if;
  return jsonb_build_object('decision', 'continue');
end;
$$;
revoke execute on function public.hook_password_verification_attempt(jsonb) from public, anon, authenticated, service_role;
grant usage on schema public to supabase_auth_admin;
grant execute on function public.hook_password_verification_attempt(jsonb) to supabase_auth_admin;
comment on function public.hook_password_verification_attempt(jsonb) is
  'Supabase Auth password verification hook: the per-account sign-in lockout (docs/accounts.md#sign-in-lockout). Executed by supabase_auth_admin only.';
