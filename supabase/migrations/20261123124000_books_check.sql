-- The books check: every profile's balances must equal the sums of its ledger rows (the ledger is
-- the record; profiles.tokens and profiles.leaderboard_pts are its running totals, kept by the
-- ledger trigger in the same transaction). This function returns the profiles where they differ,
-- with both figures, and nothing when the books balance. The integration tests run it after every
-- file and the benchmark before and after its load, so both check the same rule the same way.
--
-- It reads every profile and every ledger row: an operator's check, not a request path. Execute is
-- for the database owner and service_role only (an admin's console or a scheduled job); it lives in
-- schema app, which the Data API does not expose.
create function app.books_check()
returns table (user_id uuid, tokens integer, points integer, ledger_tokens bigint, ledger_points bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, p.tokens, p.leaderboard_pts, coalesce(l.tokens, 0), coalesce(l.points, 0)
    from public.profiles p
    left join (select ledger.user_id, sum(ledger.delta_tokens) as tokens, sum(ledger.delta_points) as points
                 from public.ledger
                group by ledger.user_id) l on l.user_id = p.id
   where p.tokens <> coalesce(l.tokens, 0) or p.leaderboard_pts <> coalesce(l.points, 0)
$$;

revoke execute on function app.books_check() from public, anon, authenticated;
grant execute on function app.books_check() to service_role;
