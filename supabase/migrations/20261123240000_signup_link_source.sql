-- Referred signups by the invitation link's source (docs/operators.md, "Reports"): which way of
-- sharing (the copied link, the invitation e-mail, each share button's network) brings people in.
--
-- The app writes `source` into every invitation link (contract LINK_SOURCES); the signup form
-- sends it with the registration when it is one of those, and the api passes it to the auth server
-- as user metadata beside the name and the referral code. Metadata is the user's own text (anyone
-- can call the auth server's /signup directly), so only the known values are kept: anything else
-- leaves the referral without a source, shown as 'unknown' in the report.
--
-- Why a column of app.referrals and a trigger of its own: the source matters only for a signup
-- that a referrer brought (a link always carries a code; a code that matched no one makes no
-- referral), the referral row is written in the signup's own transaction by app.handle_new_user()
-- (credit_referral), and a second trigger on auth.users, named to fire after that one (triggers on
-- one event fire in name order), sets it without rewriting the signup function again.
alter table app.referrals
  add column link_source text check (link_source in ('direct', 'email', 'facebook', 'linkedin', 'twitter', 'whatsapp'));
comment on column app.referrals.link_source is
  'The invitation link''s source the recruit signed up through (direct, email or a share network); null when unknown.';

create function app.record_link_source()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_source text := lower(btrim(new.raw_user_meta_data ->> 'source'));
begin
  -- The column's own list: anything else is not a source the app wrote (and would fail the check).
  if v_source in ('direct', 'email', 'facebook', 'linkedin', 'twitter', 'whatsapp') then
    update app.referrals r set link_source = v_source where r.referred_id = new.id;
  end if;
  return new;
end;
$$;
revoke execute on function app.record_link_source() from public, anon, authenticated;

create trigger on_auth_user_created_link_source
  after insert on auth.users
  for each row execute function app.record_link_source();

create view reports.signups_by_link_source
with (security_invoker = true) as
  select (r.created_at at time zone 'UTC')::date as day, coalesce(r.link_source, 'unknown') as link_source, count(*) as signups
    from app.referrals r
   where r.created_at >= ((now() at time zone 'UTC')::date - 89)::timestamp at time zone 'UTC' and r.referred_id is not null
   group by 1, 2
   order by 1 desc, 3 desc, 2;
comment on view reports.signups_by_link_source is
  'Referred signups per day (UTC), last 90 days, by the invitation link''s source: direct (copied link or invitation e-mail), email, facebook, linkedin, twitter, whatsapp (share buttons), or unknown (signed up before sources were kept, or with a link whose source the app did not write).';
