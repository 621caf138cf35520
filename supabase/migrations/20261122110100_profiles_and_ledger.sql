-- Profiles (one per auth user) and the append-only token/point ledger.
--
-- Rules this migration makes structural (DESIGN.md "Data rules"):
-- * Balances (tokens, leaderboard_pts) never go negative: CHECK constraints.
-- * Every balance change is a ledger row. Balances move ONLY when ledger rows are inserted: a
--   statement trigger on the ledger adds the deltas to profiles, and a guard trigger on profiles
--   rejects any other change of the balance columns. So balance = sum(ledger) by construction.
-- * The ledger is append-only: no UPDATE/DELETE/TRUNCATE grant for any API role, and a trigger
--   refuses them even for the owner (deletion is allowed only when the account itself is deleted).
-- * Each reward is idempotent: unique (user_id, reason, reference), e.g. ('mission', '3').
-- * Learners read only their own profile and ledger, and write neither (no UPDATE grant at all:
--   there is no SPEC route that edits a profile; names/phones are set at signup).

-- Profiles --------------------------------------------------------------------------------------
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 100),
  phone text check (phone is null or char_length(phone) <= 32),
  tokens integer not null default 0 check (tokens >= 0),
  leaderboard_pts integer not null default 0 check (leaderboard_pts >= 0),
  -- Successful referrals (people who signed up with this user's invite code).
  invites integer not null default 0 check (invites >= 0),
  invite_code text not null unique check (invite_code ~ '^[A-Z0-9]{6,16}$'),
  login_streak integer not null default 0 check (login_streak >= 0),
  last_login_on date,
  is_admin boolean not null default false,
  created_at timestamptz not null default now()
);
alter table public.profiles enable row level security;
revoke all on table public.profiles from anon, authenticated, service_role;
grant select on table public.profiles to authenticated, service_role;

create policy profiles_select_own on public.profiles
  for select to authenticated
  using (id = (select auth.uid()));

comment on table public.profiles is
  'One row per auth user (created by app.handle_new_user). Balances change only through public.ledger.';

-- The user's own row reaches open tabs live (RLS lets each subscriber see only their row).
alter publication supabase_realtime add table public.profiles;

-- Ledger ------------------------------------------------------------------------------------------
create table public.ledger (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.profiles (id) on delete cascade,
  delta_tokens integer not null default 0,
  delta_points integer not null default 0,
  -- mission: reference = mission id; course_completion: course id; quiz: quiz id;
  -- referral: referred user id; referral_bonus: 'enrolments:<threshold>';
  -- redemption: redemption id; adjustment: free text (seed data, support corrections).
  reason text not null check (reason in (
    'mission', 'course_completion', 'quiz', 'referral', 'referral_bonus', 'redemption', 'adjustment'
  )),
  reference text not null check (char_length(reference) between 1 and 200),
  created_at timestamptz not null default now(),
  constraint ledger_moves_something check (delta_tokens <> 0 or delta_points <> 0),
  -- The idempotency key of every reward; also serves the user_id foreign key.
  constraint ledger_idempotency_key unique (user_id, reason, reference)
);
alter table public.ledger enable row level security;
revoke all on table public.ledger from anon, authenticated, service_role;
grant select on table public.ledger to authenticated, service_role;

create policy ledger_select_own on public.ledger
  for select to authenticated
  using (user_id = (select auth.uid()));

comment on table public.ledger is
  'Append-only record of every token/point change. profiles balances always equal the per-user sums.';

-- Append-only guard.
create function app.ledger_is_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- Deleting an account cascades to its ledger rows: by then the profile row is gone.
  if tg_op = 'DELETE' then
    if not exists (select 1 from public.profiles p where p.id = old.user_id) then
      return old;
    end if;
  end if;
  raise exception using errcode = 'MT403', message = 'The ledger is append-only',
    hint = 'Correct a balance by inserting an adjustment row.';
end;
$$;
revoke execute on function app.ledger_is_append_only() from public, anon, authenticated;

create trigger ledger_no_update_or_delete
  before update or delete on public.ledger
  for each row execute function app.ledger_is_append_only();
create trigger ledger_no_truncate
  before truncate on public.ledger
  for each statement execute function app.ledger_is_append_only();

-- Posting: add the inserted deltas to the balances, once per statement (a bulk insert of a million
-- rows makes one UPDATE, not a million). The transaction-local flag tells the guard below that
-- this update comes from the ledger.
create function app.post_ledger_rows()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_catalog.set_config('mta.ledger_posting', 'on', true);
  update public.profiles p
     set tokens = p.tokens + d.tokens,
         leaderboard_pts = p.leaderboard_pts + d.points
    from (
      select r.user_id, sum(r.delta_tokens)::integer as tokens, sum(r.delta_points)::integer as points
        from posted r
       group by r.user_id
    ) d
   where p.id = d.user_id
     and (d.tokens <> 0 or d.points <> 0);
  perform pg_catalog.set_config('mta.ledger_posting', 'off', true);
  return null;
end;
$$;
revoke execute on function app.post_ledger_rows() from public, anon, authenticated;

create trigger ledger_post_to_balances
  after insert on public.ledger
  referencing new table as posted
  for each statement execute function app.post_ledger_rows();

-- Balance guard: tokens and points change only while the ledger is posting. This is a consistency
-- guard against bugs in our own SQL (learners have no UPDATE grant at all, which is the security
-- boundary).
create function app.guard_profile_balances()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if pg_catalog.current_setting('mta.ledger_posting', true) is distinct from 'on' then
    if (tg_op = 'INSERT' and (new.tokens <> 0 or new.leaderboard_pts <> 0))
       or (tg_op = 'UPDATE' and (new.tokens, new.leaderboard_pts) is distinct from (old.tokens, old.leaderboard_pts)) then
      raise exception using errcode = 'MT403', message = 'Balances change only through the ledger',
        hint = 'Insert a public.ledger row instead.';
    end if;
  end if;
  return new;
end;
$$;
revoke execute on function app.guard_profile_balances() from public, anon, authenticated;

create trigger profiles_guard_balances_on_insert
  before insert on public.profiles
  for each row execute function app.guard_profile_balances();
create trigger profiles_guard_balances_on_update
  before update of tokens, leaderboard_pts on public.profiles
  for each row execute function app.guard_profile_balances();

-- Admin check --------------------------------------------------------------------------------------
-- Used by RLS policies as `(select app.is_admin())` so it runs once per statement, not per row.
-- SECURITY DEFINER because learners cannot read app.admin_emails (or other people's profiles).
-- The JWT email is signed by the auth server; raw_user_meta_data is never consulted.
create function app.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    exists (select 1 from public.profiles p where p.id = auth.uid() and p.is_admin)
    or exists (select 1 from app.admin_emails a where a.email = lower(auth.jwt() ->> 'email')),
    false
  );
$$;
revoke execute on function app.is_admin() from public, anon;
grant execute on function app.is_admin() to authenticated;

comment on function app.is_admin() is
  'True when the caller has profiles.is_admin or signed in with an address in app.admin_emails.';
