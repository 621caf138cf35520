-- Insights for admins in the app (`/insights`, docs/product.md#insights): the activation funnel,
-- signups by source and the token economy, read from the operators' reports (schema `reports`,
-- docs/operators.md, "Reports") for `GET /api/insights`.
--
-- Why one security definer function rather than a grant on the views: the reports stay owner only
-- (not in the Data API, no grant to anon, authenticated or service_role; they are read here as
-- their owner), and this function hands out only these three reports, only to an admin
-- (app.is_admin(), MT403 for anyone else, as the other admin RPCs answer). The windows are the
-- views' own: the last 12 signup weeks for the funnel, the last 90 days (UTC) for signups and
-- tokens, so the answer is bounded (at most 12 + 2 × 90 + 90 × the number of reasons and rewards
-- rows) whatever the size of the academy. The screen says which windows it shows.

-- app.insights() -> jsonb
--   Admin only. Returns {
--     "windows": {"funnelWeeks": 12, "days": 90, "asOf": today (UTC), the last day of the windows},
--     "funnel": [{"week", "registered", "station1", "allStations", "firstCourse", "firstReferral"}] (oldest week first),
--     "signups": [{"day", "source", "signups"}] (oldest day first; source 'direct' or 'referral'),
--     "tokens": [{"day", "flow", "what", "entries", "tokens"}] (oldest day first; flow 'issued' or 'spent')
--   } with days and weeks as YYYY-MM-DD (UTC; a week is its Monday).
--   Errors: MT401 not signed in; MT403 'Only administrators can read the insights'.
create function app.insights()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform app.require_uid();
  if not app.is_admin() then
    raise exception using errcode = 'MT403', message = 'Only administrators can read the insights';
  end if;
  return jsonb_build_object(
    'windows', jsonb_build_object('funnelWeeks', 12, 'days', 90, 'asOf', ((now() at time zone 'UTC')::date)::text),
    'funnel', (
      select coalesce(jsonb_agg(jsonb_build_object(
               'week', f.signup_week::text, 'registered', f.registered, 'station1', f.station_1,
               'allStations', f.all_stations, 'firstCourse', f.first_course, 'firstReferral', f.first_referral)
             order by f.signup_week), '[]'::jsonb)
        from reports.activation_funnel f),
    'signups', (
      select coalesce(jsonb_agg(jsonb_build_object('day', s.day::text, 'source', s.source, 'signups', s.signups)
             order by s.day, s.source), '[]'::jsonb)
        from reports.signups_by_source s),
    'tokens', (
      select coalesce(jsonb_agg(jsonb_build_object('day', t.day::text, 'flow', t.flow, 'what', t.what, 'entries', t.entries, 'tokens', t.tokens)
             order by t.day, t.flow, t.tokens desc, t.what), '[]'::jsonb)
        from reports.token_economy t)
  );
end;
$$;
revoke execute on function app.insights() from public, anon, service_role;
grant execute on function app.insights() to authenticated;
comment on function app.insights() is
  'Admins only: the activation funnel (12 signup weeks), signups by source and the token economy (90 days) from schema reports, as JSON for /insights.';
