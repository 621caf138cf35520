-- The signup page's invitation banner names the sponsor looked up from the link's invite code
-- (GET /api/sponsors/:code), not the name text the link carries: anyone can write a link, so the
-- link's own text could claim any sponsor on the real domain (docs/referral-guards.md).

-- app.sponsor_name(code) -> text | null
--   The display name of the account owning an invite code (case-insensitive), or null. Reveals
--   nothing else about the account. Internal: the api reads it on its own connection for anonymous
--   visitors, so no client role may execute it.
create function app.sponsor_name(p_code text)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select p.name from public.profiles p
   where p.invite_code = upper(btrim(p_code)) and upper(btrim(p_code)) ~ '^[A-Z0-9]{6,16}$';
$$;
revoke execute on function app.sponsor_name(text) from public, anon, authenticated;
