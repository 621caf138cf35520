-- Operator function: close an account (docs/operators.md, "Operator functions"). Deleting the auth
-- user is how every path closes an account: the auth.users delete trigger (app.forget_profile,
-- docs/account-lifecycle.md) makes the profile anonymous and keeps its ledger, so the books still
-- balance. Same rules as 20261123200100_operator_functions.sql: owner only, audited.
create function ops.close_account(p_who text, p_reason text)
returns text
language plpgsql
set search_path = ''
as $$
declare
  v_id uuid := ops.user_id(p_who);
begin
  if not exists (select 1 from auth.users u where u.id = v_id) then
    raise exception using errcode = 'MT409', message = 'Already closed', detail = 'This account was already deleted.';
  end if;
  perform ops.record('close_account', v_id::text, p_reason, jsonb_build_object('who', p_who));
  delete from auth.users u where u.id = v_id;
  return format('Closed the account of %s: signed out everywhere, name and contact details removed, ledger kept', p_who);
end;
$$;
comment on function ops.close_account(text, text) is
  'Deletes a user''s auth account; the profile becomes anonymous and its ledger is kept (app.forget_profile), audited.';
revoke execute on function ops.close_account(text, text) from public, anon, authenticated, service_role;
