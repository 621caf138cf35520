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

-- ---------------------------------------------------------------------------------------------
-- Foreign keys without an index (the Performance Advisor's unindexed_foreign_keys): a delete of
-- the referenced user or override would scan these tables to set the column null.
create index if not exists redemptions_settled_by_idx on public.redemptions (settled_by);
create index if not exists claim_overrides_admin_idx on app.claim_overrides (admin_id);
create index if not exists reward_pack_items_claim_override_idx on public.reward_pack_items (claim_override_id);

-- ---------------------------------------------------------------------------------------------
-- Claim checks that read like a person (docs/operators.md#income-claim-phrases).
--
-- app.claim_text(p_text text) -> text
--   The text as a reader takes it in, which is what app.claim_hits matches (and so every
--   app.check_claims trigger): Unicode NFKC; HTML tags removed (a block tag or <br> becomes a
--   space) and entities decoded; zero-width characters and soft hyphens dropped; every kind of
--   space and line break one space (with p_zero_width_as_space, a zero-width character is a space
--   instead: it may stand between two words, and app.claim_hits reads the text both ways); a hyphen or dash between two letters dropped (“fi-nancial”);
--   Cyrillic and Greek letters that look Latin folded to Latin (“pаssive” with a
--   Cyrillic а); digits and @/$ standing for letters inside a word after its first letter read as
--   letters (“f1nanc1al”, “p@$$ive”), while a word's leading digits stay digits (“$5k”, “7-figure”).
create or replace function app.claim_text(p_text text, p_zero_width_as_space boolean default false)
returns text
language plpgsql
immutable
security definer
set search_path = ''
as $$
declare
  v text := coalesce(p_text, '');
  v_code text;
  v_word text;
  v_middle text;
  v_words text[] := '{}';
begin
  v := normalize(v, NFKC);
  v := pg_catalog.regexp_replace(v, '<\s*/?\s*(br|p|div|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|hr)\M[^>]*>', ' ', 'gi');
  v := pg_catalog.regexp_replace(v, '<[^>]*>', '', 'g');
  -- Numeric entities, then the named ones an editor writes.
  loop
    v_code := (pg_catalog.regexp_match(v, '&#([0-9]{1,7});'))[1];
    exit when v_code is null;
    v := pg_catalog.replace(v, '&#' || v_code || ';', case when v_code::integer between 1 and 1114111 then pg_catalog.chr(v_code::integer) else ' ' end);
  end loop;
  loop
    v_code := (pg_catalog.regexp_match(v, '&#[xX]([0-9a-fA-F]{1,6});'))[1];
    exit when v_code is null;
    v := pg_catalog.regexp_replace(v, '&#[xX]' || v_code || ';', pg_catalog.chr(('x' || pg_catalog.lpad(v_code, 8, '0'))::bit(32)::integer), 'g');
  end loop;
  v := pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(v, '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"');
  v := pg_catalog.replace(pg_catalog.replace(pg_catalog.replace(v, '&apos;', ''''), '&shy;', ''), '&amp;', '&');
  v := normalize(v, NFKC);
  v := pg_catalog.regexp_replace(v, '\u00ad', '', 'g');
  v := pg_catalog.regexp_replace(v, '[\u200b\u200c\u200d\u2060\u180e\ufeff]', case when p_zero_width_as_space then ' ' else '' end, 'g');
  v := pg_catalog.regexp_replace(v, '[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+', ' ', 'g');
  v := pg_catalog.regexp_replace(v, '[\u2010-\u2015\u2212\ufe58\ufe63\uff0d]', '-', 'g');
  v := pg_catalog.translate(v,
    'аеорсухіјѕԁһԛԝвкмнтгпьѵӏαεορτυχικνβϲѡАВЕКМНОРСТУХІЈЅΑΒΕΖΗΙΚΜΝΟΡΤΥΧ',
    'aeopcyxijsdhqwbkmhtrnbvlaeoptuxikvbcwABEKMHOPCTYXIJSABEZHIKMNOPTYX');
  -- Within a word, between its first and last letter: digits and symbols that stand for letters.
  foreach v_word in array pg_catalog.string_to_array(v, ' ') loop
    v_middle := pg_catalog.substring(v_word, '[a-zA-Z].*[a-zA-Z]');
    if v_middle ~ '[0134578@$|!]' then
      v_word := overlay(v_word placing pg_catalog.translate(v_middle, '0134578@$|!', 'oieastbasii')
        from pg_catalog.strpos(v_word, v_middle) for pg_catalog.length(v_middle));
    end if;
    v_words := v_words || v_word;
  end loop;
  v := pg_catalog.array_to_string(v_words, ' ');
  -- A hyphen between two letters joins them (“fi-nancial”, and “six-figure” reads “sixfigure”).
  v := pg_catalog.regexp_replace(v, '([a-zA-Z])-+(?=[a-zA-Z])', '\1', 'g');
  return pg_catalog.btrim(v);
end;
$$;
revoke execute on function app.claim_text(text, boolean) from public, anon, authenticated, service_role;

-- The phrases match the normalised text: one space between words, hyphens inside words gone.
update app.claim_phrases set pattern = '\m(six|seven|6|7)[- ]?figures?\M' where pattern = '\m(six|seven|6|7)[- ]figures?\M';
-- Money shorthand: "$5k monthly", "10k per month", "5 grand a week".
insert into app.claim_phrases (pattern, reason) values
  ('\$ ?[0-9][0-9,.]* ?(k|m|grand|thousand|million)?\+? ?(hourly|daily|weekly|monthly|yearly|annually)\M',
   'An earnings amount per period: most people in network marketing earn far less.'),
  ('\m[0-9][0-9,.]* ?(k|grand|thousand)\+? ?((a|an|per|/|each|every) ?(hour|hr|day|week|wk|month|mo|year|yr)|hourly|daily|weekly|monthly|yearly|annually)\M',
   'An earnings amount per period: most people in network marketing earn far less.')
on conflict (pattern) do nothing;

-- As before, on the text as a reader takes it in (app.claim_text).
create or replace function app.claim_hits(p_text text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('match', m.words, 'reason', p.reason) order by p.id), '[]'::jsonb)
  from app.claim_phrases p
  cross join lateral (
    select (pg_catalog.regexp_match(t.text, '(' || p.pattern || ')', 'i'))[1] as words
      from (values (app.claim_text(p_text, false), 1), (app.claim_text(p_text, true), 2)) as t (text, pass)
     where t.text ~* p.pattern
     order by t.pass
     limit 1
  ) m;
$$;
revoke execute on function app.claim_hits(text) from public, anon, authenticated;
