-- Idempotent retries (docs/architecture.md#idempotent-retries): a POST that spends, pays or mails may
-- carry an Idempotency-Key header. The first request with a key claims it; its answer (status and
-- body) is stored in the same transaction as its effect, so a retry after a lost reply gets that
-- answer instead of spending again. Keys are scoped per user and kept 24 hours.
--
-- States of a row: running (status null: the first request has not finished); provisional (the
-- change and its answer committed, but the request still has work after the commit, such as the
-- e-mail of a reward pack, that completes the answer); answered. A running claim older than two
-- minutes belongs to a request that died (the function's statement and transaction timeouts are
-- seconds), so it may be claimed again; a provisional answer older than 30 seconds belongs to a
-- request that died after its commit, so copies get the answer stored with the change.
create table app.idempotency_keys (
  -- No foreign key to profiles on purpose: its check would take a key-share lock on the caller's
  -- profile row, so a claim would wait behind the very transaction it guards. Rows expire anyway.
  user_id uuid not null,
  key text not null check (char_length(key) between 1 and 200),
  -- sha-256 of the method, path and body of the first request.
  request_hash text not null,
  status integer,
  -- json, not jsonb: the stored answer is sent back byte for byte as it was first sent.
  response json,
  provisional boolean not null default false,
  created_at timestamptz not null default now(),
  primary key (user_id, key)
);
create index idempotency_keys_created_idx on app.idempotency_keys (created_at);
alter table app.idempotency_keys enable row level security;
revoke all on table app.idempotency_keys from public, anon, authenticated, service_role;

comment on table app.idempotency_keys is
  'Stored answers of POSTs sent with an Idempotency-Key (api function). Internal: no grants, RLS without policies.';

-- app.idempotency_claim(p_user, p_key, p_hash) -> (state, status, response)
--   'claimed'   the caller runs the request and stores its answer;
--   'replay'    the first request's answer: its status and its body as sent;
--   'mismatch'  the key was used with another request (422);
--   'running'   the first request with this key is still running (409).
create function app.idempotency_claim(p_user uuid, p_key text, p_hash text)
returns table (state text, status integer, response text)
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_row app.idempotency_keys;
begin
  if random() < 0.01 then
    delete from app.idempotency_keys k where k.created_at < now() - interval '24 hours';
  end if;

  insert into app.idempotency_keys as k (user_id, key, request_hash)
  values (p_user, p_key, p_hash)
  on conflict (user_id, key) do update
    set request_hash = excluded.request_hash, status = null, response = null, created_at = now()
    where k.created_at < now() - interval '24 hours'
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
$$;

-- app.idempotency_answer(p_user, p_key, p_status, p_response, p_provisional): stores the answer of a
-- claimed key, inside the request's own transaction when it changed something (so the answer
-- commits with it); provisional when the request still works after the commit (settled below).
create function app.idempotency_answer(p_user uuid, p_key text, p_status integer, p_response json, p_provisional boolean)
returns void
language sql
security definer
set search_path = ''
as $$
  update app.idempotency_keys k set status = p_status, response = p_response, provisional = p_provisional
   where k.user_id = p_user and k.key = p_key and k.status is null;
$$;

-- app.idempotency_settle(p_user, p_key, p_response): the request finished after its commit; its
-- final answer replaces the provisional one (null keeps the one stored with the change).
create function app.idempotency_settle(p_user uuid, p_key text, p_response json)
returns void
language sql
security definer
set search_path = ''
as $$
  update app.idempotency_keys k set response = coalesce(p_response, k.response), provisional = false
   where k.user_id = p_user and k.key = p_key and k.provisional;
$$;

-- app.idempotency_release(p_user, p_key): forgets a claim whose request failed on the server's side
-- (5xx: nothing was committed), so that a retry with the same key runs again.
create function app.idempotency_release(p_user uuid, p_key text)
returns void
language sql
security definer
set search_path = ''
as $$
  delete from app.idempotency_keys k where k.user_id = p_user and k.key = p_key and k.status is null;
$$;

-- The api function's own connection calls these; no client may (a learner could otherwise forge
-- the stored answer of a request).
revoke execute on function app.idempotency_claim(uuid, text, text) from public, anon, authenticated, service_role;
revoke execute on function app.idempotency_answer(uuid, text, integer, json, boolean) from public, anon, authenticated, service_role;
revoke execute on function app.idempotency_settle(uuid, text, json) from public, anon, authenticated, service_role;
revoke execute on function app.idempotency_release(uuid, text) from public, anon, authenticated, service_role;
