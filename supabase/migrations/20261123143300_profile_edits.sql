-- A learner edits their own name and phone (the profile page; docs/account-lifecycle.md, "Profile").
--
-- Learners have no UPDATE grant on public.profiles (balances, invites and the admin flag live
-- there), so the two personal columns change only through this RPC, which writes nothing else.
-- The name reaches the header of every open tab (the profiles row is published to Realtime, RLS:
-- only its owner sees it) and the leaderboard (its mirror row follows by trigger).
-- E-mail and password are Supabase Auth's: the app changes them with supabase.auth.updateUser.

-- app.update_profile(p_name text, p_phone text) -> jsonb
--   { "message", "user" }. Name: trimmed, 1-100 characters. Phone: trimmed, at most 32 characters,
--   blank or null removes it.
--   Errors: MT401; MT400 'Name is required'; MT400 'Name must be at most 100 characters';
--   MT400 'Phone must be at most 32 characters'; MT404 'Profile not found'.
create function app.update_profile(p_name text, p_phone text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_uid uuid := app.require_uid();
  v_name text := btrim(coalesce(p_name, ''));
  v_phone text := nullif(btrim(coalesce(p_phone, '')), '');
begin
  if v_name = '' then
    raise exception using errcode = 'MT400', message = 'Name is required';
  end if;
  if char_length(v_name) > 100 then
    raise exception using errcode = 'MT400', message = 'Name must be at most 100 characters';
  end if;
  if char_length(v_phone) > 32 then
    raise exception using errcode = 'MT400', message = 'Phone must be at most 32 characters';
  end if;

  update public.profiles p
     set name = v_name, phone = v_phone
   where p.id = v_uid and p.deleted_at is null
     and (p.name, p.phone) is distinct from (v_name, v_phone);
  if not found and not exists (select 1 from public.profiles p where p.id = v_uid and p.deleted_at is null) then
    raise exception using errcode = 'MT404', message = 'Profile not found';
  end if;

  return jsonb_build_object('message', 'Profile saved', 'user', app.user_json(v_uid));
end;
$$;
revoke execute on function app.update_profile(text, text) from public, anon;
grant execute on function app.update_profile(text, text) to authenticated;
