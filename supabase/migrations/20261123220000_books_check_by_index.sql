-- The books check without reading the whole ledger (docs/operators.md, "Reports": books_check).
--
-- app.books_check() summed every ledger row against every profile: 5.2 s at a million learners
-- (README, Performance). Now each profile also keeps the sums of its own ledger rows, in
-- ledger_tokens / ledger_points, added by the same posting trigger that moves the balances, and
-- a partial index holds exactly the profiles where the balance and the ledger sum differ. The
-- check reads that index: empty when the books balance, whatever the number of learners.
--
-- Why it still catches a balance changed behind the ledger's back: index maintenance is not a
-- trigger. An UPDATE of tokens / leaderboard_pts (or of the kept sums) made with the triggers
-- switched off (session_replication_role = replica, or ALTER TABLE ... DISABLE TRIGGER) still
-- puts the row into the partial index, and the check names it with both figures.
--
-- What it relies on, and how that is checked: the kept sums equal the ledger rows because the
-- ledger is append-only (20261122110100: updates, deletes and truncates are refused) and every
-- insert is posted by app.post_ledger_rows(). A ledger row slipped in or out with the triggers
-- off would leave both the balance and the kept sum as they were; app.ledger_totals_check()
-- below recomputes every sum from the ledger for that (the full read the old check did; the
-- integration tests run it after every file, the benchmark before and after its load).
--
-- Why columns of public.profiles and not a table of their own: a partial index can only compare
-- columns of one table, and any check across two tables has to read a million rows of each.
-- Learners could already read their own balances; the sums are the same figures.

alter table public.profiles
  add column ledger_tokens integer not null default 0,
  add column ledger_points integer not null default 0;
comment on column public.profiles.ledger_tokens is
  'Sum of this user''s ledger delta_tokens, kept by the ledger''s posting trigger; equals tokens while the books balance (app.books_check()).';
comment on column public.profiles.ledger_points is
  'Sum of this user''s ledger delta_points, kept by the ledger''s posting trigger; equals leaderboard_pts while the books balance (app.books_check()).';

-- Posting: as before, plus the kept sums, in the same UPDATE of the same row.
create or replace function app.post_ledger_rows()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_catalog.set_config('mta.ledger_posting', 'on', true);
  update public.profiles p
     set tokens = p.tokens + d.tokens,
         leaderboard_pts = p.leaderboard_pts + d.points,
         ledger_tokens = p.ledger_tokens + d.tokens,
         ledger_points = p.ledger_points + d.points
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

-- The guard covers the kept sums as it covers the balances: they change only while the ledger posts.
create or replace function app.guard_profile_balances()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if pg_catalog.current_setting('mta.ledger_posting', true) is distinct from 'on' then
    if (tg_op = 'INSERT' and (new.tokens <> 0 or new.leaderboard_pts <> 0 or new.ledger_tokens <> 0 or new.ledger_points <> 0))
       or (tg_op = 'UPDATE' and (new.tokens, new.leaderboard_pts, new.ledger_tokens, new.ledger_points)
                                is distinct from (old.tokens, old.leaderboard_pts, old.ledger_tokens, old.ledger_points)) then
      raise exception using errcode = 'MT403', message = 'Balances change only through the ledger',
        hint = 'Insert a public.ledger row instead.';
    end if;
  end if;
  return new;
end;
$$;
drop trigger profiles_guard_balances_on_update on public.profiles;
create trigger profiles_guard_balances_on_update
  before update of tokens, leaderboard_pts, ledger_tokens, ledger_points on public.profiles
  for each row execute function app.guard_profile_balances();

-- Backfill: the sums of the ledger as it stands. The flag is the posting trigger's (session-wide
-- here, since a migration's statements need not share one transaction), switched off after.
select pg_catalog.set_config('mta.ledger_posting', 'on', false);
update public.profiles p
   set ledger_tokens = l.tokens, ledger_points = l.points
  from (select g.user_id, sum(g.delta_tokens)::integer as tokens, sum(g.delta_points)::integer as points
          from public.ledger g
         group by g.user_id) l
 where l.user_id = p.id;
select pg_catalog.set_config('mta.ledger_posting', 'off', false);

-- The profiles whose balances differ from their ledger sums, and only those.
create index profiles_books_differ_idx on public.profiles (id)
  where tokens <> ledger_tokens or leaderboard_pts <> ledger_points;

-- Same signature and grants as in 20261123124000 (reports.books_check reads it: one definition).
-- The WHERE is the index's predicate word for word, so the planner reads the index.
create or replace function app.books_check()
returns table (user_id uuid, tokens integer, points integer, ledger_tokens bigint, ledger_points bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, p.tokens, p.leaderboard_pts, p.ledger_tokens::bigint, p.ledger_points::bigint
    from public.profiles p
   where p.tokens <> p.ledger_tokens or p.leaderboard_pts <> p.ledger_points
$$;
comment on function app.books_check() is
  'Users whose balances differ from their ledger sums (kept by the posting trigger; indexed). Empty when the books balance. app.ledger_totals_check() proves the kept sums against the ledger rows.';

-- The deep check: every kept sum against the ledger rows themselves (reads the whole ledger,
-- seconds at a million learners). Empty when no ledger row was added or removed behind the
-- posting trigger's back. Same access as app.books_check().
create function app.ledger_totals_check()
returns table (user_id uuid, ledger_tokens integer, ledger_points integer, sum_tokens bigint, sum_points bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, p.ledger_tokens, p.ledger_points, coalesce(l.tokens, 0), coalesce(l.points, 0)
    from public.profiles p
    left join (select g.user_id, sum(g.delta_tokens) as tokens, sum(g.delta_points) as points
                 from public.ledger g
                group by g.user_id) l on l.user_id = p.id
   where p.ledger_tokens <> coalesce(l.tokens, 0) or p.ledger_points <> coalesce(l.points, 0)
$$;
revoke execute on function app.ledger_totals_check() from public, anon, authenticated;
grant execute on function app.ledger_totals_check() to service_role;
comment on function app.ledger_totals_check() is
  'Users whose kept ledger sums (profiles.ledger_tokens/ledger_points) differ from the sums of their ledger rows. Reads the whole ledger; must be empty.';

comment on view reports.books_check is
  'Users whose balances differ from their ledger sums (kept per user by the ledger''s posting trigger and indexed, so this reads only the differences). Must be empty: any row is a bug to investigate. app.ledger_totals_check() checks the kept sums against every ledger row (docs/operators.md).';
