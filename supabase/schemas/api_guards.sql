-- Guards of the api function (docs/architecture.md#abuse): rate-limit counters (docs/decisions.md,
-- "Rate limits in Postgres") and idempotency keys (docs/architecture.md#idempotent-retries).
-- One home per object: edit it here, then `npm run db:diff -- <name>` writes the migration
-- (docs/database.md).
-- Sections: types, tables, indexes, functions, triggers, policies, grants (docs/database.md#schema-file-layout).

-- Idempotent retries (docs/architecture.md#idempotent-retries): a POST that spends, pays or mails may
-- carry an Idempotency-Key header. The first request with a key claims it; its answer (status and
-- body) is stored in the same transaction as its effect, so a retry after a lost reply gets that
-- answer instead of spending again. Keys are scoped per user and kept 8 days (app.idempotency_kept()):
-- longer than the web's offline queue keeps an unsent action (7 days, contract/rules.ts RETRIES), so
-- any resend the app can make is answered from its first result, never run again (docs/decisions.md,
-- "Late resends").
--
-- States of a row: running (status null: the first request has not finished); provisional (the
-- change and its answer committed, but the request still has work after the commit, such as the
-- e-mail of a reward pack, that completes the answer); answered. A running claim older than two
-- minutes belongs to a request that died (the function's statement and transaction timeouts are
-- seconds), so it may be claimed again; a provisional answer older than 30 seconds belongs to a
-- request that died after its commit, so copies get the answer stored with the change.
create table "app"."idempotency_keys" (
  "user_id"      uuid                     not null,
  "key"          text                     not null,
  "request_hash" text                     not null,
  "status"       integer,
  "response"     json,
  "provisional"  boolean                  not null default false,
  "created_at"   timestamp with time zone not null default now(),
  constraint "idempotency_keys_key_check" check (((char_length(key) >= 1) AND (char_length(key) <= 200))),
  constraint "idempotency_keys_pkey" primary key (user_id, key)
);

-- Fixed windows: a bucket's hits in the window that started at window_start. A burst can use two
-- budgets across a window boundary; for abuse control that bound (twice the budget) is enough and
-- it costs one row per bucket and window.
create table "app"."rate_limit_hits" (
  "bucket"       text                     not null,
  "window_start" timestamp with time zone not null,
  "hits"         integer                  not null default 0,
  constraint "rate_limit_hits_bucket_check" check ((char_length(bucket) <= 300)),
  constraint "rate_limit_hits_pkey" primary key (bucket, window_start)
);

comment on table "app"."idempotency_keys" is 'Stored answers of POSTs sent with an Idempotency-Key (api function). Internal: no grants, RLS without policies.';

comment on table "app"."rate_limit_hits" is 'Request counters of the api function''s rate limits (app.rate_limit). Internal: no grants, RLS without policies.';

create index idempotency_keys_created_idx on app.idempotency_keys using btree (created_at);

create index rate_limit_hits_window_idx on app.rate_limit_hits using btree (window_start);

-- app.idempotency_answer(p_user, p_key, p_status, p_response, p_provisional): stores the answer of a
-- claimed key, inside the request's own transaction when it changed something (so the answer
-- commits with it); provisional when the request still works after the commit (settled below).
create or replace function app.idempotency_answer (
  p_user        uuid,
  p_key         text,
  p_status      integer,
  p_response    json,
  p_provisional boolean
)
  returns void
  language sql
  security definer
  set search_path to ''
  AS $function$
  update app.idempotency_keys k set status = p_status, response = p_response, provisional = p_provisional
   where k.user_id = p_user and k.key = p_key and k.status is null;
$function$;

-- app.idempotency_kept() -> interval: how long a key and its answer are kept (RETRIES.keyDays in
-- contract/rules.ts; tests/integration/api-idempotency.test.ts holds the two equal).
create or replace function app.idempotency_kept ()
  returns interval
  language sql
  immutable
  set search_path to ''
  AS $function$
  select interval '8 days';
$function$;

-- app.idempotency_purge() -> integer: deletes the keys past their time and says how many. A range
-- scan of idempotency_keys_created_idx over the rows that expired since the last purge, which
-- idempotency_claim runs about once in a hundred claims (docs/performance.md, "Idempotency keys").
create or replace function app.idempotency_purge ()
  returns integer
  language sql
  security definer
  set search_path to ''
  AS $function$
  with gone as (
    delete from app.idempotency_keys k where k.created_at < now() - app.idempotency_kept() returning 1
  )
  select count(*)::integer from gone;
$function$;

-- app.idempotency_claim(p_user, p_key, p_hash) -> (state, status, response)
--   'claimed'   the caller runs the request and stores its answer;
--   'replay'    the first request's answer: its status and its body as sent;
--   'mismatch'  the key was used with another request (422);
--   'running'   the first request with this key is still running (409).
create or replace function app.idempotency_claim (
  p_user uuid,
  p_key  text,
  p_hash text
)
  returns table (
    state    text,
    status   integer,
    response text
  )
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_row app.idempotency_keys;
begin
  -- About one claim in a hundred deletes the keys past their time.
  if random() < 0.01 then
    perform app.idempotency_purge();
  end if;

  insert into app.idempotency_keys as k (user_id, key, request_hash)
  values (p_user, p_key, p_hash)
  on conflict (user_id, key) do update
    set request_hash = excluded.request_hash, status = null, response = null, created_at = now()
    where k.created_at < now() - app.idempotency_kept()
       or (k.status is null and k.created_at < now() - interval '2 minutes')
  returning k.* into v_row;
  if found then
    return query select 'claimed', null::integer, null::text;
    return;
  end if;

  select k.* into v_row from app.idempotency_keys k where k.user_id = p_user and k.key = p_key;
  if v_row.request_hash <> p_hash then
    return query select 'mismatch', null::integer, null::text;
  elsif v_row.status is null or (v_row.provisional and v_row.created_at > now() - interval '30 seconds') then
    return query select 'running', null::integer, null::text;
  else
    return query select 'replay', v_row.status, v_row.response::text;
  end if;
end;
$function$;

-- app.idempotency_release(p_user, p_key): forgets a claim whose request failed on the server's side
-- (5xx: nothing was committed), so that a retry with the same key runs again.
create or replace function app.idempotency_release (
  p_user uuid,
  p_key  text
)
  returns void
  language sql
  security definer
  set search_path to ''
  AS $function$
  delete from app.idempotency_keys k where k.user_id = p_user and k.key = p_key and k.status is null;
$function$;

-- app.idempotency_settle(p_user, p_key, p_response): the request finished after its commit; its
-- final answer replaces the provisional one (null keeps the one stored with the change).
create or replace function app.idempotency_settle (
  p_user     uuid,
  p_key      text,
  p_response json
)
  returns void
  language sql
  security definer
  set search_path to ''
  AS $function$
  update app.idempotency_keys k set response = coalesce(p_response, k.response), provisional = false
   where k.user_id = p_user and k.key = p_key and k.provisional;
$function$;

-- app.rate_limit(p_kind, p_subject, p_count) -> integer
--   The seconds to wait before `p_subject` (a user id, an address, an e-mail) may try again under
--   the budget `p_kind` (see above); 0 when the request is within it. With p_count the request is
--   counted first (every kind but the sign-in failures); without, the budget is only looked at
--   (sign-in asks before it tries, and counts only a failure).
--   Called by the api function's own connection, never by a client: no grants.
create or replace function app.rate_limit (
  p_kind    text,
  p_subject text,
  p_count   boolean
)
  returns integer
  language plpgsql
  security definer
  set search_path to ''
  AS $function$
declare
  v_settings app.settings;
  v_limit integer;
  v_window interval;
  v_start timestamptz;
  v_hits integer;
begin
  select s.* into v_settings from app.settings s;
  case p_kind
    when 'rewarding' then v_limit := v_settings.rate_rewarding_per_minute; v_window := interval '1 minute';
    when 'write' then v_limit := v_settings.rate_writes_per_minute; v_window := interval '1 minute';
    when 'public' then v_limit := v_settings.rate_public_per_minute; v_window := interval '1 minute';
    -- signin_account: the password verification hook's count per registered account;
    -- signin_email: the api login's count per e-mail address typed, registered or not. The same
    -- budget, counted apart, so neither path can tell a registered address from an unknown one
    -- (docs/accounts.md#sign-in-lockout).
    when 'signin_account', 'signin_email' then
      v_limit := v_settings.signin_failures_per_account; v_window := make_interval(mins => v_settings.signin_window_minutes);
    when 'signin_address' then
      v_limit := v_settings.signin_failures_per_address; v_window := make_interval(mins => v_settings.signin_window_minutes);
    else
      raise exception 'unknown rate limit %', p_kind;
  end case;

  v_start := to_timestamp(floor(extract(epoch from now()) / extract(epoch from v_window)) * extract(epoch from v_window));
  if p_count then
    insert into app.rate_limit_hits as h (bucket, window_start, hits)
    values (p_kind || ':' || p_subject, v_start, 1)
    on conflict (bucket, window_start) do update set hits = h.hits + 1
    returning h.hits into v_hits;
    -- Old windows are of no use; about one call in a hundred clears them (an index range scan).
    if random() < 0.01 then
      delete from app.rate_limit_hits h where h.window_start < now() - interval '1 day';
    end if;
    if v_hits <= v_limit then
      return 0;
    end if;
  else
    select h.hits into v_hits from app.rate_limit_hits h
     where h.bucket = p_kind || ':' || p_subject and h.window_start = v_start;
    if coalesce(v_hits, 0) < v_limit then
      return 0;
    end if;
  end if;
  return greatest(1, ceil(extract(epoch from (v_start + v_window - now()))))::integer;
end;
$function$;

-- app.hook_password_verification_attempt(event jsonb) -> jsonb
--   Supabase Auth's password verification hook (config.toml [auth.hook.password_verification_attempt]),
--   called by the auth server after every password check of an existing account at
--   /auth/v1/token?grant_type=password, with {"user_id": uuid, "valid": boolean, "metadata": {...}}.
--   A wrong password spends one of the account's failures (app.rate_limit 'signin_account', the
--   account's e-mail in lower case); once the budget (app.settings.signin_failures_per_account per
--   signin_window_minutes) is spent, the answer is {"decision": "reject", ...}, which the auth server
--   turns into 400 invalid_credentials even for the right password, until the window passes.
--   Otherwise {"decision": "continue"}.
--   The refusal says exactly what the auth server says to an address it does not know ("Invalid login
--   credentials"): the auth server calls the hook for registered accounts only, so any other word
--   would tell who has an account (docs/accounts.md#sign-in-lockout). The api's login keeps its own
--   count per e-mail address, registered or not ('signin_email'), and says when to try again.
--   Only the auth server's role (supabase_auth_admin) may execute it; in schema app, so the Data API
--   never exposes it (a security definer function in public would be reachable at /rest/v1/rpc).
create or replace function app.hook_password_verification_attempt(event jsonb)
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
    return jsonb_build_object('decision', 'reject', 'message', 'Invalid login credentials', 'should_logout_user', false);
  end if;
  return jsonb_build_object('decision', 'continue');
end;
$$;

comment on function "app"."hook_password_verification_attempt"(jsonb) is 'Supabase Auth password verification hook: the per-account sign-in lockout (docs/accounts.md#sign-in-lockout). Executed by supabase_auth_admin only.';

alter table "app"."idempotency_keys"
  enable row level security;

alter table "app"."rate_limit_hits"
  enable row level security;

revoke all on function "app"."idempotency_answer"(uuid, text, integer, json, boolean) from public;

revoke all on function "app"."idempotency_claim"(uuid, text, text) from public;

revoke all on function "app"."idempotency_kept"() from public;

revoke all on function "app"."idempotency_purge"() from public;

revoke all on function "app"."idempotency_release"(uuid, text) from public;

revoke all on function "app"."idempotency_settle"(uuid, text, json) from public;

revoke all on function "app"."rate_limit"(text, text, boolean) from public;

revoke all on function "app"."hook_password_verification_attempt"(jsonb) from public, anon, authenticated, service_role;

grant execute on function "app"."hook_password_verification_attempt"(jsonb) to "supabase_auth_admin";
