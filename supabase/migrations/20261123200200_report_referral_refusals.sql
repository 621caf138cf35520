-- Report: referral rewards the guards refused (docs/referral-guards.md), with the reason, for the
-- operators' reports schema (docs/operators.md, "Reports"). Same rules as 20261123200000_reports.sql:
-- owner only, security_invoker, described by `comment on`.

-- The refusals are a small share of the referrals; the partial index keeps this view a read of
-- that share, newest first, however many referrals were paid.
create index referrals_refused_recent_idx on app.referrals (created_at desc) where refusal_reason is not null;

create view reports.referral_refusals
with (security_invoker = true) as
  select (r.created_at at time zone 'UTC')::date as day, r.created_at, r.referrer_id,
         coalesce(p.name, '(deleted account)') as referrer, r.referred_email, r.mailbox, r.refusal_reason as reason
    from app.referrals r
    left join public.profiles p on p.id = r.referrer_id
   where r.refusal_reason is not null
   order by r.created_at desc;
revoke all on reports.referral_refusals from public, anon, authenticated, service_role;
comment on view reports.referral_refusals is
  'Referrals that paid the referrer nothing because a guard refused them (daily cap, disposable domain, same mailbox), newest first, with the reason.';
