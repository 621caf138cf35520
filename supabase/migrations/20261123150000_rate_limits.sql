-- Rate limits of the api function (docs/decisions.md, "Rate limits in Postgres"): counters in a
-- table, one row per bucket and window, taken by one statement per request. The function runs as
-- many isolates as the platform likes and keeps no state between them, so the counters must live
-- where every instance sees them; the database is the one store every instance already reaches.
--
-- The budgets are columns of app.settings, so an operator tunes them with one update, e.g.
--   update app.settings set rate_rewarding_per_minute = 30;
-- What each budget covers (docs/architecture.md#abuse):
--   rewarding  per user, the requests that spend, pay or mail (complete a mission, redeem, invite,
--              record course progress, answer a quiz), per minute;
--   write      per user, every request that changes something, per minute;
--   public     per client address, the public requests that do work (register, log in), per minute;
--   signin_account / signin_address: failed sign-ins per account (e-mail) and per client address
--              within signin_window_minutes; when either is spent, sign-in answers 429 before the
--              auth server is asked.
alter table app.settings
  add column rate_rewarding_per_minute integer not null default 60 check (rate_rewarding_per_minute > 0),
  add column rate_writes_per_minute integer not null default 120 check (rate_writes_per_minute > 0),
  add column rate_public_per_minute integer not null default 120 check (rate_public_per_minute > 0),
  add column signin_failures_per_account integer not null default 10 check (signin_failures_per_account > 0),
  add column signin_failures_per_address integer not null default 100 check (signin_failures_per_address > 0),
  add column signin_window_minutes integer not null default 15 check (signin_window_minutes > 0);

-- Fixed windows: a bucket's hits in the window that started at window_start. A burst can use two
-- budgets across a window boundary; for abuse control that bound (twice the budget) is enough and
-- it costs one row per bucket and window.
create table app.rate_limit_hits (
  bucket text not null check (char_length(bucket) <= 300),
  window_start timestamptz not null,
  hits integer not null default 0,
  primary key (bucket, window_start)
);
create index rate_limit_hits_window_idx on app.rate_limit_hits (window_start);
alter table app.rate_limit_hits enable row level security;
revoke all on table app.rate_limit_hits from public, anon, authenticated, service_role;

comment on table app.rate_limit_hits is
  'Request counters of the api function''s rate limits (app.rate_limit). Internal: no grants, RLS without policies.';

-- app.rate_limit(p_kind, p_subject, p_count) -> integer
--   The seconds to wait before `p_subject` (a user id, an address, an e-mail) may try again under
--   the budget `p_kind` (see above); 0 when the request is within it. With p_count the request is
--   counted first (every kind but the sign-in failures); without, the budget is only looked at
--   (sign-in asks before it tries, and counts only a failure).
--   Called by the api function's own connection, never by a client: no grants.
create function app.rate_limit(p_kind text, p_subject text, p_count boolean)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
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
    when 'signin_account' then
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
$$;
revoke execute on function app.rate_limit(text, text, boolean) from public, anon, authenticated, service_role;
